import { interactionsDescription } from "@core/social/engagement";
import type { Platform } from "@core/social/platforms";
import type { HeatmapCell } from "@core/social/history";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import {
  colourScaleMax,
  describeHeatmapCell,
  findBestSlot,
  formatHour,
  heatLevel,
  summarizeHeatmap,
  WEEKDAY_LONG,
  WEEKDAY_SHORT,
} from "./history-view";

const levelClasses = ["bg-muted", "bg-violet-200", "bg-violet-400", "bg-violet-600", "bg-violet-800"] as const;
const legend = [
  { level: 0, label: "Sem posts" },
  { level: 1, label: "Baixo" },
  { level: 4, label: "Alto" },
] as const;

/**
 * Weekday x hour (horário de Brasília) of mean engagement per post, as a table: each cell says
 * its numbers to screen readers, and the best slot is named in text and marked with a star.
 */
export function EngagementHeatmap({ heatmap, platform = "instagram" }: { heatmap: HeatmapCell[][]; platform?: Platform }) {
  const max = colourScaleMax(heatmap);
  const best = findBestSlot(heatmap);
  const summary = summarizeHeatmap(heatmap);
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby="heatmap-heading">
      <CardHeader>
        <CardTitle as="h3" id="heatmap-heading">
          Melhores dias e horários
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground sm:hidden">Deslize o mapa para o lado para ver todas as horas.</p>
        {/* Relative: the cells' positioned screen-reader texts stay inside the scrolling box
            instead of widening the page on a narrow screen. */}
        <div
          className="relative overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          tabIndex={0}
          role="group"
          aria-label="Mapa de calor (role para ver todas as horas)"
        >
          <table className="w-full min-w-[40rem] table-fixed border-separate border-spacing-0.5 text-xs">
            <caption className="sr-only">
              Engajamento médio por post ({interactionsDescription(platform)}) por dia da semana e hora, no horário de Brasília.{" "}
              {summary}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="w-10">
                  <span className="sr-only">Dia</span>
                </th>
                {heatmap[0]?.map((cell) => (
                  <th key={cell.hour} scope="col" className="font-normal text-muted-foreground">
                    <span aria-hidden="true">{cell.hour % 3 === 0 ? formatHour(cell.hour) : ""}</span>
                    <span className="sr-only">{formatHour(cell.hour)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {heatmap.map((row, weekday) => (
                <tr key={weekday}>
                  <th scope="row" className="pr-1 text-left font-medium">
                    <abbr title={WEEKDAY_LONG[weekday]} className="no-underline">
                      {WEEKDAY_SHORT[weekday]}
                    </abbr>
                  </th>
                  {row.map((cell) => {
                    const isBest = best !== null && best.weekday === cell.weekday && best.hour === cell.hour;
                    const level = heatLevel(cell, max);
                    return (
                      <td
                        key={cell.hour}
                        title={describeHeatmapCell(cell)}
                        className={cn(
                          "h-6 rounded-sm text-center align-middle",
                          levelClasses[level],
                          level >= 3 ? "text-white" : "text-foreground",
                          isBest && "ring-2 ring-foreground ring-offset-1",
                        )}
                      >
                        {isBest ? <span aria-hidden="true">★</span> : null}
                        <span className="sr-only">
                          {describeHeatmapCell(cell)}
                          {isBest ? " (melhor combinação de dia e horário)" : ""}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
          {legend.map((item) => (
            <span key={item.label} className="inline-flex items-center gap-1">
              <span className={cn("inline-block size-3 rounded-sm", levelClasses[item.level])} />
              {item.label}
            </span>
          ))}
          {best ? (
            <span className="inline-flex items-center gap-1">
              <span className="font-semibold text-foreground">★</span> Melhor combinação de dia e horário
            </span>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
