import { PageIntro } from "~/components/page-intro";
import { RepliesPage } from "~/features/replies/replies-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/respostas";

const intro: PageIntroText = {
  title: "Respostas",
  description:
    "Responda às perguntas e aos comentários das suas contas sem sair do Inteligram: as perguntas sem resposta aparecem primeiro, das mais antigas às mais novas.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <RepliesPage />
    </PageIntro>
  );
}
