import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

const title = "Blog";
const description =
  "Dicas, estudos e novidades sobre marketing e análise de dados no Instagram.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
