import { PageIntro } from "~/components/page-intro";
import { ClientsPage } from "~/features/clients/clients-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/clientes";

const intro: PageIntroText = {
  title: "Clientes",
  description: "As marcas que você atende: as contas de cada uma nas duas redes, um só relatório, links e envio por e-mail.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      <ClientsPage />
    </PageIntro>
  );
}
