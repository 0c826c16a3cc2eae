import type { PeriodPreset } from "../analytics/period";
import { formatCompactNumber } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { roundHalfUp } from "../format/round-half-up";
import type { PostType } from "../instagram/profile-data";

// Evidence numbers are written the way the dashboard writes them: rates with formatPercent
// (2 decimals), counts with formatCompactNumber, changes with one decimal and a sign.

const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatRate = (rate: number) => formatPercent(rate);
export const formatCount = (count: number) => formatCompactNumber(count);
/** "2,3x". */
export const formatRatio = (ratio: number) => `${oneDecimal.format(roundHalfUp(ratio, 1))}x`;
export const formatDecimal = (value: number) => oneDecimal.format(roundHalfUp(value, 1));
export const formatHour = (hour: number) => `${hour}h`;

export const weekdayNames = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"] as const;
/** "aos domingos", "às segundas-feiras". */
export function weekdayPlural(weekday: number) {
  const name = weekdayNames[weekday]!;
  const plural = name.includes("-") ? name.replace("-feira", "s-feiras") : `${name}s`;
  return weekday === 0 || weekday === 6 ? `aos ${plural}` : `às ${plural}`;
}

/** Formats in the plural with their article: "os Reels", "as fotos". */
export const formatPlural: Readonly<Record<PostType, { name: string; article: "os" | "as" }>> = {
  image: { name: "fotos", article: "as" },
  sidecar: { name: "carrosséis", article: "os" },
  video: { name: "vídeos", article: "os" },
  clips: { name: "Reels", article: "os" },
};
/** "das fotos", "dos Reels". */
export const ofFormat = (type: PostType) => `d${formatPlural[type].article} ${formatPlural[type].name}`;

/** "nos últimos 30 dias", "neste mês". */
export function periodPhrase(preset: PeriodPreset, days: number): string {
  switch (preset) {
    case "this_month":
      return "neste mês";
    case "last_month":
      return "no mês passado";
    case "custom":
      return `no período escolhido (${days} dias)`;
    default:
      return `nos últimos ${days} dias`;
  }
}

export const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;
