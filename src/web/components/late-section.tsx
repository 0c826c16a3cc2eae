import { createContext, type ReactNode, startTransition, Suspense, useContext, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Skeleton } from "~/components/ui/skeleton";

/**
 * docs/decisions/021 and 032: a part of a signed-in page that is rendered after the first paint,
 * so the first render (what the screen shows first) stays short and no task blocks the page for
 * long. Until then its space is reserved (`minHeight`, about the section's usual height, so
 * nothing below it moves when it arrives) with a skeleton and a "Carregando..." for screen
 * readers.
 * It renders when it comes within half a screen of the viewport. The others wait until the
 * person does something on the page (scrolls, touches, moves the pointer, presses a key): a page
 * only looked at loads and runs no section it does not show (decision 032), and once the person
 * reads on, the rest renders in idle turns, one at a time, in page order, each after the one
 * before it was drawn, so the page is whole for the keyboard, find-in-page and screen readers.
 * Printing draws every waiting section first. One drawn at an idle turn or near the viewport
 * renders in a transition (React renders it in slices, between which the page stays responsive);
 * one in the viewport renders at once (in a transition it waited for every other pending one).
 *
 *   <LateSection label="indicadores" minHeight="32rem"><IndicatorsSection … /></LateSection>
 *
 * A lazy component (React.lazy) inside shows the same placeholder while its code loads.
 */
export function LateSection({ label, minHeight, children }: { label: string; minHeight: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const drawingFirstScreen = useContext(DrawingFirstScreen);

  useEffect(() => {
    if (shown) return;
    // In the viewport (the person sees it) or for printing: a plain update. Near it, or at an
    // idle turn: a transition, which React renders in slices.
    const show = (now?: boolean) => (now ? setShown(true) : startTransition(() => setShown(true)));
    const element = placeholder.current;
    const observer =
      element && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver(
            (entries) => {
              const near = entries.find((entry) => entry.isIntersecting);
              // In view: at once. Only near it (the half screen below): in a transition, so a
              // large section does not block the page while it loads.
              if (near) show(near.boundingClientRect.top < window.innerHeight && near.boundingClientRect.bottom > 0);
            },
            { rootMargin: "50% 0px" },
          )
        : undefined;
    if (element) observer?.observe(element);
    const leave = waitForTurn(show);
    return () => {
      observer?.disconnect();
      leave();
    };
  }, [shown]);

  // Below the first screen: the server's drawing of it (src/web/draw-first-screen.tsx) leaves it out.
  if (drawingFirstScreen) return null;
  const reserved = <Reserved label={label} minHeight={minHeight} />;
  if (!shown) return <div ref={placeholder}>{reserved}</div>;
  return (
    <Suspense fallback={reserved}>
      <Drawn>{children}</Drawn>
    </Suspense>
  );
}

/** True while the server draws a page's first screen into its HTML (docs/decisions/021). */
export const DrawingFirstScreen = createContext(false);

/** Its children; tells the queue the section was drawn, so the next waiting one may render. */
function Drawn({ children }: { children: ReactNode }) {
  useEffect(() => scheduleTurn(), []);
  return children;
}

// The sections waiting for an idle turn, in the order they asked (effects run in page order).
const waiting: ((now?: boolean) => void)[] = [];
let turnScheduled = false;
// Whether the person has done something on the page yet: until then only what comes near the
// viewport renders.
let wanted = false;

function waitForTurn(show: (now?: boolean) => void): () => void {
  waiting.push(show);
  listenForTheFirstAction();
  scheduleTurn();
  return () => {
    const index = waiting.indexOf(show);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function scheduleTurn() {
  if (!wanted || turnScheduled || waiting.length === 0) return;
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

const firstActions = ["scroll", "wheel", "keydown", "pointerdown", "pointermove", "touchstart"] as const;
let listening = false;

function listenForTheFirstAction() {
  if (listening || wanted || typeof window === "undefined") return;
  listening = true;
  const start = () => {
    for (const type of firstActions) window.removeEventListener(type, start, true);
    wanted = true;
    scheduleTurn();
  };
  for (const type of firstActions) window.addEventListener(type, start, { capture: true, passive: true });
  // A printout has every section: they render before the page is laid out for paper.
  window.addEventListener("beforeprint", () => flushSync(() => waiting.splice(0).forEach((show) => show(true))));
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
