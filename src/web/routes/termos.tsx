import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/termos";

const title = "Termos de Uso";
const description =
  "As condições para usar o Inteligram e os serviços oferecidos pela plataforma.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
