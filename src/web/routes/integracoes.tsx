import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/integracoes";

const title = "Integrações";
const description = "Instagram e TikTok já estão disponíveis no Inteligram. Veja quais redes sociais estão a caminho.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/integracoes" });

const statusLabels = { available: "Disponível", soon: "Em breve", planned: "Planejado" } as const;
type IntegrationStatus = keyof typeof statusLabels;

const statusStyles: Record<IntegrationStatus, string> = {
  available: "bg-success-soft text-success-soft-foreground",
  soon: "bg-warning-soft text-warning-soft-foreground",
  planned: "bg-muted text-muted-foreground",
};

// Instagram and TikTok are connected today (decision 029); the others are on the roadmap, in this order.
const integrations: { name: string; status: IntegrationStatus; text: string }[] = [
  {
    name: "Instagram",
    status: "available",
    text: "Conecte contas profissionais pela API oficial para ver métricas, publicações, vídeos e indicadores avançados, ou acompanhe perfis públicos pelo nome de usuário.",
  },
  {
    name: "TikTok",
    status: "available",
    text: "Conecte sua conta pelo login do TikTok para acompanhar seguidores, vídeos, visualizações, curtidas, comentários e compartilhamentos no mesmo painel, lado a lado com o Instagram, e compare-se com concorrentes do TikTok.",
  },
  {
    name: "YouTube",
    status: "soon",
    text: "Integração em desenvolvimento para acompanhar canais e vídeos.",
  },
  {
    name: "Facebook",
    status: "soon",
    text: "Integração em desenvolvimento para acompanhar páginas do Facebook.",
  },
  {
    name: "LinkedIn",
    status: "planned",
    text: "No nosso planejamento, para páginas de empresas.",
  },
  {
    name: "Twitter/X",
    status: "planned",
    text: "No nosso planejamento.",
  },
];

export default function Page() {
  return (
    <PageIntro title={title} description={description}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {integrations.map((integration) => (
          <li key={integration.name} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-lg font-semibold">{integration.name}</h2>
              <span className={`rounded-md px-2 py-0.5 text-xs font-medium ${statusStyles[integration.status]}`}>
                {statusLabels[integration.status]}
              </span>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">{integration.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 max-w-3xl text-muted-foreground">
        Quer ser avisado quando uma nova rede chegar ou precisa de outra integração?{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/contato">
          Fale com a gente
        </Link>
        . Para levar os dados do Inteligram a outras ferramentas, use a{" "}
        <Link className="font-medium text-primary underline underline-offset-4" to="/api-docs">
          API
        </Link>
        .
      </p>
    </PageIntro>
  );
}
