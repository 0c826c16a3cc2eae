import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-callback";

const title = "Confirmando sua conta...";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return <PageIntro title={title} />;
}
