import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacidade";

const title = "Política de Privacidade";
const description =
  "Como o Inteligram coleta, usa e protege os seus dados pessoais, em conformidade com a LGPD.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
