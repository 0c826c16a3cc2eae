import type { PeriodPreset } from "../analytics/period";
import { formatAverage, formatCount as formatFullCount } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { roundHalfUp } from "../format/round-half-up";
import type { PostType } from "../social/profile-data";
import type { DurationFormat, FormatKey, UNKNOWN_DURATION } from "../social/formats";
import { ptBrNumberFormat } from "../format/pt-br-number";

// Evidence numbers: rates as the dashboard writes them (formatPercent, 2 decimals), counts in
// full so a reader can check them against the posts (decision 024: compact numbers only where
// space is short), averages by formatAverage's rule, changes with one decimal and a sign.

const oneDecimal = ptBrNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatRate = (rate: number) => formatPercent(rate);
export const formatCount = (count: number) => formatFullCount(count);
export { formatAverage };
/** "2,3x". */
export const formatRatio = (ratio: number) => `${oneDecimal.format(roundHalfUp(ratio, 1))}x`;
export const formatDecimal = (value: number) => oneDecimal.format(roundHalfUp(value, 1));
export const formatHour = (hour: number) => `${hour}h`;

export const weekdayNames = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;
function weekdayPluralName(weekday: number) {
  const name = weekdayNames[weekday]!;
  return name.includes("-") ? name.replace("-feira", "s-feiras") : `${name}s`;
}
const isMasculine = (weekday: number) => weekday === 0 || weekday === 6;

/** "aos domingos", "às segundas-feiras": when ("publique mais às quartas-feiras"). */
export function weekdayPlural(weekday: number) {
  return `${isMasculine(weekday) ? "aos" : "às"} ${weekdayPluralName(weekday)}`;
}

/** "os domingos", "as segundas-feiras": the days themselves, the object of a verb ("reserve as quartas-feiras"). */
export function weekdayPluralObject(weekday: number) {
  return `${isMasculine(weekday) ? "os" : "as"} ${weekdayPluralName(weekday)}`;
}

/** Formats in the plural with their article: "os Reels", "as fotos". */
export const formatPlural: Readonly<Record<PostType, { name: string; article: "os" | "as" }>> = {
  image: { name: "fotos", article: "as" },
  sidecar: { name: "carrosséis", article: "os" },
  video: { name: "vídeos", article: "os" },
  clips: { name: "Reels", article: "os" },
};
/** TikTok's formats are durations (decision 029; @core/social/formats): "os vídeos de até 15 s". */
export const durationPlural: Readonly<Record<DurationFormat | typeof UNKNOWN_DURATION, { name: string; article: "os" }>> = {
  up_to_15s: { name: "vídeos de até 15 s", article: "os" },
  "16_to_60s": { name: "vídeos de 16 a 60 s", article: "os" },
  over_60s: { name: "vídeos de mais de 60 s", article: "os" },
  duration_unknown: { name: "vídeos sem duração informada", article: "os" },
};

/** A format (post type or duration) in the plural with its article. */
export const formatKeyPlural = (format: FormatKey) =>
  format in durationPlural ? durationPlural[format as DurationFormat] : formatPlural[format as PostType];

/** "Suas fotos", "Seus Reels": the possessive agrees with the format's gender, as its article does. */
export function yourFormats(format: FormatKey) {
  const { name, article } = formatKeyPlural(format);
  return `${article === "as" ? "Suas" : "Seus"} ${name}`;
}

/** "das fotos", "dos Reels". */
export const ofFormat = (type: PostType) => `d${formatPlural[type].article} ${formatPlural[type].name}`;

/** "nos últimos 30 dias", "neste mês". */
export function periodPhrase(preset: PeriodPreset, days: number): string {
  switch (preset) {
    case "this_month":
      return "neste mês";
    case "last_month":
      return "no mês passado";
    // No parentheses: evidence often follows the phrase with its figures in parentheses.
    case "custom":
      return `nos ${days} dias do período escolhido`;
    default:
      return `nos últimos ${days} dias`;
  }
}

export const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;
