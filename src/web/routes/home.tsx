import { FeaturesSection } from "~/features/landing/features-section";
import { HeroSection } from "~/features/landing/hero-section";
import { PricingSection } from "~/features/landing/pricing-section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(null);

export default function Home() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PricingSection />
    </>
  );
}
