import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { ReportsPage } from "~/features/reports/reports-page";
import { pageMeta } from "~/lib/meta";
import type { PageHandle, PageIntroText } from "~/lib/page-handle";
import type { Route } from "./+types/relatorios";

const intro: PageIntroText = {
  title: "Relatórios",
  description: "Relatórios em PDF das suas contas, exportações e o envio programado por e-mail.",
};

// Shown by the frame too, while the session is read (routes/require-auth.tsx).
export const handle: PageHandle = { intro };

export const meta: Route.MetaFunction = () => pageMeta(intro.title);

export default function Page() {
  return (
    <PageIntro {...intro}>
      {/* The account menu is on every page, the landing's too (its JavaScript budget): the clients' page is reached from here. */}
      <p className="text-sm text-muted-foreground">
        Uma marca com todas as suas redes, um relatório, um link para o cliente e o envio programado:{" "}
        <Link to="/clientes" className="font-medium text-foreground underline underline-offset-4">
          Clientes
        </Link>
        .
      </p>
      <ReportsPage />
    </PageIntro>
  );
}
