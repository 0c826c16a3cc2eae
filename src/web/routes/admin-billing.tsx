import { PageIntro } from "~/components/page-intro";
import { BillingHistory } from "~/features/billing/billing-history";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-billing";

const title = "Histórico de Faturamento";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function Page() {
  return (
    <PageIntro title={title}>
      <BillingHistory />
    </PageIntro>
  );
}
