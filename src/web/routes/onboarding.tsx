import { PageIntro } from "~/components/page-intro";
import { Onboarding } from "~/features/onboarding/onboarding-wizard";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/onboarding";

const title = "Configuração da Conta";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return (
    <PageIntro title={title} description="Quatro etapas rápidas para começar a analisar o seu Instagram.">
      <Onboarding />
    </PageIntro>
  );
}
