import { postTypeLabels, type PeriodAnalytics } from "@core/analytics/analytics-responses";
import { formatCompactNumber } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { describeBestFormat } from "./period-view";

// The formats in the order people think of them; a format without posts in the period says so.
const formatOrder = ["image", "sidecar", "clips", "video"] as const;
const headerClass = "px-3 py-2 text-right font-medium whitespace-nowrap";
const cellClass = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Posts, engagement rate and averages of each format published in the period (which has posts). */
export function FormatPerformance({ byFormat }: { byFormat: PeriodAnalytics["byFormat"] }) {
  const best = describeBestFormat(byFormat);
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
                  Formato
                </th>
                <th scope="col" className={headerClass}>
                  Publicações
                </th>
                <th scope="col" className={headerClass}>
                  Taxa de engajamento
                </th>
                <th scope="col" className={headerClass}>
                  Média de curtidas
                </th>
                <th scope="col" className={headerClass}>
                  Média de comentários
                </th>
                <th scope="col" className={headerClass}>
                  Média de visualizações
                </th>
              </tr>
            </thead>
            <tbody>
              {formatOrder.map((type) => {
                const row = byFormat.find((candidate) => candidate.type === type);
                return (
                  <tr key={type} className="border-b last:border-0" data-testid="format-row">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {postTypeLabels[type]}
                    </th>
                    <td className={cellClass}>{row ? formatCompactNumber(row.posts) : "0"}</td>
                    <td className={cellClass}>{row?.engagementRate != null ? formatPercent(row.engagementRate) : "—"}</td>
                    <td className={cellClass}>{row ? formatCompactNumber(row.averageLikes) : "—"}</td>
                    <td className={cellClass}>{row ? formatCompactNumber(row.averageComments) : "—"}</td>
                    <td className={cellClass}>{row?.averageViews != null ? formatCompactNumber(row.averageViews) : "—"}</td>
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
