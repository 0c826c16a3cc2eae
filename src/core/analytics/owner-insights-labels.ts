import { formatPercent } from "../format/format-percent";
import { ptBrNumberFormat } from "../format/pt-br-number";
import type { Platform } from "../social/platforms";

/*
 * Zod-free: the owner's insights' names and how their values are written, one definition for
 * every surface that shows them (the dashboard's cards, "Público" and "Stories", the PDF's pages
 * and the Excel sheets; docs/decisions/044-owner-insights-in-periods.md). A missing figure is
 * written by src/core/social/insight-gaps.ts, never as a 0.
 */

/** The period's insight figures (GET /api/analytics's `insights`), by their key in the answer. */
export const periodInsightLabels = {
  reach: "Alcance",
  views: "Visualizações",
  accountsEngaged: "Contas engajadas",
  totalInteractions: "Interações totais",
  profileLinksTaps: "Toques nos links",
  follows: "Seguidores ganhos",
  unfollows: "Deixaram de seguir",
  saves: "Salvamentos",
  shares: "Compartilhamentos",
  profileVisits: "Visitas ao perfil",
  engagementRatePerReach: "Engajamento por alcance",
  reelsAverageWatchTimeSeconds: "Tempo médio dos Reels",
} as const;
export type PeriodInsightKey = keyof typeof periodInsightLabels;

/**
 * The figures the dashboard, the PDF and the Excel show of a period, in this order: the account's
 * reach and views, what its posts were saved and shared, the visits and taps they brought, the
 * rate per reach (shown beside the one per follower) and how long the Reels were watched.
 */
export const shownPeriodInsightKeys = [
  "reach",
  "views",
  "saves",
  "shares",
  "profileVisits",
  "profileLinksTaps",
  "engagementRatePerReach",
  "reelsAverageWatchTimeSeconds",
] as const satisfies readonly PeriodInsightKey[];

/** The per-follower rate's name beside the per-reach one (docs/decisions/040-owner-insights.md). */
export const perFollowerBesidePerReachLabel = "Engajamento por seguidor";

/** What each period figure counts, in a sentence (a card's note, the PDF's and the sheet's legend). */
export const periodInsightDescriptions: Readonly<Record<(typeof shownPeriodInsightKeys)[number], string>> = {
  reach: "Contas que viram algum conteúdo da conta, somadas dia a dia.",
  views: "Vezes que o conteúdo da conta foi exibido ou reproduzido.",
  saves: "Salvamentos das publicações do período.",
  shares: "Compartilhamentos das publicações do período.",
  profileVisits: "Visitas ao perfil vindas das publicações do período.",
  profileLinksTaps: "Toques nos links e botões de contato do perfil.",
  engagementRatePerReach: "Curtidas + comentários ÷ alcance das mesmas publicações.",
  reelsAverageWatchTimeSeconds: "Tempo médio de cada visualização dos Reels, ponderado pelas visualizações.",
};

const oneDecimal = ptBrNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Seconds of watch time: "12,3 s"; from a minute on, "1 min 05 s". */
export function formatWatchTime(seconds: number): string {
  if (seconds < 60) return `${oneDecimal.format(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/**
 * A period insight's value as a surface writes it: the rate in percent, the watch time in
 * seconds, a count by the surface's own `formatCount` (compact on the dashboard, in full in the
 * PDF and the sheets).
 */
export function formatInsightValue(key: PeriodInsightKey, value: number, formatCount: (count: number) => string): string {
  if (key === "engagementRatePerReach") return formatPercent(value);
  if (key === "reelsAverageWatchTimeSeconds") return formatWatchTime(value);
  return formatCount(value);
}

/** A rate changes in percentage points, a watch time in seconds, the rest in counts. */
export function formatInsightDifference(
  key: PeriodInsightKey,
  difference: number,
  formatCount: (count: number) => string,
): string {
  const sign = difference > 0 ? "+" : difference < 0 ? "-" : "";
  if (key === "engagementRatePerReach") return formatPercent(difference, { signed: true }).replace(/%$/, " p.p.");
  if (key === "reelsAverageWatchTimeSeconds") return `${sign}${formatWatchTime(Math.abs(difference))}`;
  return `${sign}${formatCount(Math.abs(difference))}`;
}

/** The Stories' totals (GET /api/analytics/stories), by their key in the answer. */
export const storyTotalLabels = {
  stories: "Stories publicados",
  reach: "Alcance",
  views: "Visualizações",
  replies: "Respostas",
  shares: "Compartilhamentos",
  tapsForward: "Toques para avançar",
  tapsBack: "Toques para voltar",
  exits: "Saídas",
} as const;
export type StoryTotalKey = keyof typeof storyTotalLabels;
export const storyTotalKeys = Object.keys(storyTotalLabels) as StoryTotalKey[];

/** A story without its figures because it was never seen while live (decision 044: shown as missed, never invented). */
export const missedStoryText = "Não capturado no ar: só chegaram os números finais enviados pela rede.";
export const missedStoryLabel = "Perdido";

/** The audience's breakdowns ("Público"). */
export const audienceBreakdownLabels = { age: "Idade", gender: "Gênero", city: "Cidades", country: "Países" } as const;
export type AudienceBreakdownKey = keyof typeof audienceBreakdownLabels;

const genderNames: Readonly<Record<string, string>> = { F: "Mulheres", M: "Homens", U: "Não informado" };

/** Instagram's gender keys in words ("F" → "Mulheres"). */
export function genderName(key: string): string {
  return genderNames[key] ?? key;
}

let regionNames: Intl.DisplayNames | null | undefined;

/** A country code in Portuguese ("BR" → "Brasil"); the code itself where the runtime has no names. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["pt-BR"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A slice of a breakdown in words: a gender's or a country's name, an age band or a city as given. */
export function audienceSliceName(breakdown: AudienceBreakdownKey, key: string): string {
  if (breakdown === "gender") return genderName(key);
  if (breakdown === "country") return countryName(key);
  return key;
}

/** A share of a breakdown, 0 to 1, as a percent with one decimal: "34,5%". */
export function formatShare(share: number): string {
  return formatPercent(share * 100, { decimals: 1 });
}

/**
 * What only the owner's connection shows, on the compared network (docs/decisions/040-owner-insights.md):
 * competitors keep the public figures, and the comparison says which ones it cannot have. TikTok's
 * shares are public (they count among its interactions, decision 029); Instagram's are not.
 */
export function privateFiguresSentence(platform: Platform): string {
  const figures =
    platform === "tiktok"
      ? "alcance, visualizações do perfil, tempo assistido e público"
      : "alcance, visualizações da conta, salvamentos, compartilhamentos, visitas ao perfil, público e Stories";
  return `A comparação usa só dados públicos: ${figures} são dados privados, que só o dono de cada conta vê (os da sua conta estão no dashboard).`;
}
