import { ArrowRightIcon, TrendingUpIcon } from "~/components/ui/shell-icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-accent),transparent),radial-gradient(40rem_24rem_at_-10%_110%,var(--color-secondary),transparent)]"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="mb-5 inline-flex rounded-md bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
            Análise de Instagram e TikTok
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Transforme os dados do seu Instagram e TikTok em{" "}
            <span className="bg-linear-to-r from-primary to-brand-pink bg-clip-text text-transparent">crescimento</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Métricas, indicadores avançados e relatórios do Instagram e do TikTok para marcas, criadores e equipes de marketing.
            Entenda o que engaja seu público e decida com base em dados.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup">
                Começar Agora
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/demo">Ver demonstração</Link>
            </Button>
          </div>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}

// Written as the product's formatters write them (decision 024; the test holds them to it), as
// text: the formatters' code would add three files to the landing page's first load.
export const previewMetrics = [
  { label: "Seguidores", value: "48,2K", figure: 48_200 },
  { label: "Engajamento", value: "4,8%", figure: 4.8 },
  { label: "Alcance", value: "312K", figure: 312_000 },
];

const previewBars = [38, 52, 45, 61, 58, 74, 69, 86];

/** An illustration of the product, not real data: hidden from assistive technology. */
export function DashboardPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-primary/20 to-brand-pink/20 blur-2xl" />
      <div className="rounded-2xl border bg-card p-6 shadow-xl">
        <div className="flex items-center gap-3">
          <div className="size-10 rounded-full bg-linear-to-br from-primary to-brand-pink" />
          <div>
            <p className="font-semibold">@suamarca</p>
            <p className="text-sm text-muted-foreground">Últimos 30 dias</p>
          </div>
          <span className="ml-auto inline-flex items-center gap-1 rounded-md bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
            <TrendingUpIcon className="size-3" />
            +12%
          </span>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3">
          {previewMetrics.map((metric) => (
            <div key={metric.label} className="rounded-lg bg-muted p-3">
              <p className="text-xs text-muted-foreground">{metric.label}</p>
              <p className="mt-1 text-lg font-bold">{metric.value}</p>
            </div>
          ))}
        </div>
        <div className="mt-6 flex h-32 items-end gap-2">
          {previewBars.map((height, index) => (
            <div
              key={index}
              className="flex-1 rounded-t-md bg-linear-to-t from-primary to-brand-pink/80"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
