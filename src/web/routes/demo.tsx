import { BellRing, FileSpreadsheet, Gauge, LayoutDashboard, Swords } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/demo";

const title = "Demonstração";
const description = "Veja como o Inteligram acompanha perfis, publicações e engajamento do Instagram em um só painel.";

export const meta: Route.MetaFunction = () => pageMeta(title, description, { path: "/demo" });

const steps = [
  {
    icon: LayoutDashboard,
    title: "O dashboard do seu perfil",
    text: "Seguidores, média de curtidas e comentários, taxa de engajamento e visualizações de vídeos, com as publicações e os vídeos mais recentes logo abaixo.",
  },
  {
    icon: Gauge,
    title: "Os indicadores avançados",
    text: "As notas de 0 a 100 por cor (verde, amarelo, laranja e vermelho), o horário de pico das suas publicações e o “Como calculamos” de cada indicador.",
  },
  {
    icon: Swords,
    title: "A comparação com concorrentes",
    text: "Como montar a lista de perfis concorrentes e ler seu desempenho ao lado deles.",
  },
  {
    icon: BellRing,
    title: "Relatórios e alertas",
    text: "O resumo que chega por e-mail na frequência do seu plano e os avisos quando os dados ficam desatualizados ou uma conta precisa ser reconectada.",
  },
  {
    icon: FileSpreadsheet,
    title: "Exportação e API",
    text: "Como baixar relatórios em PDF e planilhas em Excel, e como levar os dados para outras ferramentas pela API.",
  },
];

export default function Page() {
  return (
    <PageIntro title={title} description={description}>
      <section aria-labelledby="o-que-voce-ve" className="mt-12">
        <h2 id="o-que-voce-ve" className="text-2xl font-bold tracking-tight">
          O que você vê na demonstração
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {steps.map(({ icon: Icon, title: stepTitle, text }, index) => (
            <li key={stepTitle} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Passo {index + 1}: </span>
                  {stepTitle}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {/* grid-cols-1: a one-column track that is the page's width (minmax(0, 1fr)), not the widest
          line's; the buttons wrap their text on a phone instead of pushing the card past the edge. */}
      <div className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-2">
        <section aria-labelledby="experimente" className="rounded-xl border-2 border-primary bg-card p-8 shadow-sm">
          <h2 id="experimente" className="text-xl font-semibold">
            Veja o painel funcionando
          </h2>
          <p className="mt-3 text-muted-foreground">
            Crie sua conta para ver o painel em funcionamento. Sempre que uma tela mostra dados de exemplo, ela avisa com o selo
            “Dados de demonstração”, para você nunca confundir com os números reais do seu perfil.
          </p>
          <Button asChild size="lg" className="mt-6 h-auto min-h-11 py-2 text-center whitespace-normal">
            <Link to="/signup">Experimente com dados de demonstração</Link>
          </Button>
        </section>
        <section aria-labelledby="agende" className="rounded-xl border bg-card p-8 shadow-sm">
          <h2 id="agende" className="text-xl font-semibold">
            Prefere uma apresentação com a equipe?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Conte um pouco sobre sua marca ou agência e marcamos uma conversa por vídeo para mostrar o Inteligram com exemplos do
            seu segmento e tirar suas dúvidas sobre os planos.
          </p>
          <Button asChild size="lg" variant="outline" className="mt-6 h-auto min-h-11 py-2 text-center whitespace-normal">
            <Link to="/contato?assunto=demo">Agendar uma demonstração</Link>
          </Button>
        </section>
      </div>
    </PageIntro>
  );
}
