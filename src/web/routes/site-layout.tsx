import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { mainContentId, SkipLink } from "~/components/skip-link";

/** The common layout of every page except /login and /signup (spec §2). */
export default function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* Signed-out until the auth context lands; it passes the session user and its sign-out here. */}
      <SiteHeader user={null} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
