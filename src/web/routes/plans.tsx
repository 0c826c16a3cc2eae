import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/plans";

const title = "Nossos Planos";
const description =
  "Escolha o plano ideal para acompanhar e fazer crescer o seu Instagram.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
