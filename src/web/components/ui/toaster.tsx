import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToToasterRequest } from "~/lib/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * App-wide toast outlet. Call `showToast` (~/lib/toast) or `toast(title, { description })` from
 * "sonner" (docs/product/texts.md: title / text).
 *
 * Sonner is ~10 KB gzip, so it loads only once a page asks for it: the routes that read the
 * API ask as they mount (routes/app-data-layout.tsx), the marketing pages with their first
 * `showToast`. Sonner shows a toast fired before its outlet mounted.
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
