import { PageIntro } from "~/components/page-intro";
import { SearchPage } from "~/features/search/search-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/busca";

// The landing page's card "Busca em dados brutos (posts e comentários)" says what it is for.
const intro: PageIntroText = {
  title: "Busca",
  description:
    "Pesquise nas legendas e nos comentários coletados para encontrar menções, dúvidas frequentes e palavras-chave do seu público.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <SearchPage />
    </PageIntro>
  );
}
