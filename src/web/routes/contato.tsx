import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contato";

const title = "Fale Conosco";
const description =
  "Tem dúvidas sobre planos, suporte ou parcerias? Envie uma mensagem para a nossa equipe.";

export const meta: Route.MetaFunction = () => pageMeta(title, description);

export default function Page() {
  return <PageIntro title={title} description={description} />;
}
