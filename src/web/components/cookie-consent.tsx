import { lazy, Suspense, useSyncExternalStore } from "react";
import { type ConsentBannerMode, getConsentBannerMode, subscribeToConsent } from "~/lib/cookie-consent";

// The banner's code loads only for a visitor who has not chosen yet, or who reopens it.
const CookieBanner = lazy(() => import("./cookie-banner"));

/**
 * Shows the cookie banner until the visitor chooses; the footer reopens it. The build draws the
 * first-visit banner into every prerendered page (the server snapshot, decision 032), so a first
 * visit paints it with the page instead of after the scripts; a returning visitor's page hides
 * it before it paints (root.tsx's head script, app.css) and removes it once this code runs.
 * Until its code has loaded, React keeps the drawn banner and replays a click on it after.
 */
export function CookieConsent() {
  const mode = useSyncExternalStore<ConsentBannerMode>(subscribeToConsent, getConsentBannerMode, () => "first-visit");
  if (mode === "closed") return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner key={mode} mode={mode} />
    </Suspense>
  );
}
