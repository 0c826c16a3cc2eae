import { PageIntro } from "~/components/page-intro";
import { AlertsPage } from "~/features/alerts/alerts-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/alertas";

const intro: PageIntroText = {
  title: "Alertas",
  description: "O que mudou nas suas contas: quedas, destaques e problemas de coleta.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <AlertsPage />
    </PageIntro>
  );
}
