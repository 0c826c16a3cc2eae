import { useEffect } from "react";
import { CallToActionSection } from "./call-to-action-section";
import { FeaturesSection } from "./features-section";
import { PricingSection } from "./pricing-section";
import { TestimonialsSection } from "./testimonials-section";
import type { PlanHrefUser } from "./use-plan-href";

export type BelowTheFoldProps = {
  user?: PlanHrefUser;
  /** Rendered after a client-side navigation to "/#pricing": scroll to the anchor once it exists. */
  scrollToHash?: boolean;
  /** Called once the sections are hydrated and their effects have run. */
  onReady?: () => void;
};

/** The landing page after the hero (docs/product/screens.md): features, pricing, testimonials, call to action. */
export function BelowTheFold({ user = null, scrollToHash = false, onReady }: BelowTheFoldProps) {
  useEffect(() => {
    if (!scrollToHash || window.location.hash.length < 2) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [scrollToHash]);
  useEffect(() => onReady?.(), [onReady]);

  return (
    <>
      <FeaturesSection />
      <PricingSection user={user} />
      <TestimonialsSection />
      <CallToActionSection />
    </>
  );
}
