import { lazy, memo, Suspense, useCallback, useState } from "react";
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
    default: ({ user, onReady }: SectionsProps) => <BelowTheFold user={user} scrollToHash={!waitedForScroll} onReady={onReady} />,
  };
});

type SectionsProps = { user: PlanHrefUser; onReady: () => void };

export function DeferredBelowTheFold({ user = null }: { user?: PlanHrefUser }) {
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  return (
    <div id={containerId}>
      {/* Until the sections hydrate they keep the props they were prerendered with (signed out):
          React discards a boundary's prerendered HTML when it is updated before hydrating, and
          a click on it would be lost. A signed-in visitor's plan links change right after. */}
      <SectionsBoundary user={hydrated ? user : null} onReady={markHydrated} />
    </div>
  );
}

const SectionsBoundary = memo(function SectionsBoundary(props: SectionsProps) {
  return (
    <Suspense fallback={null}>
      <Sections {...props} />
    </Suspense>
  );
});
