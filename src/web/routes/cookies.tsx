import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cookies";

const title = "Política de Cookies";
const description =
  "Quais cookies o Inteligram usa, para que servem e como você pode gerenciá-los.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
