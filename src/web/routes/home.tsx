import { DeferredBelowTheFold } from "~/features/landing/deferred-below-the-fold";
import { HeroSection } from "~/features/landing/hero-section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    null,
    "Análise de Instagram para marcas, criadores e equipes de marketing: dashboard, indicadores avançados de engajamento, relatórios automáticos e comparação com concorrentes.",
    { path: "/" },
  );

// spec §2: hero, nine feature cards, pricing with the comparison table, testimonials, call to action.
export default function Home() {
  return (
    <>
      <HeroSection />
      <DeferredBelowTheFold />
    </>
  );
}
