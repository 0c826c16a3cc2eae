import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/integracoes";

const title = "Integrações";
const description =
  "Conecte o Inteligram às redes sociais e ferramentas que sua equipe já usa.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
