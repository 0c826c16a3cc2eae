import { Pricing } from "./pricing";
import type { PlanHrefUser } from "./use-plan-href";

/** Anchor target of the header's "Planos" link (/#pricing). */
export function PricingSection({ user = null }: { user?: PlanHrefUser }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 border-t bg-muted">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Planos</p>
        <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Um plano para cada fase do seu negócio
        </h2>
        <p className="mt-4 mb-12 max-w-2xl text-lg text-muted-foreground">
          Planos mensais em reais. Comece pequeno e mude de plano quando precisar.
        </p>
        <Pricing user={user} />
      </div>
    </section>
  );
}
