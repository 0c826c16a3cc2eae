import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { engagementRateLabels } from "@core/social/engagement";
import type { BaseMetrics } from "@core/social/metrics";
import { Activity, Eye, Heart, MessageCircle, Users } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

type Metric = { label: string; value: string; hint: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

const integerFormat = ptBrNumberFormat({ maximumFractionDigits: 0 });

/**
 * What 'Visualizações totais' adds up: the same videos 'Vídeos recentes' lists. On a network
 * whose every post is a video (TikTok: the one with a rate per view), no Instagram formats named.
 */
function describeViewsScope(videos: number, everyPostVideo: boolean) {
  if (videos === 0) return "Nenhum vídeo entre os posts recentes";
  if (videos === 1) return everyPostVideo ? "Do único vídeo recente" : "Do único vídeo recente (vídeo, Reels ou IGTV)";
  return `Soma dos ${integerFormat.format(videos)} vídeos recentes${everyPostVideo ? "" : " (vídeos, Reels e IGTV)"}`;
}

/** docs/product/screens.md: the five metric cards, counts abbreviated (K, M) and the rate with 2 decimals. */
export function describeMetrics(metrics: BaseMetrics): Metric[] {
  // TikTok (decision 029): both rates, labelled, with shares among the interactions.
  const rates: Metric[] =
    metrics.engagementRatePerView === undefined
      ? [
          {
            label: "Taxa de engajamento",
            value: formatPercent(metrics.engagementRate),
            hint: "Curtidas + comentários por post ÷ seguidores",
            icon: Activity,
          },
        ]
      : [
          {
            label: engagementRateLabels.perFollower,
            value: formatPercent(metrics.engagementRate),
            hint: "Curtidas + comentários + compartilhamentos por vídeo ÷ seguidores",
            icon: Activity,
          },
          {
            label: engagementRateLabels.perView,
            value: metrics.engagementRatePerView === null ? "—" : formatPercent(metrics.engagementRatePerView),
            hint: "Interações ÷ visualizações dos mesmos vídeos",
            icon: Activity,
          },
        ];
  return [
    {
      label: "Seguidores",
      value: formatCompactNumber(metrics.followersCount),
      hint: `${integerFormat.format(metrics.followersCount)} no total`,
      icon: Users,
    },
    ...rates,
    {
      label: "Média de curtidas",
      value: formatCompactNumber(metrics.averageLikes),
      hint: "Por post, nos posts recentes coletados",
      icon: Heart,
    },
    {
      label: "Média de comentários",
      value: formatCompactNumber(metrics.averageComments),
      hint: "Por post, nos posts recentes coletados",
      icon: MessageCircle,
    },
    {
      label: "Visualizações totais",
      value: formatCompactNumber(metrics.totalViews),
      // The same videos 'Vídeos recentes' lists (core listVideos).
      hint: describeViewsScope(metrics.videosCount, metrics.engagementRatePerView !== undefined),
      icon: Eye,
    },
  ];
}

export function MetricCards({ metrics }: { metrics: BaseMetrics }) {
  const described = describeMetrics(metrics);
  return (
    <section aria-labelledby="metrics-heading" className="grid gap-3">
      <h2 id="metrics-heading" className="sr-only">
        Métricas principais
      </h2>
      {/* Instagram's five: the two headline numbers (audience and engagement) get the wider
          cards. TikTok's six (two rates): two rows of three. */}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-6">
        {described.map(({ label, value, hint, icon: Icon }, index) => (
          <Card
            key={label}
            className={cn("gap-1 px-5 py-4", described.length === 5 && index < 2 ? "sm:col-span-3" : "sm:col-span-2")}
            data-testid="metric-card"
            data-label={label}
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="text-3xl font-bold tracking-tight tabular-nums">{value}</dd>
            <dd className="text-xs text-muted-foreground">{hint}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
