import { PageIntro } from "~/components/page-intro";
import { MyPlan } from "~/features/billing/my-plan";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-my-plan";

const title = "Meu Plano";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return (
    <PageIntro title={title}>
      <MyPlan />
    </PageIntro>
  );
}
