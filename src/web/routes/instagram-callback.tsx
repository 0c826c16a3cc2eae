import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/instagram-callback";

const title = "Conectando Instagram...";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return <PageIntro title={title} />;
}
