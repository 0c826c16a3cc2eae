import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { formatDay } from "@core/format/format-date";
import { formatPercent } from "@core/format/format-percent";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { chooseAxisFormatter, followersAxis, pluralize } from "./history-view";
import { noPostsMessage, summarizeEngagementSeries, summarizeFollowerSeries } from "./period-view";

// Loaded on demand (React.lazy in period-section.tsx): recharts stays out of the first paint.

type FollowersPoint = PeriodAnalytics["followersSeries"][number];
type EngagementPoint = PeriodAnalytics["engagementSeries"][number];

const axisTick = { fontSize: 12, fill: "var(--muted-foreground)" };
const integerFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
/** "24/11" */
const shortDay = (day: string) => formatDay(day).slice(0, 5);

/** Same height with or without a chart, so nothing below moves when the data arrives. */
export const chartBoxClass = "h-64";

function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h3" id={id}>
          {title}
        </CardTitle>
        {/* The summary is the chart's text alternative (WCAG 1.1.1). */}
        <CardDescription data-testid="chart-summary">{summary}</CardDescription>
      </CardHeader>
      <CardContent className={chartBoxClass}>{children}</CardContent>
    </Card>
  );
}

function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

export function FollowersChart({ points }: { points: FollowersPoint[] }) {
  const summary = summarizeFollowerSeries(points);
  const title = "Seguidores ao longo do tempo";
  if (points.length < 2) {
    // One point is not a line: the number reads better than an empty axis.
    return (
      <ChartCard id="followers-chart-heading" title={title} summary={summary}>
        <EmptyChart>
          {points[0] ? (
            <p className="text-3xl font-bold text-foreground tabular-nums">{integerFormat.format(points[0].followers)}</p>
          ) : null}
          <p>O gráfico aparece quando o período tiver dois dias com dados.</p>
        </EmptyChart>
      </ChartCard>
    );
  }
  const axis = followersAxis(points.map((point) => point.followers));
  const yTick = chooseAxisFormatter(axis.ticks);
  return (
    <ChartCard id="followers-chart-heading" title={title} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
          <YAxis tickFormatter={yTick} tick={axisTick} width={72} domain={axis.domain} ticks={axis.ticks} />
          <Tooltip
            labelFormatter={(label) => formatDay(String(label))}
            formatter={(value) => [integerFormat.format(Number(value)), "Seguidores"]}
          />
          <Line
            type="monotone"
            dataKey="followers"
            name="Seguidores"
            stroke="var(--primary)"
            strokeWidth={2}
            dot={{ r: points.length > 20 ? 0 : 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The rate's axis: two decimals while every day is under 1%, as large accounts are. */
function percentTick(points: readonly EngagementPoint[]) {
  const max = Math.max(0, ...points.map((point) => point.engagementRate ?? 0));
  return (value: number) => formatPercent(value, { decimals: max < 1 ? 2 : 1 });
}

export function EngagementChart({ points }: { points: EngagementPoint[] }) {
  const summary = summarizeEngagementSeries(points);
  const title = "Engajamento ao longo do tempo";
  if (!points.some((point) => point.posts > 0)) {
    return (
      <ChartCard id="engagement-chart-heading" title={title} summary={summary}>
        <EmptyChart>
          <p>{noPostsMessage}.</p>
        </EmptyChart>
      </ChartCard>
    );
  }
  return (
    <ChartCard id="engagement-chart-heading" title={title} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
          <YAxis tickFormatter={percentTick(points)} tick={axisTick} width={64} domain={[0, "auto"]} />
          <Tooltip
            labelFormatter={(label) => formatDay(String(label))}
            formatter={(value, _name, item) => {
              const point = item.payload as EngagementPoint;
              return [
                `${formatPercent(Number(value))} (${pluralize(point.posts, "publicação", "publicações")}, ${pluralize(point.interactions, "interação", "interações")})`,
                "Taxa de engajamento",
              ];
            }}
          />
          {/* Days without posts have no rate (null) and so no bar. */}
          <Bar dataKey="engagementRate" name="Taxa de engajamento" fill="var(--primary)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export default function PeriodCharts({ analytics }: { analytics: Pick<PeriodAnalytics, "followersSeries" | "engagementSeries"> }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FollowersChart points={analytics.followersSeries} />
      <EngagementChart points={analytics.engagementSeries} />
    </div>
  );
}
