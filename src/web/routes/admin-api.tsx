import { PageIntro } from "~/components/page-intro";
import { ApiKeysPage } from "~/features/api-keys/api-keys-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/admin-api";

const intro: PageIntroText = {
  title: "Chaves de API",
  description: "Chaves para ler os dados deste espaço de trabalho nas suas próprias ferramentas, pela API pública.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <ApiKeysPage />
    </PageIntro>
  );
}
