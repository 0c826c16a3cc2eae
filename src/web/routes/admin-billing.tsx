import { PageIntro } from "~/components/page-intro";
import { BillingHistory } from "~/features/billing/billing-history";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/admin-billing";

const intro: PageIntroText = { title: "Histórico de Faturamento" };

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <BillingHistory />
    </PageIntro>
  );
}
