import { formatPercent } from "../format/format-percent";
import { ptBrNumberFormat } from "../format/pt-br-number";
import { weekdayNames } from "../recommendations/evidence-format";
import type { OutcomeResult, OutcomeVerdict, UnknownReason } from "./outcome-method";
import type { ChangeKind, OutcomeFigure } from "./outcome-targets";

// The words an outcome is shown with (screens, PDF, alerts, /api/v1). One account is not an
// experiment (docs/decisions/050-recommendation-outcomes.md): "associado a", never "causado por".

export const verdictLabels: Readonly<Record<OutcomeVerdict, string>> = {
  worked: "Funcionou",
  no_clear_effect: "Sem efeito claro",
  worse: "Piorou",
  unknown: "Ainda não dá para saber",
};

export const unknownReasonTexts: Readonly<Record<UnknownReason, string>> = {
  few_posts: "Poucas publicações depois da mudança para medir o efeito.",
  short_history: "Menos de 4 semanas com dados nas 8 semanas anteriores: não há tendência para comparar.",
  change_not_made: "As publicações não mostram a mudança recomendada.",
  disconnected: "A conta foi desconectada antes do resultado.",
};

export const figureLabels: Readonly<Record<OutcomeFigure, string>> = {
  engagement_rate: "Engajamento por seguidor",
  engagement_per_reach: "Engajamento por alcance",
  follower_growth: "Crescimento de seguidores por semana",
};

const decimal = ptBrNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The change's measure as people read it ("32% das publicações em Reels"). */
export function describeChange(kind: ChangeKind, target: string | null, value: number): string {
  switch (kind) {
    case "reels_share":
      return `${formatPercent(value, { decimals: 0 })} das publicações em vídeo ou Reels`;
    case "format_share":
      return `${formatPercent(value, { decimals: 0 })} das publicações no formato ${formatName(target)}`;
    case "weekday_share":
      return `${formatPercent(value, { decimals: 0 })} das publicações ${target === null ? "no dia sugerido" : `em ${weekdayNames[Number(target)] ?? "dia sugerido"}`}`;
    case "hour_share":
      return `${formatPercent(value, { decimals: 0 })} das publicações ${target === null ? "no horário sugerido" : `perto das ${target}h`}`;
    case "posts_per_week":
      return `${decimal.format(value)} publicações por semana`;
    case "hashtags_per_post":
      return `${decimal.format(value)} hashtags por publicação`;
  }
}

const formatNames: Record<string, string> = { image: "foto", sidecar: "carrossel", video: "vídeo", clips: "Reels" };
const formatName = (target: string | null) => (target && formatNames[target]) ?? "sugerido";

/** A figure's value: every figure is a percentage. */
export const formatFigure = (value: number) => formatPercent(value);

/** An effect in percentage points, signed. */
export function formatEffect(value: number): string {
  return formatPercent(value, { signed: true }).replace("%", " p.p.");
}

export function formatInterval(interval: { low: number; high: number }): string {
  return `de ${formatEffect(interval.low)} a ${formatEffect(interval.high)}`;
}

/**
 * One sentence for a measured outcome: the figure after, the trend's prediction, the effect and
 * its interval, worded as an association.
 */
export function summarizeOutcome(result: OutcomeResult, figure: OutcomeFigure): string {
  if (result.verdict === "unknown") return unknownReasonTexts[result.reason ?? "few_posts"];
  const label = figureLabels[figure].toLowerCase();
  const relative =
    result.relativeEffect === null ? "" : ` (${formatPercent(result.relativeEffect, { decimals: 0, signed: true })})`;
  const where =
    result.verdict === "worked"
      ? "acima da tendência"
      : result.verdict === "worse"
        ? "abaixo da tendência"
        : "dentro do que a tendência já previa";
  return (
    `Nos ${result.horizon} dias depois: ${label} de ${formatFigure(result.after!)}, ` +
    `contra ${formatFigure(result.predicted!)} previstos pela tendência das 8 semanas anteriores. ` +
    `Efeito associado à mudança: ${formatEffect(result.effect!)}${relative}, ${where} ` +
    `(intervalo de 90%: ${formatInterval(result.interval!)}).`
  );
}

/** Shown under a recommendation from this many measured outcomes of its rule on. */
export const learningMinimumOutcomes = 30;

/** "funcionou para 64% das contas que seguiram", from 30 outcomes on; null below. */
export function describeLearning(counts: { worked: number; total: number }): string | null {
  if (counts.total < learningMinimumOutcomes) return null;
  return `funcionou para ${formatPercent((counts.worked / counts.total) * 100, { decimals: 0 })} das contas que seguiram`;
}
