import { PageIntro } from "~/components/page-intro";
import { ReportsPage } from "~/features/reports/reports-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/relatorios";

const intro: PageIntroText = {
  title: "Relatórios",
  description: "Relatórios em PDF das suas contas, exportações e o envio programado por e-mail.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <ReportsPage />
    </PageIntro>
  );
}
