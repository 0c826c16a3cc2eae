import { DeferredBelowTheFold } from "~/features/landing/deferred-below-the-fold";
import { HeroSection } from "~/features/landing/hero-section";
import { useAuth } from "~/lib/auth";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    null,
    "Análise de Instagram e TikTok para marcas, criadores e equipes de marketing: dashboard, indicadores avançados de engajamento, relatórios automáticos e comparação com concorrentes.",
    { path: "/" },
  );

// docs/product/screens.md: hero, nine feature cards, pricing with the comparison table, testimonials, call to action.
export default function Home() {
  // Plan buttons go to /onboarding when signed in, else /signup (docs/product/screens.md "Landing").
  const { user } = useAuth();
  return (
    <>
      <HeroSection />
      <DeferredBelowTheFold user={user} />
    </>
  );
}
