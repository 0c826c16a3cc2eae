import { platformLabels } from "@core/social/platforms";
import { createRequire } from "node:module";
import {
  Document,
  Font,
  Image,
  Line,
  Page,
  Polyline,
  Rect,
  StyleSheet,
  Svg,
  Text,
  View,
  G,
  Defs,
  LinearGradient,
  Stop,
} from "@react-pdf/renderer";
import type { ReactElement, ReactNode } from "react";
import type { ProfileFigures, RankedColumn } from "@core/competitors/competitor-figures";
import { periodMetricKeysFor, periodMetricLabelFor, type PeriodPost } from "@core/analytics/analytics-responses";
import { engagementRateLabels, hasEngagementPerView, perFollowerRateLabel } from "@core/social/engagement";
import { comparesDurations, formatLabelOf, formatLabels, formatOfPost } from "@core/social/formats";
import type { Platform } from "@core/social/platforms";
import { formatAccountLabel } from "@core/social/account-label";
import { describeAnswered, sentimentSourceNotes, type CommentsSummary } from "@core/analytics/comments-summary";
import { sentimentLabels, sentiments } from "@core/comments/sentiment";
import { describeResponseTime } from "@core/replies/response-time";
import { formatReportChange, formatReportFigure } from "@core/reports/report-figures";
import { formatCaption } from "@core/format/format-caption";
import { formatDate, formatDateTime, formatDay } from "@core/format/format-date";
import { formatAverage } from "@core/format/format-number";
import { formatPercent } from "@core/format/format-percent";
import { describeGrowthBase, noComparisonReason } from "@core/analytics/period-figures";
import { splitSettledDays } from "@core/analytics/owner-insights-figures";
import {
  INDICATOR_CATALOGUE,
  INDICATOR_IDS,
  explainIndicator,
  formatIndicatorValue,
  isNotApplicable,
} from "@core/social/indicator-catalogue";
import { reportSectionTitles, sectionChosen, type ReportSectionId } from "@core/reports/report-sections";
import {
  audienceBreakdownLabels,
  audienceSliceName,
  formatShare,
  missedStoryLabel,
  missedStoryText,
  perFollowerBesidePerReachLabel,
  periodInsightLabels,
  shownPeriodInsightKeys,
  storyTotalKeys,
  storyTotalLabels,
  type AudienceBreakdownKey,
} from "@core/analytics/owner-insights-labels";
import type { AudienceAnswer, PeriodInsights } from "@core/analytics/owner-insights-responses";
import { formatPointsDifference } from "@core/analytics/change";
import { formatHour, weekdayNames as weekdayLongNames } from "@core/recommendations/evidence-format";
import type { ReportData } from "./report-data.service";
import {
  describeUnavailable,
  gapOfMetric,
  hasOwnerInsights,
  insightCells,
  unavailableNotes,
  unavailableText,
} from "./owner-insights-report";

// The PDF report (docs/product/features.md "Reports and exports"; docs/decisions/017): A4, pt-BR, Inter
// embedded from @fontsource (its latin subset has every Portuguese glyph), charts as vectors.

const require = createRequire(import.meta.url);
Font.register({
  family: "Inter",
  fonts: [
    { src: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"), fontWeight: 400 },
    { src: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"), fontWeight: 700 },
  ],
});
// Words are not split with hyphens (pt-BR hyphenation is not English's).
Font.registerHyphenationCallback((word) => [word]);

export const defaultReportColor = "#7c3aed";
const ink = "#0f172a";
const muted = "#64748b";
const line = "#e2e8f0";

const styles = StyleSheet.create({
  page: { fontFamily: "Inter", fontSize: 10, color: ink, paddingTop: 40, paddingBottom: 56, paddingHorizontal: 40 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: muted,
  },
  h2: { fontSize: 15, fontWeight: 700, marginBottom: 4 },
  lead: { fontSize: 9, color: muted, marginBottom: 10 },
  section: { marginBottom: 22 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: line, paddingVertical: 5 },
  headRow: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: ink,
    paddingVertical: 4,
    fontWeight: 700,
    fontSize: 9,
  },
  cell: { flex: 1 },
  wide: { flex: 2.2 },
  right: { textAlign: "right" },
  small: { fontSize: 8, color: muted },
});

/** The report's styles and colours, shared by the client's report (features/clients). */
export { styles as reportStyles };
export const reportColors = { ink, muted, line };

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const weekdayNames = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"];

// Shared with the client's online report (/r/<token>), which must not load react-pdf.
export { formatReportChange, formatReportFigure } from "@core/reports/report-figures";

/** One profile's row of the competitors table, as the report writes it (the comparison API's figures). */
export function competitorFigureCells(profile: ProfileFigures): string[] {
  const orDash = (value: number | null, format: (n: number) => string) => (value === null ? "—" : format(value));
  return [
    orDash(profile.followers, (n) => integer.format(n)),
    orDash(profile.growth, (n) => `${n > 0 ? "+" : ""}${integer.format(n)}`),
    orDash(profile.postsPerWeek, (n) => decimal.format(n)),
    orDash(profile.engagementRate, formatPercent),
    orDash(profile.averageLikes, formatAverage),
    orDash(profile.averageComments, formatAverage),
  ];
}

const competitorColumns: Record<RankedColumn, string> = {
  followers: "Seguidores",
  growth: "Crescimento",
  postsPerWeek: "Publicações por semana",
  engagementRate: "Engajamento",
  averageLikes: "Média de curtidas",
  averageComments: "Média de comentários",
};

type SectionProps = { data: ReportData; color: string };
type Section = { id: ReportSectionId; hasData(data: ReportData): boolean; render(props: SectionProps): ReactElement };

const showsFollowersChart = (data: ReportData) =>
  data.sections.includes("followers") && data.analytics.followersSeries.length > 0;
const showsEngagementChart = (data: ReportData) => data.sections.includes("engagement") && data.posts.length > 0;

function chartsTitle(data: ReportData) {
  if (!showsEngagementChart(data)) return "Seguidores";
  if (!showsFollowersChart(data)) return "Engajamento";
  return reportSectionTitles.charts;
}

function Heading({ id, lead, title }: { id: ReportSectionId; lead?: string; title?: string }) {
  return (
    <View minPresenceAhead={80}>
      <Text style={styles.h2}>{title ?? reportSectionTitles[id]}</Text>
      {lead ? <Text style={styles.lead}>{lead}</Text> : null}
    </View>
  );
}

/**
 * A heading with the block after it when that block never splits (a chart): both on one page, or
 * the heading would end a page alone, its chart on the next.
 */
function HeadingWith({ children, ...heading }: Parameters<typeof Heading>[0] & { children: ReactNode }) {
  return (
    <View wrap={false}>
      <Heading {...heading} />
      {children}
    </View>
  );
}

function Table({ head, rows, widths }: { head: string[]; rows: ReactNode[][]; widths?: number[] }) {
  const flex = (index: number) => ({ flex: widths?.[index] ?? 1 });
  return (
    <View>
      <View style={styles.headRow} fixed={false}>
        {head.map((label, index) => (
          <Text key={label} style={[flex(index), index > 0 ? styles.right : {}]}>
            {label}
          </Text>
        ))}
      </View>
      {rows.map((cells, rowIndex) => (
        <View key={rowIndex} style={styles.row} wrap={false}>
          {cells.map((cell, index) => (
            <Text key={index} style={[flex(index), index > 0 ? styles.right : {}]}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

// ------------------------------------------------------------------ charts (vectors)

const chartWidth = 515;
const chartHeight = 150;

function FollowersChart({ data, color }: SectionProps) {
  const points = data.analytics.followersSeries;
  const values = points.map((point) => point.followers);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (index: number) => (points.length === 1 ? chartWidth / 2 : (index / (points.length - 1)) * (chartWidth - 60) + 50);
  const y = (value: number) => 10 + (1 - (value - min) / span) * (chartHeight - 30);
  const path = points.map((point, index) => `${x(index).toFixed(1)},${y(point.followers).toFixed(1)}`).join(" ");
  return (
    <View wrap={false} style={{ marginBottom: 12 }}>
      <Text style={{ fontWeight: 700, marginBottom: 4 }}>Seguidores por dia</Text>
      <Svg width={chartWidth} height={chartHeight}>
        <Line x1={50} y1={chartHeight - 20} x2={chartWidth} y2={chartHeight - 20} stroke={line} strokeWidth={1} />
        <Text x={0} y={y(max) + 3} style={{ fontSize: 7 }} fill={muted}>
          {integer.format(max)}
        </Text>
        <Text x={0} y={y(min) + 3} style={{ fontSize: 7 }} fill={muted}>
          {integer.format(min)}
        </Text>
        {points.length > 1 ? (
          <Polyline points={path} fill="none" stroke={color} strokeWidth={1.5} />
        ) : (
          <Rect x={x(0) - 2} y={y(values[0]!) - 2} width={4} height={4} fill={color} />
        )}
        <Text x={50} y={chartHeight - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(points[0]!.day)}
        </Text>
        <Text x={chartWidth - 45} y={chartHeight - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(points.at(-1)!.day)}
        </Text>
      </Svg>
    </View>
  );
}

function EngagementChart({ data, color }: SectionProps) {
  const points = data.analytics.engagementSeries;
  const max = Math.max(0, ...points.map((point) => point.engagementRate ?? 0)) || 1;
  const slot = (chartWidth - 50) / points.length;
  const barWidth = Math.max(1, slot * 0.7);
  return (
    <View wrap={false}>
      <Text style={{ fontWeight: 700, marginBottom: 4 }}>
        {perFollowerRateLabel(data.account.platform)} por dia de publicação
      </Text>
      <Svg width={chartWidth} height={chartHeight}>
        <Line x1={50} y1={chartHeight - 20} x2={chartWidth} y2={chartHeight - 20} stroke={line} strokeWidth={1} />
        <Text x={0} y={13} style={{ fontSize: 7 }} fill={muted}>
          {formatPercent(max)}
        </Text>
        <Text x={0} y={chartHeight - 18} style={{ fontSize: 7 }} fill={muted}>
          0%
        </Text>
        <G>
          {points.map((point, index) => {
            const height = ((point.engagementRate ?? 0) / max) * (chartHeight - 30);
            return (
              <Rect
                key={point.day}
                x={50 + index * slot}
                y={chartHeight - 20 - height}
                width={barWidth}
                height={height}
                fill={color}
              />
            );
          })}
        </G>
        <Text x={50} y={chartHeight - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(points[0]!.day)}
        </Text>
        <Text x={chartWidth - 45} y={chartHeight - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(points.at(-1)!.day)}
        </Text>
      </Svg>
    </View>
  );
}

function CommentsChart({ series, color }: { series: CommentsSummary["series"]; color: string }) {
  const max = Math.max(1, ...series.map((point) => point.comments));
  const slot = (chartWidth - 50) / series.length;
  const barWidth = Math.max(1, slot * 0.7);
  const height = 110;
  return (
    <View wrap={false} style={{ marginBottom: 10 }}>
      <Text style={{ fontWeight: 700, marginBottom: 4 }}>Comentários por dia</Text>
      <Svg width={chartWidth} height={height}>
        <Line x1={50} y1={height - 20} x2={chartWidth} y2={height - 20} stroke={line} strokeWidth={1} />
        <Text x={0} y={13} style={{ fontSize: 7 }} fill={muted}>
          {integer.format(max)}
        </Text>
        <Text x={0} y={height - 18} style={{ fontSize: 7 }} fill={muted}>
          0
        </Text>
        <G>
          {series.map((point, index) => {
            const bar = (point.comments / max) * (height - 30);
            return (
              <Rect key={point.day} x={50 + index * slot} y={height - 20 - bar} width={barWidth} height={bar} fill={color} />
            );
          })}
        </G>
        <Text x={50} y={height - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(series[0]!.day)}
        </Text>
        <Text x={chartWidth - 45} y={height - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(series.at(-1)!.day)}
        </Text>
      </Svg>
    </View>
  );
}

/** "valor (12), entrega (9)": the terms as the dashboard lists them, or a dash. */
export function formatTermList(terms: CommentsSummary["terms"]): string {
  return terms.length === 0 ? "—" : terms.map((term) => `${printable(term.term)} (${integer.format(term.count)})`).join(", ");
}

/** The comments page: volume, unanswered questions, sentiment, terms, frequent questions. */
function CommentsSection({ summary, color, range }: { summary: CommentsSummary; color: string; range: string }) {
  const { questions } = summary;
  return (
    <View style={styles.section}>
      <HeadingWith
        id="comments"
        lead={`${integer.format(summary.total)} ${summary.total === 1 ? "comentário recebido" : "comentários recebidos"} nas publicações de ${range} (sem as respostas da própria conta).`}
      >
        <CommentsChart series={summary.series} color={color} />
      </HeadingWith>
      <View style={[styles.row, { flexDirection: "column" }]} wrap={false}>
        <Text style={{ fontWeight: 700 }}>Perguntas sem resposta há mais de 24 h: {integer.format(questions.unanswered)}</Text>
        {/* The dashboard's sentence: the answered share, and the questions still waiting. */}
        <Text style={{ marginTop: 2 }}>{describeAnswered(questions)}</Text>
        {summary.responseTime ? (
          // The median time to the account's first answer (docs/decisions/048-replies.md).
          <Text style={{ marginTop: 2 }}>
            {describeResponseTime(summary.responseTime.current.medianMinutes, summary.responseTime.previous.medianMinutes)}
          </Text>
        ) : null}
      </View>
      <View style={{ marginTop: 8 }}>
        <Table
          head={["Sentimento", "Comentários", "Parcela"]}
          widths={[2, 1, 1]}
          rows={sentiments.map((key) => [
            sentimentLabels[key],
            integer.format(summary.sentiment[key].count),
            `${summary.sentiment[key].percent}%`,
          ])}
        />
        <Text style={[styles.small, { marginTop: 3 }]}>{sentimentSourceNotes[summary.sentimentSource]}.</Text>
      </View>
      <View style={{ marginTop: 8 }} wrap={false}>
        <Text>
          <Text style={{ fontWeight: 700 }}>Termos mais usados: </Text>
          {formatTermList(summary.terms)}
        </Text>
        <Text style={{ marginTop: 3 }}>
          <Text style={{ fontWeight: 700 }}>Hashtags mais usadas: </Text>
          {formatTermList(summary.hashtags)}
        </Text>
      </View>
      {questions.groups.length > 0 ? (
        <View style={{ marginTop: 10 }}>
          <Text style={{ fontWeight: 700, marginBottom: 2 }}>Perguntas frequentes</Text>
          {questions.groups.map((group) => (
            <View key={group.topic} style={[styles.row, { flexDirection: "column" }]} wrap={false}>
              <Text style={{ fontWeight: 700 }}>
                {group.label} ({integer.format(group.count)})
              </Text>
              {group.examples.map((example, index) => (
                <Text key={index} style={styles.small}>
                  “{printable(example.text)}” — @{printable(example.username)}, {formatDateTime(example.publishedAt)}
                  {example.unanswered ? " (sem resposta)" : ""}
                </Text>
              ))}
            </View>
          ))}
        </View>
      ) : null}
      {summary.sample.comments < summary.total ? (
        <Text style={[styles.small, { marginTop: 4 }]}>
          Termos e perguntas frequentes lidos dos {integer.format(summary.sample.comments)} comentários mais recentes do período.
        </Text>
      ) : null}
    </View>
  );
}

// ------------------------------------------------------------------ thumbnails

/** A demo post's picture is an SVG gradient: drawn again as a vector from its two colours. */
function svgColours(uri: string): [string, string] | null {
  if (!uri.startsWith("data:image/svg+xml")) return null;
  const text = decodeURIComponent(uri.slice(uri.indexOf(",") + 1));
  const found = [...text.matchAll(/stop-color="(#[0-9a-fA-F]{3,8})"/g)].map((match) => match[1]!);
  return found.length >= 2 ? [found[0]!, found[1]!] : null;
}

function Thumbnail({ post, thumbnails, index }: { post: PeriodPost; thumbnails: Map<string, Buffer>; index: number }) {
  const picture = thumbnails.get(post.id);
  if (picture) return <Image src={picture} style={{ width: 34, height: 34, marginRight: 8 }} />;
  const colours = svgColours(post.thumbnailUrl);
  const id = `thumb${index}${post.id.slice(0, 6)}`;
  return (
    <Svg width={34} height={34} style={{ marginRight: 8 }}>
      {colours ? (
        <Defs>
          <LinearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <Stop offset="0" stopColor={colours[0]} />
            <Stop offset="1" stopColor={colours[1]} />
          </LinearGradient>
        </Defs>
      ) : null}
      <Rect x={0} y={0} width={34} height={34} fill={colours ? `url(#${id})` : line} />
    </Svg>
  );
}

function PostList({ posts, thumbnails, platform }: { posts: PeriodPost[]; thumbnails: Map<string, Buffer>; platform: Platform }) {
  // TikTok (decision 029): the duration names the format, and shares count among the interactions.
  const tiktok = hasEngagementPerView(platform);
  return (
    <View>
      {posts.map((post, index) => (
        <View key={post.id} style={[styles.row, { alignItems: "center" }]} wrap={false}>
          <Thumbnail post={post} thumbnails={thumbnails} index={index} />
          <View style={{ flex: 2.6, paddingRight: 8 }}>
            <Text>{printable(formatCaption(post.caption)) || "Sem descrição"}</Text>
            <Text style={styles.small}>
              {formatLabels[formatOfPost(platform, post)]} · {formatDateTime(post.publishedAt)}
              {tiktok && post.views !== null ? ` · ${integer.format(post.views)} visualizações` : ""}
            </Text>
          </View>
          <Text style={[{ flex: 1.2, paddingLeft: 6 }, styles.right]}>{integer.format(post.likes)} curtidas</Text>
          <Text style={[{ flex: 1.4, paddingLeft: 6 }, styles.right]}>{integer.format(post.comments)} comentários</Text>
          {tiktok ? (
            <Text style={[{ flex: 1.6, paddingLeft: 6 }, styles.right]}>
              {post.shares == null ? "—" : integer.format(post.shares)} compartilhamentos
            </Text>
          ) : null}
          <Text style={[{ flex: 0.8, paddingLeft: 6 }, styles.right]}>{formatPercent(post.engagementRate)}</Text>
        </View>
      ))}
    </View>
  );
}

/** What the posts are ranked by: their network's interactions (decision 029). */
function interactionsPhrase(platform: Platform) {
  return hasEngagementPerView(platform) ? "curtidas, comentários e compartilhamentos" : "curtidas e comentários";
}

/** Captions without what the embedded font cannot draw (emoji, other scripts), on one line. */
export function printable(text: string) {
  return text
    .replace(/[^\u0020-\u024F\u2010-\u2026\n\t]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

// ------------------------------------------------------------------ the owner's insights

/** Notes under a table: each missing figure's reason, never a 0 in its place. */
function Notes({ notes }: { notes: readonly string[] }) {
  return (
    <>
      {notes.map((note) => (
        <Text key={note} style={[styles.small, { marginTop: 4 }]}>
          {note}
        </Text>
      ))}
    </>
  );
}

/** Consecutive days with a figure as one line each: a day the network did not give breaks the line, never drawn as 0. */
function lineRuns(values: readonly (number | null)[], x: (index: number) => number, y: (value: number) => number) {
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    run.push({ x: x(index), y: y(value) });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Reach per day, the period's line against the previous period's same-numbered days (as the dashboard draws it). */
function ReachChart({ insights, color }: { insights: PeriodInsights; color: string }) {
  const current = insights.days.map((day) => day.reach);
  const { settled, partial } = splitSettledDays(insights.days.map((day) => ({ value: day.reach, final: day.final })));
  const previous = insights.days.map((_, index) => insights.previousDays[index]?.reach ?? null);
  const max = Math.max(1, ...current.map((value) => value ?? 0), ...previous.map((value) => value ?? 0));
  const x = (index: number) => (current.length === 1 ? chartWidth / 2 : (index / (current.length - 1)) * (chartWidth - 60) + 50);
  const y = (value: number) => 10 + (1 - value / max) * (chartHeight - 30);
  const draw = (values: (number | null)[], stroke: string, dashed: "4,3" | "1,2" | undefined) =>
    lineRuns(values, x, y).map((run, index) =>
      run.length > 1 ? (
        <Polyline
          key={`${stroke}${index}`}
          points={run.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(" ")}
          fill="none"
          stroke={stroke}
          strokeWidth={1.5}
          strokeDasharray={dashed}
        />
      ) : (
        <Rect key={`${stroke}${index}`} x={run[0]!.x - 2} y={run[0]!.y - 2} width={4} height={4} fill={stroke} />
      ),
    );
  return (
    <View wrap={false} style={{ marginTop: 10 }}>
      <Text style={{ fontWeight: 700, marginBottom: 2 }}>Alcance por dia</Text>
      <Text style={[styles.small, { marginBottom: 4 }]}>
        Linha cheia: o período; tracejada: o período anterior, dia a dia.
        {current.some((value) => value === null) ? " Dias sem dado da rede ficam sem linha." : ""}
        {partial.some((value, index) => value !== null && settled[index] === null)
          ? " Pontilhada: dias que a rede ainda pode mudar (até 48 h)."
          : ""}
      </Text>
      <Svg width={chartWidth} height={chartHeight}>
        <Line x1={50} y1={chartHeight - 20} x2={chartWidth} y2={chartHeight - 20} stroke={line} strokeWidth={1} />
        <Text x={0} y={13} style={{ fontSize: 7 }} fill={muted}>
          {integer.format(max)}
        </Text>
        <Text x={0} y={chartHeight - 18} style={{ fontSize: 7 }} fill={muted}>
          0
        </Text>
        {draw(previous, muted, "4,3")}
        {draw(settled, color, undefined)}
        {draw(partial, color, "1,2")}
        <Text x={50} y={chartHeight - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(insights.days[0]!.day)}
        </Text>
        <Text x={chartWidth - 45} y={chartHeight - 6} style={{ fontSize: 7 }} fill={muted}>
          {formatDay(insights.days.at(-1)!.day)}
        </Text>
      </Svg>
    </View>
  );
}

/** "Alcance, salvamentos e compartilhamentos": the period's own figures against the previous period, and reach per day. */
function ReachSection({ data, color }: SectionProps) {
  const insights = data.analytics.insights!;
  const platform = data.account.platform;
  const perFollower = data.analytics.metrics.engagementRate;
  const rows = shownPeriodInsightKeys.flatMap((key) => {
    const row = [periodInsightLabels[key], ...insightCells(key, insights[key])];
    // The rate per reach beside the one per follower (docs/decisions/040-owner-insights.md).
    if (key !== "engagementRatePerReach") return [row];
    const besides = perFollower.available
      ? [
          perFollowerBesidePerReachLabel,
          formatReportFigure("engagementRate", perFollower.value),
          formatReportFigure("engagementRate", perFollower.previous),
          formatReportChange("engagementRate", perFollower),
        ]
      : [perFollowerBesidePerReachLabel, unavailableText, "—", "—"];
    return [row, besides];
  });
  const notes = insights.unavailable
    ? [describeUnavailable(insights.unavailable, platform)]
    : unavailableNotes(
        shownPeriodInsightKeys.map((key) => ({ label: periodInsightLabels[key], gap: gapOfMetric(insights[key]) })),
        platform,
      );
  const hasDays = insights.days.length > 0 && insights.days.some((day) => day.reach !== null);
  return (
    <View style={styles.section}>
      <Heading
        id="reach"
        lead={`Dados que só o dono da conta vê no ${platformLabels[platform]}, de ${formatRangeText(data)}, comparados com ${formatDay(data.analytics.previousPeriod.from)} a ${formatDay(data.analytics.previousPeriod.to)}.`}
      />
      <Table head={["Métrica", "No período", "Período anterior", "Variação"]} widths={[2, 1.2, 1.2, 1]} rows={rows} />
      <Notes
        notes={[
          ...notes,
          ...(perFollower.available
            ? []
            : [`${perFollowerBesidePerReachLabel} indisponível: ${perFollower.reason ?? ""}`.trim()]),
        ]}
      />
      {insights.previousCovered ? null : (
        <Text style={[styles.small, { marginTop: 4 }]}>
          Alcance e visualizações sem base de comparação: os dados diários da conta começam depois do início do período anterior.
        </Text>
      )}
      {hasDays ? <ReachChart insights={insights} color={color} /> : null}
    </View>
  );
}

const topSlices = 5;

/** One breakdown's slices: the share of each, and its change in points since the snapshot before. */
function SliceTable({
  breakdown,
  slices,
  platform,
  limit,
}: {
  breakdown: AudienceBreakdownKey;
  slices: AudienceSlices | null;
  platform: Platform;
  limit?: number;
}) {
  const label = audienceBreakdownLabels[breakdown];
  if (!slices || slices.length === 0) {
    return (
      <View>
        <Text style={{ fontWeight: 700, fontSize: 9 }}>{label}</Text>
        <Text style={styles.small}>{describeUnavailable({ reason: "not_supported", permission: null }, platform)}</Text>
      </View>
    );
  }
  return (
    <Table
      head={[limit ? `${label} (os ${limit} maiores)` : label, "Participação", "Variação"]}
      widths={[2, 1, 1]}
      rows={(limit ? slices.slice(0, limit) : slices).map((slice) => [
        printable(audienceSliceName(breakdown, slice.key)),
        formatShare(slice.share),
        slice.previousShare === null ? "—" : formatPointsDifference((slice.share - slice.previousShare) * 100),
      ])}
    />
  );
}

type AudienceSlices = NonNullable<NonNullable<AudienceAnswer["followers"]["breakdowns"]>["age"]>;

/** "quarta-feira às 20h (1.234 seguidores online)": the dashboard's words for the best hours. */
function describeBestHours(best: AudienceAnswer["online"]["bestHours"]) {
  if (best.length === 0) return "Ainda não há horas com seguidores online suficientes para sugerir um horário.";
  const list = best.map(
    (cell) =>
      `${weekdayLongNames[cell.weekday]} às ${formatHour(cell.hour)} (${integer.format(cell.followers)} seguidores online)`,
  );
  return `Melhores horários para publicar, pelo público online: ${list.join("; ")}. Horário de Brasília.`;
}

/** "Público": who follows the account (age, gender, cities, countries) and when they are online. */
function AudienceSection({ data }: SectionProps) {
  const audience = data.audience!;
  const platform = data.account.platform;
  const followers = audience.followers;
  const snapshot = audience.snapshot
    ? `Seguidores da conta na foto do público de ${formatDay(audience.snapshot.day)}${audience.previousSnapshot ? `, com a variação desde a foto de ${formatDay(audience.previousSnapshot.day)} (em pontos percentuais)` : ""}.`
    : undefined;
  if (audience.unavailable) {
    return (
      <View style={styles.section}>
        <Heading id="audience" />
        <Text style={styles.small}>{describeUnavailable(audience.unavailable, platform)}</Text>
      </View>
    );
  }
  const breakdowns = followers.breakdowns;
  return (
    <View style={styles.section}>
      <Heading id="audience" lead={snapshot} />
      {breakdowns ? (
        <>
          <View style={{ flexDirection: "row", gap: 16 }}>
            <View style={{ flex: 1 }}>
              <SliceTable breakdown="age" slices={breakdowns.age} platform={platform} />
            </View>
            <View style={{ flex: 1 }}>
              <SliceTable breakdown="gender" slices={breakdowns.gender} platform={platform} />
            </View>
          </View>
          <View style={{ flexDirection: "row", gap: 16, marginTop: 10 }}>
            <View style={{ flex: 1 }}>
              <SliceTable breakdown="city" slices={breakdowns.city} platform={platform} limit={topSlices} />
            </View>
            <View style={{ flex: 1 }}>
              <SliceTable breakdown="country" slices={breakdowns.country} platform={platform} limit={topSlices} />
            </View>
          </View>
        </>
      ) : (
        <Text style={styles.small}>
          {describeUnavailable(followers.unavailable ?? { reason: "no_data", permission: null }, platform)}
        </Text>
      )}
      <View style={{ marginTop: 10 }} wrap={false}>
        <Text style={{ fontWeight: 700, marginBottom: 2 }}>Quando os seguidores estão online</Text>
        <Text>
          {audience.online.unavailable
            ? describeUnavailable(audience.online.unavailable, platform)
            : describeBestHours(audience.online.bestHours)}
        </Text>
      </View>
    </View>
  );
}

type StoryFigure = "reach" | "views" | "replies" | "exits";
const storyListFigures: StoryFigure[] = ["reach", "views", "replies", "exits"];

/** "Stories": the period's totals against the previous period, then each story, a missed one said as such. */
function StoriesSection({ data }: SectionProps) {
  const answer = data.stories!;
  const platform = data.account.platform;
  const lead = `Stories de ${formatDay(answer.period.from)} a ${formatDay(answer.period.to)}, comparados com ${formatDay(answer.previousPeriod.from)} a ${formatDay(answer.previousPeriod.to)}.`;
  if (answer.unavailable) {
    return (
      <View style={styles.section}>
        <Heading id="stories" lead={lead} />
        <Text style={styles.small}>{describeUnavailable(answer.unavailable, platform)}</Text>
      </View>
    );
  }
  const totals = storyTotalKeys.map((key) => [storyTotalLabels[key], ...insightCells("count", answer.totals[key])]);
  const totalNotes = unavailableNotes(
    storyTotalKeys.map((key) => ({ label: storyTotalLabels[key], gap: gapOfMetric(answer.totals[key]) })),
    platform,
  );
  const storyNotes = unavailableNotes(
    answer.stories.map((story) => ({ label: formatDateTime(story.postedAt), gap: story.unavailable })),
    platform,
  );
  return (
    <View style={styles.section}>
      <Heading id="stories" lead={lead} />
      <Table head={["Métrica", "No período", "Período anterior", "Variação"]} widths={[2, 1.2, 1.2, 1]} rows={totals} />
      <Notes notes={totalNotes} />
      {answer.previousCovered ? null : (
        <Text style={[styles.small, { marginTop: 4 }]}>
          Sem base de comparação: o histórico desta conta não cobre o período anterior.
        </Text>
      )}
      <View style={{ marginTop: 10 }}>
        <Text style={{ fontWeight: 700, marginBottom: 2 }} minPresenceAhead={40}>
          Stories do período
        </Text>
        {answer.stories.length === 0 ? (
          <Text style={styles.small}>Nenhum story publicado neste período.</Text>
        ) : (
          <Table
            head={[
              "Publicado em",
              storyTotalLabels.reach,
              storyTotalLabels.views,
              storyTotalLabels.replies,
              storyTotalLabels.exits,
            ]}
            widths={[2, 1, 1, 1, 1]}
            rows={answer.stories.map((story) => [
              `${formatDateTime(story.postedAt)}${story.missed ? ` (${missedStoryLabel})` : ""}`,
              ...(story.unavailable
                ? [unavailableText, "—", "—", "—"]
                : storyListFigures.map((key) => (story[key] === null ? "—" : integer.format(story[key])))),
            ])}
          />
        )}
        {answer.stories.some((story) => story.missed) ? (
          <Text style={[styles.small, { marginTop: 4 }]}>
            {missedStoryLabel}: {missedStoryText}
          </Text>
        ) : null}
        <Notes notes={storyNotes} />
      </View>
    </View>
  );
}

// ------------------------------------------------------------------ sections

/**
 * The report's optional parts, in order: each renders only when it has data (competitors: at
 * least one tracked; recommendations: at least one not dismissed) (docs/decisions/017).
 */
export function reportSections(thumbnails: Map<string, Buffer>): Section[] {
  return [
    {
      id: "summary",
      hasData: () => true,
      render: ({ data }) => (
        <View style={styles.section}>
          <Heading
            id="summary"
            lead={`${formatRangeText(data)}, comparado com ${formatDay(data.analytics.previousPeriod.from)} a ${formatDay(data.analytics.previousPeriod.to)}.`}
          />
          <Table
            head={["Métrica", "No período", "Período anterior", "Variação"]}
            widths={[2, 1.2, 1.2, 1]}
            rows={periodMetricKeysFor(data.analytics.platform).flatMap((key) => {
              const metric = data.analytics.metrics[key];
              if (!metric) return [];
              const label = periodMetricLabelFor(key, data.analytics.platform);
              if (!metric.available) return [[label, "Indisponível", "—", "—"]];
              return [
                [
                  label,
                  formatReportFigure(key, metric.value),
                  formatReportFigure(key, metric.previous),
                  formatReportChange(key, metric),
                ],
              ];
            })}
          />
          {/* How "Novos seguidores" is counted, and why a comparison is missing (decision 023). */}
          <Text style={[styles.small, { marginTop: 4 }]}>
            Novos seguidores: {describeGrowthBase(data.analytics.followerGrowth)}
          </Text>
          {data.analytics.previousCovered ? null : (
            <Text style={[styles.small, { marginTop: 4 }]}>{noComparisonReason(data.analytics.firstDay)}</Text>
          )}
          {periodMetricKeysFor(data.analytics.platform).some((key) => data.analytics.metrics[key]?.available === false) ? (
            <Text style={[styles.small, { marginTop: 4 }]}>
              Indisponível:{" "}
              {
                periodMetricKeysFor(data.analytics.platform)
                  .map((key) => data.analytics.metrics[key])
                  .find((metric) => metric?.available === false)?.reason
              }
            </Text>
          ) : null}
        </View>
      ),
    },
    {
      id: "charts",
      // The followers chart and the engagement chart are chosen apart (decision 017, "Client reports").
      hasData: (data) => showsFollowersChart(data) || showsEngagementChart(data),
      render: (props) => {
        const [first, second] = [
          showsFollowersChart(props.data) ? <FollowersChart key="followers" {...props} /> : null,
          showsEngagementChart(props.data) ? <EngagementChart key="engagement" {...props} /> : null,
        ].filter((chart) => chart !== null);
        return (
          <View style={styles.section}>
            <HeadingWith id="charts" title={chartsTitle(props.data)}>
              {first}
            </HeadingWith>
            {second}
          </View>
        );
      },
    },
    {
      id: "reach",
      // The owner's insights (docs/decisions/044): none for an account connected by username.
      hasData: (data) => hasOwnerInsights(data.analytics.insights),
      render: (props) => <ReachSection {...props} />,
    },
    {
      id: "bestPosts",
      hasData: (data) => data.posts.length > 0,
      render: ({ data }) => (
        <View style={styles.section}>
          <Heading id="bestPosts" lead={`As publicações do período com mais ${interactionsPhrase(data.account.platform)}.`} />
          <PostList posts={data.posts.slice(0, 5)} thumbnails={thumbnails} platform={data.account.platform} />
        </View>
      ),
    },
    {
      id: "worstPosts",
      hasData: (data) => data.posts.length > 5,
      render: ({ data }) => (
        <View style={styles.section}>
          <Heading id="worstPosts" lead={`As publicações do período com menos ${interactionsPhrase(data.account.platform)}.`} />
          <PostList
            posts={data.posts.slice(-Math.min(5, data.posts.length - 5)).reverse()}
            thumbnails={thumbnails}
            platform={data.account.platform}
          />
        </View>
      ),
    },
    {
      id: "formats",
      hasData: (data) => data.analytics.byFormat.length > 0,
      render: ({ data }) => (
        <View style={styles.section}>
          <Heading id="formats" />
          {hasEngagementPerView(data.account.platform) ? (
            // TikTok (decision 029): durations instead of post types, both rates and the shares.
            <Table
              head={[
                comparesDurations(data.account.platform) ? "Duração" : "Formato",
                "Vídeos",
                engagementRateLabels.perFollower,
                engagementRateLabels.perView,
                "Média de curtidas",
                "Média de comentários",
                "Média de compartilhamentos",
              ]}
              rows={data.analytics.byFormat.map((row) => [
                formatLabelOf(row),
                integer.format(row.posts),
                row.engagementRate === null ? "—" : formatPercent(row.engagementRate),
                row.engagementRatePerView == null ? "—" : formatPercent(row.engagementRatePerView),
                formatAverage(row.averageLikes),
                formatAverage(row.averageComments),
                row.averageShares === undefined ? "—" : formatAverage(row.averageShares),
              ])}
            />
          ) : (
            <Table
              head={["Formato", "Publicações", "Engajamento", "Média de curtidas", "Média de comentários"]}
              rows={data.analytics.byFormat.map((row) => [
                formatLabelOf(row),
                integer.format(row.posts),
                row.engagementRate === null ? "—" : formatPercent(row.engagementRate),
                formatAverage(row.averageLikes),
                formatAverage(row.averageComments),
              ])}
            />
          )}
        </View>
      ),
    },
    {
      id: "bestTimes",
      hasData: (data) => data.analytics.heatmap.length > 0,
      render: ({ data }) => {
        const best = [...data.analytics.heatmap]
          .sort((a, b) => b.averageInteractions - a.averageInteractions || b.posts - a.posts)
          .slice(0, 5);
        return (
          <View style={styles.section}>
            <Heading
              id="bestTimes"
              lead="Dia da semana e hora (São Paulo) das publicações do período com mais interações em média."
            />
            <Table
              head={["Dia e hora", "Publicações", "Interações em média"]}
              rows={best.map((cell) => [
                `${weekdayNames[cell.weekday]}, ${cell.hour}h`,
                integer.format(cell.posts),
                formatAverage(cell.averageInteractions),
              ])}
            />
          </View>
        );
      },
    },
    {
      id: "audience",
      hasData: (data) => hasOwnerInsights(data.audience),
      render: (props) => <AudienceSection {...props} />,
    },
    {
      id: "stories",
      hasData: (data) => hasOwnerInsights(data.stories),
      render: (props) => <StoriesSection {...props} />,
    },
    {
      id: "comments",
      // Only when people commented in the period (docs/product/features.md "Comments and search").
      hasData: (data) => (data.comments?.total ?? 0) > 0,
      render: ({ data, color }) => <CommentsSection summary={data.comments!} color={color} range={formatRangeText(data)} />,
    },
    {
      id: "competitors",
      hasData: (data) => (data.competitors?.competitors.length ?? 0) > 0,
      render: ({ data }) => {
        const comparison = data.competitors!;
        const profiles = [...(comparison.own ? [comparison.own] : []), ...comparison.competitors];
        const ranks = (Object.keys(competitorColumns) as RankedColumn[]).filter(
          (column) => comparison.ranks[column].position !== null,
        );
        return (
          <View style={styles.section}>
            {/* The account's network's competitors only (docs/decisions/034), the network named. */}
            <Heading
              id="competitors"
              lead={`A conta e os concorrentes acompanhados no ${platformLabels[comparison.platform]}, de ${formatRangeText(data)}.`}
            />
            <Table
              head={[
                "Perfil",
                "Seguidores",
                "Crescimento",
                "Publ. por semana",
                "Engajamento",
                "Média de curtidas",
                "Média de comentários",
              ]}
              widths={[2, 1.1, 1.1, 1, 1.1, 1, 1.1]}
              rows={profiles.map((profile) => [
                `@${profile.username}${profile.kind === "own" ? " (sua conta)" : ""}${profile.collecting ? " (em coleta)" : ""}`,
                ...competitorFigureCells(profile),
              ])}
            />
            {ranks.length > 0 ? (
              <View style={{ marginTop: 6 }}>
                <Text style={{ fontWeight: 700, marginBottom: 2 }}>
                  Posição de @{comparison.own?.username ?? data.account.username}
                </Text>
                {ranks.map((column) => (
                  <Text key={column} style={styles.small}>
                    {competitorColumns[column]}: {comparison.ranks[column].position}º de {comparison.ranks[column].of}
                  </Text>
                ))}
              </View>
            ) : null}
          </View>
        );
      },
    },
    {
      id: "recommendations",
      hasData: (data) => data.recommendations.length > 0,
      render: ({ data, color }) => (
        <View style={styles.section}>
          <Heading
            id="recommendations"
            lead="O que os dados do período sugerem, pela ordem de prioridade (as dispensadas ficam de fora)."
          />
          {data.recommendations.map((item) => (
            <View key={item.id} style={[styles.row, { flexDirection: "column", paddingVertical: 6 }]} wrap={false}>
              <Text style={{ fontWeight: 700 }}>
                {printable(item.title)}
                {item.status === "done" ? " (concluída)" : ""}
              </Text>
              <Text style={[styles.small, { marginTop: 2 }]}>{printable(item.evidence)}</Text>
              <Text style={{ marginTop: 3 }}>
                <Text style={{ fontWeight: 700, color }}>O que fazer: </Text>
                {printable(item.action)}
              </Text>
            </View>
          ))}
        </View>
      ),
    },
    {
      // What the followed recommendations did (docs/decisions/050-recommendation-outcomes.md).
      id: "outcomes",
      hasData: (data) => (data.outcomes?.length ?? 0) > 0,
      render: ({ data, color }) => (
        <View style={styles.section}>
          <Heading
            id="outcomes"
            lead="Para cada recomendação marcada como feita: o número que ela mira depois, contra o que a tendência das 8 semanas anteriores previa. Uma conta não é um experimento: o efeito é associado à mudança, não causado por ela com certeza."
          />
          {data.outcomes!.map((outcome) => (
            <View key={outcome.id} style={[styles.row, { flexDirection: "column", paddingVertical: 6 }]} wrap={false}>
              <Text style={{ fontWeight: 700 }}>
                {printable(outcome.title)}: <Text style={{ color }}>{outcome.latest!.verdictLabel}</Text>
              </Text>
              <Text style={[styles.small, { marginTop: 2 }]}>
                Feita em {formatDate(outcome.doneAt)}. {printable(outcome.latest!.summary)}
              </Text>
              {outcome.change?.beforeText ? (
                <Text style={[styles.small, { marginTop: 2 }]}>
                  O que mudou nas publicações: {printable(outcome.change.beforeText)} antes
                  {outcome.change.afterText ? `; ${printable(outcome.change.afterText)} depois` : ""}.
                </Text>
              ) : null}
            </View>
          ))}
        </View>
      ),
    },
    {
      id: "indicators",
      hasData: (data) => data.indicators !== null,
      render: ({ data }) => (
        <View style={styles.section} break>
          <Heading id="indicators" lead="Calculados com as publicações recentes da conta, como no painel." />
          {INDICATOR_IDS.map((id) => {
            const result = data.indicators![id];
            const definition = INDICATOR_CATALOGUE[id];
            const value = formatIndicatorValue(id, result);
            return (
              <View key={id} style={styles.row} wrap={false}>
                <View style={{ flex: 3 }}>
                  <Text style={{ fontWeight: 700 }}>{definition.name}</Text>
                  {/* Decision 029: an indicator without meaning on the network says why, never 0. */}
                  <Text style={styles.small}>
                    {isNotApplicable(result) ? result.notApplicable.reason : explainIndicator(id, result, data.account.platform)}
                  </Text>
                </View>
                <Text style={[styles.cell, styles.right]}>
                  {value ?? ""}
                  {value && definition.unit && result.sufficient ? ` ${definition.unit}` : ""}
                </Text>
                <Text style={[styles.cell, styles.right]}>
                  {result.score === null ? "—" : `Nota ${integer.format(result.score)}`}
                </Text>
              </View>
            );
          })}
        </View>
      ),
    },
  ];
}

function formatRangeText(data: ReportData) {
  return `${formatDay(data.analytics.period.from)} a ${formatDay(data.analytics.period.to)}`;
}

function isEmptyPeriod(data: ReportData) {
  return data.analytics.followersSeries.length === 0 && data.posts.length === 0;
}

function Cover({ data, color }: SectionProps) {
  const logo = data.branding?.logo
    ? { data: data.branding.logo, format: data.branding.logoType === "image/png" ? ("png" as const) : ("jpg" as const) }
    : null;
  return (
    <View style={{ marginBottom: 28 }}>
      <View style={{ height: 6, backgroundColor: color, marginBottom: 18 }} />
      <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "center" }}>
        <View style={{ flex: 1 }}>
          <Text style={{ fontSize: 11, color: muted }}>{data.workspaceName}</Text>
          <Text style={{ fontSize: 22, fontWeight: 700, marginTop: 4 }}>
            Relatório de desempenho no {platformLabels[data.account.platform]}
          </Text>
          <Text style={{ fontSize: 14, color, fontWeight: 700, marginTop: 6 }}>{formatAccountLabel(data.account)}</Text>
          <Text style={{ marginTop: 6 }}>
            Período: {formatRangeText(data)} ({data.analytics.period.days} dias)
          </Text>
          <Text style={styles.small}>Gerado em {formatDateTime(data.generatedAt)}</Text>
        </View>
        {logo ? <Image src={logo} style={{ width: 90, height: 60, objectFit: "contain" }} /> : null}
      </View>
    </View>
  );
}

/** The note's text as the embedded font can draw it, its line breaks kept. */
export function printableNote(note: string) {
  return note
    .split("\n")
    .map((lineText) =>
      lineText
        .replace(/[^\u0020-\u024F\u2010-\u2026\t]/gu, "")
        .replace(/[ \t]+/g, " ")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The analyst's note, under the cover on the first page. */
function AnalystNote({ note, color }: { note: string; color: string }) {
  return (
    <View style={{ marginBottom: 22, padding: 12, borderLeftWidth: 3, borderLeftColor: color, backgroundColor: "#f8fafc" }}>
      <Text style={{ fontWeight: 700, marginBottom: 4 }}>Nota do analista</Text>
      <Text style={{ lineHeight: 1.4 }}>{printableNote(note)}</Text>
    </View>
  );
}

/** The whole report: the cover, the analyst's note, then every chosen section that has data. */
export function ReportDocument({ data, thumbnails = new Map() }: { data: ReportData; thumbnails?: Map<string, Buffer> }) {
  const color = data.branding?.color ?? defaultReportColor;
  const props = { data, color };
  const empty = isEmptyPeriod(data);
  const sections = reportSections(thumbnails).filter(
    (section) => sectionChosen(section.id, data.sections) && (empty ? section.id === "summary" : section.hasData(data)),
  );
  return (
    <Document
      title={`Relatório ${formatAccountLabel(data.account)} ${formatRangeText(data)}`}
      author={data.workspaceName}
      creator="Inteligram"
      language="pt-BR"
    >
      <Page size="A4" style={styles.page}>
        <Cover {...props} />
        {data.note ? <AnalystNote note={data.note} color={color} /> : null}
        {empty ? (
          <View style={[styles.section, { padding: 12, borderWidth: 1, borderColor: line }]}>
            <Text style={{ fontWeight: 700 }}>Sem dados neste período</Text>
            <Text style={styles.small}>
              Não há coletas nem publicações da conta entre {formatRangeText(data)}. Escolha outro período ou aguarde a próxima
              coleta.
            </Text>
          </View>
        ) : null}
        {sections.map((section) => (
          <View key={section.id}>{section.render(props)}</View>
        ))}
        <View style={styles.footer} fixed>
          <Text>
            {data.branding ? data.workspaceName : "Inteligram"} · {formatAccountLabel(data.account)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
