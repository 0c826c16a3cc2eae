import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/carreiras";

const title = "Carreiras";
const description =
  "Venha construir com a gente a melhor plataforma de análise de Instagram do Brasil.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
