import { PageIntro } from "~/components/page-intro";
import { Pricing } from "~/features/landing/pricing";
import { useAuth } from "~/lib/auth";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/plans";

// docs/product/screens.md: /plans is the heading 'Nossos Planos' with the pricing component.
const title = "Nossos Planos";
const description =
  "Compare os planos Inteligram Start, Go e Pro: preços mensais em reais, limites de contas, concorrentes e relatórios.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/plans" });

export default function Page() {
  const { user } = useAuth();
  return (
    <PageIntro title={title} description="Escolha o plano ideal para acompanhar e fazer crescer o seu Instagram.">
      <div className="mt-12">
        <Pricing headingLevel="h2" user={user} />
      </div>
    </PageIntro>
  );
}
