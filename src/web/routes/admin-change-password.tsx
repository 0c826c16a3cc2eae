import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-change-password";

const title = "Trocar Senha";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return <PageIntro title={title} />;
}
