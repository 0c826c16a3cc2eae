import {
  audienceBreakdownLabels,
  audienceSliceName,
  formatShare,
  type AudienceBreakdownKey,
} from "@core/analytics/owner-insights-labels";
import type { AudienceAnswer } from "@core/analytics/owner-insights-responses";
import { resolvePeriod } from "@core/analytics/period";
import { formatPointsDifference } from "@core/analytics/change";
import { formatDay } from "@core/format/format-date";
import { formatCount } from "@core/format/format-number";
import type { Platform } from "@core/social/platforms";
import { useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "~/components/load-error";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { readPeriodSelection } from "~/lib/period-search";
import { formatHour, WEEKDAY_LONG, WEEKDAY_SHORT } from "./history-view";
import { useAudience } from "./owner-insights-api";
import {
  describeBestHours,
  describeGap,
  describeOnlineCell,
  describeWeekdayHour,
  onlineGrid,
  onlineLevel,
} from "./owner-insights-view";
import { isUpdatingPeriod } from "./period-view";

type Gap = NonNullable<AudienceAnswer["unavailable"]>;
type Part = "followers" | "engaged";

const partLabels: Record<Part, string> = { followers: "Seguidores", engaged: "Contas engajadas" };
const topSlices = 5;
const levelClasses = ["bg-muted", "bg-violet-200", "bg-violet-400", "bg-violet-600", "bg-violet-800"] as const;

/**
 * "Público" (docs/decisions/044-owner-insights-in-periods.md), for the period in the URL (the period
 * section's selector): the latest weekly snapshot inside the period by age, gender, city and
 * country, each slice against the snapshot before, and when the followers are online, as a
 * weekday-by-hour map with the best hours to post and the same numbers as a table. Loaded after
 * the first paint, from GET /api/analytics/audience; a figure the network does not give says why.
 */
export default function AudienceSection({ accountId, platform, now }: { accountId: string; platform: Platform; now: Date }) {
  const [searchParams] = useSearchParams();
  const selection = readPeriodSelection(searchParams);
  // An invalid range in the URL: the period section says why; nothing is asked for.
  const resolved = resolvePeriod(selection, now);
  const audience = useAudience(accountId, selection, resolved.ok);
  const data = useDeferredValue(audience.data);
  const updating = isUpdatingPeriod(data, audience.data, selection);
  return (
    <section aria-labelledby="audience-heading" className="grid min-w-0 gap-4" data-testid="audience-section">
      <div className="grid gap-1">
        <h2 id="audience-heading" className="text-xl font-semibold">
          Público
        </h2>
        <p className="min-h-5 text-sm text-muted-foreground">{data ? describeSnapshots(data) : null}</p>
      </div>
      {!resolved.ok ? null : !data && audience.isError ? (
        <LoadError
          title="Não foi possível carregar o público."
          error={audience.error}
          onRetry={() => void audience.refetch()}
          retrying={audience.isFetching}
        />
      ) : !data ? (
        <div className="grid gap-4" role="status">
          <span className="sr-only">Carregando o público...</span>
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
          <Skeleton className="h-72" />
        </div>
      ) : (
        <div className={cn("grid min-w-0 gap-4 transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          <p role="status" className="sr-only">
            {updating ? "Carregando o público..." : null}
          </p>
          {data.unavailable ? (
            <ReasonCard gap={data.unavailable} platform={platform} testId="audience-unavailable" />
          ) : (
            <AudienceBody audience={data} platform={platform} />
          )}
        </div>
      )}
    </section>
  );
}

/** "Foto do público de 16/11/2026, comparada com a de 09/11/2026" */
function describeSnapshots(audience: AudienceAnswer): string | null {
  if (!audience.snapshot) return null;
  const before = audience.previousSnapshot ? `, comparada com a de ${formatDay(audience.previousSnapshot.day)}` : "";
  return `Foto do público de ${formatDay(audience.snapshot.day)}${before}`;
}

function ReasonCard({ gap, platform, testId, className }: { gap: Gap; platform: Platform; testId: string; className?: string }) {
  const { title, sentence } = describeGap(gap, platform);
  return (
    <Card className={cn("gap-1 px-4 py-4", className)} data-testid={testId}>
      <p className="font-semibold text-muted-foreground">{title}</p>
      <p className="text-sm text-muted-foreground">{sentence}</p>
    </Card>
  );
}

function AudienceBody({ audience, platform }: { audience: AudienceAnswer; platform: Platform }) {
  const [part, setPart] = useState<Part>("followers");
  const shown = audience[part];
  return (
    <>
      <div role="group" aria-label="Quem mostrar" className="flex flex-wrap gap-2">
        {(Object.keys(partLabels) as Part[]).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={part === key ? "default" : "outline"}
            aria-pressed={part === key}
            onClick={() => setPart(key)}
          >
            {partLabels[key]}
          </Button>
        ))}
      </div>
      {shown.unavailable || !shown.breakdowns ? (
        <ReasonCard
          gap={shown.unavailable ?? { reason: "no_data", permission: null }}
          platform={platform}
          testId="audience-part-unavailable"
        />
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <BreakdownCard
            id="audience-age-gender"
            title="Idade e gênero"
            part={part}
            breakdowns={shown.breakdowns}
            keys={["age", "gender"]}
          />
          <BreakdownCard
            id="audience-places"
            title="Cidades e países"
            part={part}
            breakdowns={shown.breakdowns}
            keys={["city", "country"]}
            limit={topSlices}
          />
        </div>
      )}
      <OnlineCard online={audience.online} platform={platform} />
    </>
  );
}

type Breakdowns = NonNullable<AudienceAnswer["followers"]["breakdowns"]>;

function BreakdownCard({
  id,
  title,
  part,
  breakdowns,
  keys,
  limit,
}: {
  id: string;
  title: string;
  part: Part;
  breakdowns: Breakdowns;
  keys: AudienceBreakdownKey[];
  limit?: number;
}) {
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h3" id={id}>
          {title}
        </CardTitle>
        <CardDescription>
          {partLabels[part]}: participação de cada grupo{limit ? ` (os ${limit} maiores)` : ""}, com a variação desde a foto
          anterior.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {keys.map((key) => (
          <SliceBars key={key} breakdown={key} slices={breakdowns[key]} limit={limit} />
        ))}
      </CardContent>
    </Card>
  );
}

function SliceBars({
  breakdown,
  slices,
  limit,
}: {
  breakdown: AudienceBreakdownKey;
  slices: Breakdowns[AudienceBreakdownKey];
  limit?: number;
}) {
  const label = audienceBreakdownLabels[breakdown];
  if (!slices || slices.length === 0) {
    return (
      <div className="grid gap-1">
        <h4 className="text-sm font-medium">{label}</h4>
        <p className="text-sm text-muted-foreground">A rede não informou este dado.</p>
      </div>
    );
  }
  const shown = limit ? slices.slice(0, limit) : slices;
  const max = Math.max(...shown.map((slice) => slice.share));
  return (
    <div className="grid gap-2" data-testid={`audience-${breakdown}`}>
      <h4 className="text-sm font-medium">{label}</h4>
      {/* One grid for the list, each row on its columns (subgrid): every bar's track starts and
          ends at the same place, however wide a row's share and change are. */}
      <ul className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto] gap-x-2 gap-y-1.5 text-sm">
        {shown.map((slice) => {
          const name = audienceSliceName(breakdown, slice.key);
          const change = slice.previousShare === null ? null : formatPointsDifference((slice.share - slice.previousShare) * 100);
          return (
            <li key={slice.key} className="col-span-full grid grid-cols-subgrid items-center">
              <span className="truncate" title={name}>
                {name}
              </span>
              <span className="h-2.5 rounded-full bg-muted" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${max > 0 ? (slice.share / max) * 100 : 0}%` }}
                />
              </span>
              <span className="text-right tabular-nums">
                {formatShare(slice.share)}
                {change ? <span className="ml-1 text-xs text-muted-foreground">({change})</span> : null}
                <span className="sr-only">
                  {slice.previousShare === null ? "" : `, na foto anterior ${formatShare(slice.previousShare)}`}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * When the followers are online: a map for the eye (each weekday a row, each hour a cell, darker
 * with more followers online, the best hours outlined), the best hours in words, and the same
 * numbers as a table for the keyboard and screen readers.
 */
function OnlineCard({ online, platform }: { online: AudienceAnswer["online"]; platform: Platform }) {
  const id = "audience-online-heading";
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={id} data-testid="audience-online">
      <CardHeader>
        <CardTitle as="h3" id={id}>
          Quando os seguidores estão online
        </CardTitle>
        {online.unavailable ? null : (
          <CardDescription data-testid="audience-best-hours">
            {describeBestHours(online.bestHours)} Horário de Brasília.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {online.unavailable ? (
          <ReasonCard gap={online.unavailable} platform={platform} testId="audience-online-unavailable" className="shadow-none" />
        ) : (
          <OnlineMap online={online} />
        )}
      </CardContent>
    </Card>
  );
}

function OnlineMap({ online }: { online: AudienceAnswer["online"] }) {
  const grid = onlineGrid(online.hours);
  const max = Math.max(0, ...online.hours.map((cell) => cell.followers));
  const isBest = (weekday: number, hour: number) =>
    online.bestHours.some((cell) => cell.weekday === weekday && cell.hour === hour);
  return (
    <>
      {/* The map is for the eye; its numbers are in the table below (the same grid). */}
      <div
        aria-hidden="true"
        className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-0.5 text-[0.6875rem] text-muted-foreground"
        data-testid="online-map"
      >
        <span />
        {grid[0]!.map((_, hour) => (
          <span key={hour} className="text-center">
            {hour % 6 === 0 ? formatHour(hour) : ""}
          </span>
        ))}
        {grid.map((row, weekday) => [
          <span key={`label-${weekday}`} className="font-medium text-foreground">
            {WEEKDAY_SHORT[weekday]}
          </span>,
          ...row.map((followers, hour) => (
            <span
              key={`${weekday}-${hour}`}
              title={`${describeWeekdayHour({ weekday, hour })}: ${describeOnlineCell(followers)}`}
              className={cn(
                "h-5 rounded-sm",
                levelClasses[onlineLevel(followers, max)],
                isBest(weekday, hour) && "ring-2 ring-foreground ring-offset-1",
              )}
            />
          )),
        ])}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="inline-flex items-center gap-1">
          <span className={cn("inline-block size-3 rounded-sm", levelClasses[1])} /> Poucos online
        </span>
        <span className="inline-flex items-center gap-1">
          <span className={cn("inline-block size-3 rounded-sm", levelClasses[4])} /> Muitos online
        </span>
        {/* The ring is drawn 3 px outside the swatch: more room before the words. */}
        <span className="inline-flex items-center gap-2 pl-0.5">
          <span className="inline-block size-3 rounded-sm ring-2 ring-foreground ring-offset-1" /> Melhores horários
        </span>
      </div>
      <details className="group rounded-lg border">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
          Ver os números em tabela
        </summary>
        {/* Relative: the cells' screen-reader texts stay inside the scrolling box. */}
        <div
          className="relative max-h-96 overflow-auto border-t outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          tabIndex={0}
          role="group"
          aria-label="Tabela de seguidores online (role para ver todas as horas)"
        >
          <table className="w-full min-w-[32rem] text-sm" data-testid="online-table">
            <caption className="sr-only">Média de seguidores online por hora e dia da semana, no horário de Brasília</caption>
            <thead className="sticky top-0 bg-card text-muted-foreground">
              <tr>
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  Hora
                </th>
                {WEEKDAY_SHORT.map((day, weekday) => (
                  <th key={day} scope="col" className="px-2 py-1 text-right font-medium">
                    <abbr title={WEEKDAY_LONG[weekday]} className="no-underline">
                      {day}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid[0]!.map((_, hour) => (
                <tr key={hour} className="border-t">
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {formatHour(hour)}
                  </th>
                  {grid.map((row, weekday) => {
                    const followers = row[hour] ?? null;
                    return (
                      <td
                        key={weekday}
                        className={cn("px-2 py-1 text-right tabular-nums", isBest(weekday, hour) && "font-semibold")}
                      >
                        {followers === null ? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">Sem dados</span>
                          </>
                        ) : (
                          formatCount(followers)
                        )}
                        {isBest(weekday, hour) ? <span className="sr-only"> (melhor horário)</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
