import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { engagementRateLabels, hasEngagementPerView } from "@core/social/engagement";
import { comparesDurations, DURATION_FORMATS, formatLabels, type FormatKey } from "@core/social/formats";
import type { Platform } from "@core/social/platforms";
import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { describeBestFormat } from "./period-view";

// The formats in the order people think of them; a format without posts in the period says so.
// On TikTok the formats are durations (decision 029), shortest first.
const formatOrder = ["image", "sidecar", "clips", "video"] as const;
const headerClass = "px-3 py-2 text-right font-medium whitespace-nowrap";
const cellClass = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Posts, engagement rate and averages of each format published in the period (which has posts). */
export function FormatPerformance({
  byFormat,
  platform = "instagram",
}: {
  byFormat: PeriodAnalytics["byFormat"];
  platform?: Platform;
}) {
  const best = describeBestFormat(byFormat);
  const byDuration = comparesDurations(platform);
  const perView = hasEngagementPerView(platform);
  const keyOf = (row: PeriodAnalytics["byFormat"][number]): FormatKey => row.format ?? row.type;
  // Videos whose duration was not collected are listed only when the period has some.
  const order: readonly FormatKey[] = byDuration
    ? [...DURATION_FORMATS, ...(byFormat.some((row) => row.format === "duration_unknown") ? (["duration_unknown"] as const) : [])]
    : formatOrder;
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="format-performance-heading">
      <CardHeader>
        <CardTitle as="h3" id="format-performance-heading">
          Desempenho por formato
        </CardTitle>
        {best ? <CardDescription>{best}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <p className="mb-2 text-sm text-muted-foreground sm:hidden">Deslize a tabela para o lado para ver todas as colunas.</p>
        <div
          className="relative overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          tabIndex={0}
          role="group"
          aria-label="Desempenho por formato (role para ver todas as colunas)"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {byDuration ? "Duração" : "Formato"}
                </th>
                <th scope="col" className={headerClass}>
                  Publicações
                </th>
                <th scope="col" className={headerClass}>
                  {perView ? engagementRateLabels.perFollower : "Taxa de engajamento"}
                </th>
                {perView ? (
                  <th scope="col" className={headerClass}>
                    {engagementRateLabels.perView}
                  </th>
                ) : null}
                <th scope="col" className={headerClass}>
                  Média de curtidas
                </th>
                <th scope="col" className={headerClass}>
                  Média de comentários
                </th>
                <th scope="col" className={headerClass}>
                  Média de visualizações
                </th>
                {perView ? (
                  <th scope="col" className={headerClass}>
                    Média de compartilhamentos
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {order.map((format) => {
                const row = byFormat.find((candidate) => keyOf(candidate) === format);
                return (
                  <tr key={format} className="border-b last:border-0" data-testid="format-row">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {formatLabels[format]}
                    </th>
                    <td className={cellClass}>{row ? formatCompactNumber(row.posts) : "0"}</td>
                    <td className={cellClass}>{row?.engagementRate != null ? formatPercent(row.engagementRate) : "—"}</td>
                    {perView ? (
                      <td className={cellClass}>
                        {row?.engagementRatePerView != null ? formatPercent(row.engagementRatePerView) : "—"}
                      </td>
                    ) : null}
                    <td className={cellClass}>{row ? formatCompactNumber(row.averageLikes) : "—"}</td>
                    <td className={cellClass}>{row ? formatCompactNumber(row.averageComments) : "—"}</td>
                    <td className={cellClass}>{row?.averageViews != null ? formatCompactNumber(row.averageViews) : "—"}</td>
                    {perView ? (
                      <td className={cellClass}>{row?.averageShares != null ? formatCompactNumber(row.averageShares) : "—"}</td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
