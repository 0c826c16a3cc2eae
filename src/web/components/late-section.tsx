import { type ReactNode, startTransition, Suspense, useEffect, useRef, useState } from "react";
import { Skeleton } from "~/components/ui/skeleton";

/**
 * docs/decisions/021: a part of a signed-in page that is rendered after the first paint, so the
 * first render (what the screen shows first) stays short and no task blocks the page for long.
 * Until then its space is reserved (`minHeight`, about the section's usual height, so nothing
 * below it moves when it arrives) with a skeleton and a "Carregando..." for screen readers.
 * It renders when it comes near the viewport or when the browser is next idle, whichever is
 * first, in a transition (React renders it in slices, between which the page stays responsive).
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
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(show, { timeout: 2_000 }) : undefined;
    const timer = idle === undefined ? setTimeout(show, 200) : undefined;
    return () => {
      observer?.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown]);

  const reserved = <Reserved label={label} minHeight={minHeight} />;
  if (shown) return <Suspense fallback={reserved}>{children}</Suspense>;
  return <div ref={placeholder}>{reserved}</div>;
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
