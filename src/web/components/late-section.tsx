import { type ReactNode, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { Skeleton } from "~/components/ui/skeleton";

/**
 * docs/decisions/021: a part of a signed-in page that is rendered after the first paint, so the
 * first render (what the screen shows first) stays short and no task blocks the page for long.
 * Until then its space is reserved (`minHeight`, about the section's usual height, so nothing
 * below it moves when it arrives) with a skeleton and a "Carregando..." for screen readers.
 * It renders when it comes near the viewport, or else in its turn when the browser is idle: the
 * waiting sections of a page render one at a time, in page order, each after the one before it
 * was drawn (issue 31: together they made one long commit and one long layout). Each renders in
 * a transition (React renders it in slices, between which the page stays responsive).
 *
 *   <LateSection label="indicadores" minHeight="32rem"><IndicatorsSection … /></LateSection>
 *
 * A lazy component (React.lazy) inside shows the same placeholder while its code loads.
 */
export function LateSection({ label, minHeight, children }: { label: string; minHeight: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const element = placeholder.current;
    const observer =
      element && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: "200px 0px" })
        : undefined;
    if (element) observer?.observe(element);
    const leave = waitForTurn(show);
    return () => {
      observer?.disconnect();
      leave();
    };
  }, [shown]);

  const reserved = <Reserved label={label} minHeight={minHeight} />;
  if (!shown) return <div ref={placeholder}>{reserved}</div>;
  return (
    <Suspense fallback={reserved}>
      <Drawn>{children}</Drawn>
    </Suspense>
  );
}

/** Its children; tells the queue the section was drawn, so the next waiting one may render. */
function Drawn({ children }: { children: ReactNode }) {
  useEffect(() => scheduleTurn(), []);
  return children;
}

// The sections waiting for an idle turn, in the order they asked (effects run in page order).
const waiting: (() => void)[] = [];
let turnScheduled = false;

function waitForTurn(show: () => void): () => void {
  waiting.push(show);
  scheduleTurn();
  return () => {
    const index = waiting.indexOf(show);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function scheduleTurn() {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  const turn = () => {
    turnScheduled = false;
    const show = waiting.shift();
    if (!show) return;
    show();
    // A section that never draws (its code failed to load) does not hold the others back.
    setTimeout(scheduleTurn, 5_000);
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(turn, { timeout: 2_000 });
  else setTimeout(turn, 50);
}

function Reserved({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <div role="status" className="grid content-start gap-4" style={{ minHeight }}>
      <span className="sr-only">Carregando {label}...</span>
      <Skeleton className="h-7 w-56 max-w-full" />
      <Skeleton className="flex-1" style={{ minHeight: `calc(${minHeight} - 2.75rem)` }} />
    </div>
  );
}
