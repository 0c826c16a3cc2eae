import { lazy, Suspense } from "react";
import { whenNearViewport } from "~/lib/when-near-viewport";
import type { PlanHrefUser } from "./use-plan-href";

const containerId = "secoes";

// The sections under the hero hydrate when the visitor scrolls near them: their HTML is
// prerendered (readable at once, and without JavaScript) and their code (~4 KB gzip) stays
// out of the landing page's first load, which has a 120 KB budget.
const Sections = lazy(async () => {
  const waitedForScroll = await whenNearViewport(containerId);
  const { BelowTheFold } = await import("./below-the-fold");
  return {
    default: ({ user }: { user: PlanHrefUser }) => <BelowTheFold user={user} scrollToHash={!waitedForScroll} />,
  };
});

export function DeferredBelowTheFold({ user = null }: { user?: PlanHrefUser }) {
  return (
    <div id={containerId}>
      <Suspense fallback={null}>
        <Sections user={user} />
      </Suspense>
    </div>
  );
}
