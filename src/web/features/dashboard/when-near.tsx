import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Skeleton } from "~/components/ui/skeleton";

/**
 * Its children once the box comes within 400 px of the viewport; a skeleton of the same size
 * until then. The dashboard's charts draw with recharts (its largest dependency, a long task to
 * run and draw), so their drawings load only here, in the card's reserved box (docs/decisions/021).
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (tests, old browsers), drawn at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    // A plain update, not a transition: the person is scrolling to it now. React renders every
    // pending transition together (here also the late sections drawn at idle and the period's
    // deferred answer); with the chart's update among them, the analytics journey on a loaded
    // machine saw the engagement chart stay a skeleton for over 10 s in view, every other section
    // drawn. The observer stops once the update is committed (the effect's cleanup).
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: "400px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <Skeleton className="h-full w-full" />;
  return (
    <div ref={box} className="h-full" data-testid="chart-drawing" data-drawn={near ? "true" : "false"}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
