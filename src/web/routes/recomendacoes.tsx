import { PageIntro } from "~/components/page-intro";
import { RecommendationsPage } from "~/features/recommendations/recommendations-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/recomendacoes";

const intro: PageIntroText = {
  title: "Recomendações",
  description: "O que fazer a seguir, a partir dos números da sua conta no período do dashboard.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <RecommendationsPage />
    </PageIntro>
  );
}
