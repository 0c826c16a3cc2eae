import {
  BellRing,
  Braces,
  CalendarClock,
  FileSpreadsheet,
  Gauge,
  LayoutDashboard,
  Lightbulb,
  Search,
  Swords,
  type LucideIcon,
} from "lucide-react";

type Feature = { title: string; description: string; icon: LucideIcon };

// docs/product/README.md, docs/product/screens.md "Landing": the nine capabilities, described as the product does them.
// Numbers that depend on the plan (competitors, posts read) live in the pricing table.
const features: Feature[] = [
  {
    title: "Dashboard do Instagram e do TikTok",
    description:
      "Seguidores, curtidas, comentários, taxa de engajamento e visualizações de vídeos dos seus perfis no Instagram e no TikTok em um só painel, com as publicações e os vídeos mais recentes.",
    icon: LayoutDashboard,
  },
  {
    title: "Indicadores avançados de engajamento",
    description:
      "Doze indicadores, como consistência de engajamento, retenção de visualizações e horário de pico, quase todos com nota de 0 a 100 e cada um com a explicação de como é calculado.",
    icon: Gauge,
  },
  {
    title: "Relatórios automáticos",
    description:
      "Um resumo do desempenho do seu perfil chega ao seu e-mail na frequência do seu plano, sem ninguém precisar montar planilha.",
    icon: CalendarClock,
  },
  {
    title: "Insights prescritivos",
    description:
      "Recomendações práticas a partir dos seus números: o horário em que suas publicações rendem mais, a quantidade de hashtags que funciona e o formato que engaja seu público.",
    icon: Lightbulb,
  },
  {
    title: "Alertas personalizados",
    description:
      "Avisos no app e por e-mail quando algo pede sua atenção, como dados desatualizados ou uma conta do Instagram ou do TikTok que precisa ser reconectada.",
    icon: BellRing,
  },
  {
    title: "Benchmarking de concorrentes",
    description: "Acompanhe perfis concorrentes ao lado do seu e compare seguidores, engajamento e frequência de publicação.",
    icon: Swords,
  },
  {
    title: "Exportação em PDF e Excel",
    description:
      "Baixe relatórios em PDF para apresentar ao cliente ou à diretoria, e planilhas Excel com os dados para as suas próprias análises.",
    icon: FileSpreadsheet,
  },
  {
    title: "API",
    description: "Leve os dados do Inteligram para o seu BI, CRM ou planilhas pela API REST, com documentação aberta.",
    icon: Braces,
  },
  {
    title: "Busca em dados brutos (posts e comentários)",
    description:
      "Pesquise nas legendas e nos comentários coletados para encontrar menções, dúvidas frequentes e palavras-chave do seu público.",
    icon: Search,
  },
];

/** Anchor target of the header's "Recursos" link (/#features). */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Recursos</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Tudo o que você precisa para entender seu público
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Do número de seguidores aos comentários de cada publicação: o Inteligram coleta, organiza e explica os dados do seu
          Instagram para você decidir o que publicar.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
