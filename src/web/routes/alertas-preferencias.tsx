import { PageIntro } from "~/components/page-intro";
import { AlertPreferencesPage } from "~/features/alerts/alert-preferences-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/alertas-preferencias";

const intro: PageIntroText = {
  title: "Preferências de alertas",
  description: "Seus alertas são só seus: escolha quais receber, a partir de qual limite e se também por e-mail.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <AlertPreferencesPage />
    </PageIntro>
  );
}
