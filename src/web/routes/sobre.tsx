import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sobre";

const title = "Sobre o Inteligram";
const description =
  "O Inteligram transforma os dados do seu Instagram em decisões: métricas claras, indicadores avançados e relatórios para marcas, criadores e equipes de marketing.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
