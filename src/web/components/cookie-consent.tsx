import { lazy, Suspense, useSyncExternalStore } from "react";
import { type ConsentBannerMode, getConsentBannerMode, subscribeToConsent } from "~/lib/cookie-consent";

// The banner's code loads only for a visitor who has not chosen yet, or who reopens it.
const CookieBanner = lazy(() => import("./cookie-banner"));

/** Shows the cookie banner until the visitor chooses; the footer reopens it. */
export function CookieConsent() {
  const mode = useSyncExternalStore<ConsentBannerMode>(subscribeToConsent, getConsentBannerMode, () => "closed");
  if (mode === "closed") return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner key={mode} mode={mode} />
    </Suspense>
  );
}
