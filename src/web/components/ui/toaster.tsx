import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { isPublicPagePath } from "~/lib/public-pages";
import { isToasterRequested, requestToaster, subscribeToToasterRequest } from "~/lib/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * App-wide toast outlet. Call `showToast` (~/lib/toast) or `toast(title, { description })` from
 * "sonner" anywhere (spec §8: title / text).
 *
 * Sonner is ~10 KB gzip, so the marketing pages load it only when they show a toast
 * (`showToast` asks for it); every other page mounts it as soon as it renders, so a direct
 * `toast()` from "sonner" there always has an outlet.
 */
export function Toaster() {
  const { pathname } = useLocation();
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  const needed = requested || !isPublicPagePath(pathname);

  useEffect(() => {
    // Once mounted, it stays: going back to a public page must not drop the toasts on screen.
    if (needed) requestToaster();
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
