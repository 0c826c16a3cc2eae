import { PageIntro } from "~/components/page-intro";
import { CompetitorsPage } from "~/features/competitors/competitors-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/concorrentes";

const intro: PageIntroText = {
  title: "Concorrentes",
  description:
    "Acompanhe perfis públicos de concorrentes e compare seguidores, frequência e engajamento com a sua conta, no mesmo período.",
  wide: true,
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <CompetitorsPage />
    </PageIntro>
  );
}
