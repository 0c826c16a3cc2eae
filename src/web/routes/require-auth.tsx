import { lazy, Suspense, useDeferredValue, useState } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuth } from "~/lib/auth";
import { cn } from "~/lib/cn";
import { loginPath } from "~/lib/auth-redirects";
import type { PageHandle } from "~/lib/page-handle";

// The banner reads the workspace's standing with zod-checked answers: its code loads after the
// first paint, so the pages' first screen does not wait for zod (decision 021).
const PaymentBanner = lazy(() =>
  import("~/features/lifecycle/payment-banner").then((module) => ({ default: module.PaymentBanner })),
);
const EndedMembershipNotice = lazy(() =>
  import("~/features/team/ended-membership-notice").then((module) => ({ default: module.EndedMembershipNotice })),
);

/**
 * docs/product/screens.md: the pages that need a signed-in person. Signed out, they go to /login and come back
 * here afterwards; while the session is being read, a placeholder rather than a flash of the page.
 */
export default function RequireAuth() {
  // The session comes from a store (useSyncExternalStore), whose changes render at once, in one
  // task: the whole page, a long task on a slow phone. The deferred copy renders the page in a
  // background render that React splits into short slices, and commits it when done; until
  // then the placeholder stays (docs/decisions/021).
  const { user, loading } = useDeferredValue(useAuth());
  const location = useLocation();
  // Someone who signs out here (header "Sair", another tab) goes home, not to a login that returns here.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  // A page with a title block (its route's handle) shows it at once, where the page puts it.
  const intro = (useMatches().at(-1)?.handle as PageHandle | undefined)?.intro;
  if (loading) {
    return (
      <div className="min-h-dvh">
        <FirstScreenSlot />
        {intro ? (
          <PageIntro {...intro} className={behindFirstScreen}>
            <div role="status" className="mt-8 grid gap-4">
              <span className="sr-only">Carregando...</span>
              <Skeleton className="h-32" />
              <Skeleton className="h-48" />
            </div>
          </PageIntro>
        ) : (
          <PagePlaceholder />
        )}
      </div>
    );
  }
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={wasSignedIn ? "/" : loginPath({ redirectTo: here })} replace />;
  }
  // At least a screen tall, like the placeholder: the footer never rises into the first screen
  // when the page replaces the placeholder (layout shift, docs/decisions/021).
  return (
    <div className="min-h-dvh">
      <Suspense fallback={null}>
        <EndedMembershipNotice />
        <PaymentBanner />
      </Suspense>
      <Outlet />
    </div>
  );
}

/**
 * Where the server puts the page's first screen, drawn from its first answers
 * (src/server/http/page-data.ts, docs/decisions/021): the first paint shows the page's content
 * before the scripts run. React does not hydrate an element's inner HTML, so it stays as it came
 * until the page itself replaces it. A picture of the page, not the page: inert and hidden from
 * assistive technology, while the placeholder's "Carregando..." speaks.
 */
function FirstScreenSlot() {
  return <div data-first-screen="" inert aria-hidden="true" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}

// Behind a first screen drawn by the server, the placeholder is only its "Carregando...", for screen readers.
const behindFirstScreen = "[[data-first-screen]:not(:empty)+&]:sr-only";

function PagePlaceholder() {
  return (
    // At least a screen tall: the footer stays below the fold until the page replaces it (CLS).
    <div
      role="status"
      className={cn(
        "mx-auto grid min-h-dvh w-full max-w-6xl grid-cols-[minmax(0,1fr)] content-start gap-6 px-4 py-12 sm:px-6 lg:px-8 lg:py-16",
        behindFirstScreen,
      )}
    >
      <span className="sr-only">Carregando...</span>
      <Skeleton className="h-10 w-72 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
