import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/demo";

const title = "Demonstração";
const description =
  "Veja como o Inteligram acompanha perfis, publicações e engajamento do Instagram em um só painel.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
