import type { ProfileFigures } from "@core/competitors/competitor-figures";
import { formatDay } from "@core/format/format-date";
import { formatAxisTicks } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { tooltipInsideChart } from "~/components/chart-tooltip";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  competitorFollowersAxis,
  formatColumn,
  mergeEngagementSeries,
  mergeFollowerSeries,
  seriesColors,
} from "./competitors-view";

// Loaded on demand (React.lazy): recharts stays out of the page's first paint.

const axisTick = { fontSize: 12, fill: "var(--muted-foreground)" };
const shortDay = (day: string) => formatDay(day).slice(0, 5);

function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: React.ReactNode }) {
  return (
    // Clipped sideways, as the dashboard's chart cards (a tooltip never widens the page).
    <Card className="min-w-0 gap-4 overflow-x-clip" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h3" id={id}>
          {title}
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="h-72">{children}</CardContent>
    </Card>
  );
}

function label(profile: ProfileFigures) {
  return profile.kind === "own" ? `@${profile.username} (você)` : `@${profile.username}`;
}

export default function CompetitorCharts({ profiles }: { profiles: ProfileFigures[] }) {
  const withData = profiles.filter((p) => !p.collecting);
  const followers = mergeFollowerSeries(withData);
  const engagement = mergeEngagementSeries(withData);
  // Brands of very different sizes: a log scale keeps every line readable (said in the summary).
  const axis = competitorFollowersAxis(withData.flatMap((p) => p.followersSeries.map((point) => point.followers)));
  const logScale = axis?.scale === "log";
  const followersSummary = withData.map((p) => `${label(p)}: ${formatColumn("followers", p.followers)}`).join("; ");
  const engagementSummary = withData.map((p) => `${label(p)}: ${formatColumn("engagementRate", p.engagementRate)}`).join("; ");
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard
        id="competitors-followers-chart"
        title="Seguidores ao longo do tempo"
        summary={`No fim do período — ${followersSummary}.${logScale ? " Escala logarítmica." : ""}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={followers} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
            <YAxis
              tickFormatter={formatAxisTicks(axis?.ticks ?? [])}
              tick={axisTick}
              width={72}
              scale={logScale ? "log" : "auto"}
              domain={axis?.domain ?? ["auto", "auto"]}
              ticks={axis?.ticks}
              interval={0}
            />
            <Tooltip
              {...tooltipInsideChart(72)}
              labelFormatter={(day) => formatDay(String(day))}
              formatter={(value) => formatColumn("followers", Number(value))}
            />
            <Legend />
            {withData.map((p, i) => (
              <Line
                key={p.profileId}
                dataKey={p.profileId}
                name={label(p)}
                stroke={seriesColors[i % seriesColors.length]}
                strokeWidth={p.kind === "own" ? 3 : 2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="competitors-engagement-chart"
        title="Taxa de engajamento por semana"
        summary={`No período — ${engagementSummary}.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={engagement} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} />
            <YAxis tickFormatter={(v: number) => formatPercent(v, { decimals: 1 })} tick={axisTick} width={56} />
            <Tooltip
              {...tooltipInsideChart(56)}
              labelFormatter={(day) => `Semana até ${formatDay(String(day))}`}
              formatter={(value) => (value === null ? "—" : formatPercent(Number(value)))}
            />
            <Legend />
            {withData.map((p, i) => (
              <Line
                key={p.profileId}
                dataKey={p.profileId}
                name={label(p)}
                stroke={seriesColors[i % seriesColors.length]}
                strokeWidth={p.kind === "own" ? 3 : 2}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
