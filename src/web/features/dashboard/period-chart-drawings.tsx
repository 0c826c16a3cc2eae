import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import type { CommentsSummary } from "@core/analytics/comments-summary";
import { formatDay } from "@core/format/format-date";
import { formatAxisTicks } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { tooltipInsideChart } from "~/components/chart-tooltip";
import { followersAxis, pluralize } from "./history-view";
import type { DailyPoint } from "./owner-insights-view";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

// The period's charts themselves (recharts, the dashboard's largest dependency): loaded and drawn
// only when their card comes near the viewport (period-charts.tsx, docs/decisions/021). Their
// cards, titles and text summaries render without them.

type FollowersPoint = PeriodAnalytics["followersSeries"][number];
type EngagementPoint = PeriodAnalytics["engagementSeries"][number];

const axisTick = { fontSize: 12, fill: "var(--muted-foreground)" };
const integerFormat = ptBrNumberFormat({ maximumFractionDigits: 0 });
/** "24/11" */
const shortDay = (day: string) => formatDay(day).slice(0, 5);

export function FollowersDrawing({ points }: { points: FollowersPoint[] }) {
  const axis = followersAxis(points.map((point) => point.followers));
  const yTick = formatAxisTicks(axis.ticks);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
        <YAxis tickFormatter={yTick} tick={axisTick} width={72} domain={axis.domain} ticks={axis.ticks} />
        <Tooltip
          {...tooltipInsideChart(72)}
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
  );
}

/** The rate's axis: two decimals while every day is under 1%, as large accounts are. */
function percentTick(points: readonly EngagementPoint[]) {
  const max = Math.max(0, ...points.map((point) => point.engagementRate ?? 0));
  return (value: number) => formatPercent(value, { decimals: max < 1 ? 2 : 1 });
}

/** `rateLabel`: the rate's name on the account's network ("Engajamento por seguidor" on TikTok; decision 029). */
export function EngagementDrawing({
  points,
  rateLabel = "Taxa de engajamento",
}: {
  points: EngagementPoint[];
  rateLabel?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
        <YAxis tickFormatter={percentTick(points)} tick={axisTick} width={64} domain={[0, "auto"]} />
        <Tooltip
          {...tooltipInsideChart(64)}
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value, _name, item) => {
            const point = item.payload as EngagementPoint;
            return [
              `${formatPercent(Number(value))} (${pluralize(point.posts, "publicação", "publicações")}, ${pluralize(point.interactions, "interação", "interações")})`,
              rateLabel,
            ];
          }}
        />
        {/* Days without posts have no rate (null) and so no bar. */}
        <Bar dataKey="engagementRate" name={rateLabel} fill="var(--primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

type CommentsPoint = CommentsSummary["series"][number];

/** Comments received per day ("O que dizem os comentários"). */
export function CommentsDrawing({ points }: { points: CommentsPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
        <YAxis
          tickFormatter={(value: number) => integerFormat.format(value)}
          tick={axisTick}
          width={48}
          allowDecimals={false}
          domain={[0, "auto"]}
        />
        <Tooltip
          {...tooltipInsideChart(48)}
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value) => [integerFormat.format(Number(value)), "Comentários"]}
        />
        <Bar dataKey="comments" name="Comentários" fill="var(--primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * A daily figure of the owner's insights ("Alcance", "Visualizações") beside the previous period's
 * same-numbered day, dashed. A day the network has not given is a gap in its line, never a 0; the
 * days it may still change are dotted, so today's partial figure does not read as a fall.
 */
export function DailyInsightDrawing({ points, label }: { points: DailyPoint[]; label: string }) {
  const yTick = formatAxisTicks([0, ...points.flatMap((point) => [point.value ?? 0, point.previous ?? 0])]);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={24} />
        <YAxis
          tickFormatter={(value: number) => yTick(value)}
          tick={axisTick}
          width={56}
          allowDecimals={false}
          domain={[0, "auto"]}
        />
        <Tooltip
          {...tooltipInsideChart(56)}
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value, name, item) => {
            const point = item.payload as DailyPoint;
            // The day that joins the two lines of the period is said once, as final.
            if (name === "partial" && point.settled !== null) return null;
            const previous = name === "previous";
            const day = previous ? (point.previousDay ? ` (${formatDay(point.previousDay)})` : "") : "";
            const open = name === "partial" ? " (ainda pode mudar)" : "";
            return [integerFormat.format(Number(value)), `${previous ? "Período anterior" : label}${day}${open}`];
          }}
        />
        <Legend
          verticalAlign="top"
          height={24}
          iconType="plainline"
          wrapperStyle={{ fontSize: 12 }}
          formatter={(name) => (name === "previous" ? "Período anterior" : "Período atual")}
        />
        <Line
          type="monotone"
          dataKey="settled"
          name="value"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="partial"
          name="partial"
          legendType="none"
          stroke="var(--primary)"
          strokeWidth={2}
          strokeDasharray="2 3"
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="previous"
          name="previous"
          stroke="var(--muted-foreground)"
          strokeWidth={1.5}
          strokeDasharray="5 4"
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
