import { PageIntro } from "~/components/page-intro";
import { TeamPage } from "~/features/team/team-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-equipe";

const title = "Equipe";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return (
    <PageIntro title={title} description="Quem acompanha os resultados do seu espaço de trabalho no Inteligram.">
      <TeamPage />
    </PageIntro>
  );
}
