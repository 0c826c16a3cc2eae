import { Outlet, useMatches } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { mainContentId, SkipLink } from "~/components/skip-link";
import { useSignOutAction } from "~/features/auth/use-sign-out";
import { useAuth } from "~/lib/auth";

// The same elements at every render: a session change renders this layout at once, in one task
// (the session is a store read with useSyncExternalStore), and React skips an element it has
// already rendered, so only the header renders again.
const skipLink = <SkipLink />;
const page = <Outlet />;
const siteFooter = <SiteFooter />;

/** The common layout of every page except the account screens (docs/product/screens.md). */
export default function SiteLayout() {
  // Signed out until the first session lookup ends: the prerendered pages show the public header,
  // and the signed-in pages' frames the signed-in one, waiting for the person's menu.
  const { user, loading } = useAuth();
  const signedInPage = useMatches().some((match) => match.id === "routes/require-auth");
  const signOut = useSignOutAction();
  return (
    <div className="flex min-h-dvh flex-col">
      {skipLink}
      <SiteHeader user={user} pending={loading && signedInPage} onSignOut={() => void signOut()} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        {page}
      </main>
      {siteFooter}
    </div>
  );
}
