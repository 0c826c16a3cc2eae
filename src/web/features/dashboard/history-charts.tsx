import type { ReactNode } from "react";
import { formatDate } from "@core/format/format-date";
import { formatCompactNumber } from "@core/format/format-number";
import type { PostEngagement } from "@core/instagram/history";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { FollowerPoint } from "./dashboard-types";
import { chooseAxisFormatter, followersAxis, summarizeEngagement, summarizeFollowers } from "./history-view";

// Loaded on demand (React.lazy in history-section.tsx): recharts stays out of the first paint.

const axisTick = { fontSize: 12, fill: "var(--muted-foreground)" };
const integerFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const shortDate = (value: string) => formatDate(value).slice(0, 5);

function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <Card className="gap-4" role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h3" id={id}>
          {title}
        </CardTitle>
        {/* The summary is the chart's text alternative (WCAG 1.1.1). */}
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="h-64">{children}</CardContent>
    </Card>
  );
}

export function FollowersChart({ points }: { points: FollowerPoint[] }) {
  const summary = summarizeFollowers(points);
  if (points.length < 2) {
    // One point is not a line: the number and the promise of a line read better than an empty axis.
    const latest = points[points.length - 1];
    return (
      <ChartCard id="followers-chart-heading" title="Seguidores ao longo do tempo" summary={summary}>
        <div className="flex h-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed text-center">
          {latest ? <p className="text-3xl font-bold tabular-nums">{integerFormat.format(latest.followers)}</p> : null}
          <p className="max-w-xs text-sm text-muted-foreground">O gráfico aparece a partir do segundo dia com coleta.</p>
        </div>
      </ChartCard>
    );
  }
  const axis = followersAxis(points.map((point) => point.followers));
  const yTick = chooseAxisFormatter(axis.ticks);
  return (
    <ChartCard id="followers-chart-heading" title="Seguidores ao longo do tempo" summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="capturedAt" tickFormatter={shortDate} tick={axisTick} minTickGap={24} />
          <YAxis tickFormatter={yTick} tick={axisTick} width={64} domain={axis.domain} ticks={axis.ticks} allowDataOverflow={false} />
          <Tooltip
            labelFormatter={(label) => formatDate(String(label))}
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

export function EngagementChart({ posts }: { posts: PostEngagement[] }) {
  return (
    <ChartCard id="engagement-chart-heading" title="Engajamento por post" summary={summarizeEngagement(posts)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={posts} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="timestamp" tickFormatter={shortDate} tick={axisTick} minTickGap={8} />
          <YAxis tickFormatter={(value: number) => formatCompactNumber(value)} tick={axisTick} width={56} />
          <Tooltip
            labelFormatter={(label) => `Post de ${formatDate(String(label))}`}
            formatter={(value, name) => [integerFormat.format(Number(value)), name]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {/* Stacked: the bar's height is the post's engagement (likes + comments). */}
          <Bar dataKey="likes" name="Curtidas" stackId="engagement" fill="var(--primary)" isAnimationActive={false} />
          <Bar dataKey="comments" name="Comentários" stackId="engagement" fill="var(--brand-pink)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export default function HistoryCharts({ followers, engagementPerPost }: { followers: FollowerPoint[]; engagementPerPost: PostEngagement[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FollowersChart points={followers} />
      <EngagementChart posts={engagementPerPost} />
    </div>
  );
}
