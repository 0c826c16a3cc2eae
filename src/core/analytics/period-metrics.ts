import { perFollowerRateLabel } from "../social/engagement";
import { formatPointsDifference, presentChange } from "./change";
import type { Platform } from "../social/platform-names";

// Zod-free, so that the pages can name a period's figures without loading zod
// (analytics-responses.ts re-exports them beside the schemas; decision 032).

/** The period's figures of every account (the Instagram list; kept in this order on every surface). */
export const periodMetricKeys = [
  "followers",
  "followerGrowth",
  "posts",
  "engagementRate",
  "likes",
  "comments",
  "views",
  "reach",
  "accountsEngaged",
  "totalInteractions",
] as const;
/** TikTok's own figures (decision 029): the shares, and the engagement per view beside the one per follower. */
export const tiktokPeriodMetricKeys = ["engagementRatePerView", "shares"] as const;
export type PeriodMetricKey = (typeof periodMetricKeys)[number] | (typeof tiktokPeriodMetricKeys)[number];

/**
 * The figures a network's period shows, in order. TikTok has no Instagram Login insights (reach,
 * accounts engaged, total interactions of the account's days); it has shares and both rates.
 */
export function periodMetricKeysFor(platform: Platform | undefined): readonly PeriodMetricKey[] {
  if (platform !== "tiktok") return periodMetricKeys;
  return [
    "followers",
    "followerGrowth",
    "posts",
    "engagementRate",
    "engagementRatePerView",
    "likes",
    "comments",
    "shares",
    "views",
  ];
}

/** A figure's name on a network: on TikTok the rate per follower is named beside the one per view. */
export function periodMetricLabelFor(key: PeriodMetricKey, platform: Platform | undefined): string {
  if (key === "engagementRate") return perFollowerRateLabel(platform ?? "instagram");
  return periodMetricLabels[key];
}

/** The figures that are rates (in %): their difference is in percentage points. */
export function isRateMetric(key: PeriodMetricKey): boolean {
  return key === "engagementRate" || key === "engagementRatePerView";
}

/**
 * A period figure's change as every surface shows it (docs/decisions/035-change-across-zero.md):
 * its percent, or without one its difference, a rate's in percentage points and a count by the
 * surface's `formatCount` (signed: compact on the dashboard, in full in the PDF).
 */
export function presentMetricChange(
  key: PeriodMetricKey,
  metric: { change: number | null; difference?: number | null },
  formatCount: (count: number) => string,
) {
  // `difference` is absent from answers made before decision 035: no difference, as before.
  return presentChange(
    { relative: metric.change, difference: metric.difference ?? null },
    isRateMetric(key) ? formatPointsDifference : formatCount,
  );
}

export const periodMetricLabels: Readonly<Record<PeriodMetricKey, string>> = {
  followers: "Seguidores",
  followerGrowth: "Novos seguidores",
  posts: "Publicações",
  engagementRate: "Taxa de engajamento",
  likes: "Curtidas",
  comments: "Comentários",
  views: "Visualizações de vídeos",
  reach: "Alcance",
  accountsEngaged: "Contas engajadas",
  totalInteractions: "Interações totais",
  engagementRatePerView: "Engajamento por visualização",
  shares: "Compartilhamentos",
};
