import { PageIntro } from "~/components/page-intro";
import { TeamPage } from "~/features/team/team-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/admin-equipe";

const intro: PageIntroText = {
  title: "Equipe",
  description: "Quem acompanha os resultados do seu espaço de trabalho no Inteligram.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <TeamPage />
    </PageIntro>
  );
}
