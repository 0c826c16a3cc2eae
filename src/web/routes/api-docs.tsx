import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/api-docs";

const title = "Documentação da API";
const description =
  "Integre os dados do Inteligram aos seus sistemas com a nossa API REST.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
