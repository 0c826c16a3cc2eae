// Response time (docs/decisions/048-replies.md): the median time from a question to the
// account's first answer. The one definition the dashboard, the reports and the inbox read.
import { roundHalfUp } from "../format/round-half-up";

/** A question of the period and the account's first answer to it (null: none yet). */
export type AnsweredQuestion = { askedAt: Date; firstAnswerAt: Date | null };

/** The period's response time: the median in whole minutes over its answered questions (null: none). */
export type ResponseTime = { medianMinutes: number | null; answered: number };

/**
 * The median time to first answer, in whole minutes (rounded half up), of the questions that
 * have one. A question asked in the period counts with its answer whenever it came; one still
 * without an answer, or only marked handled, does not count (it has no time to first answer).
 * An answer stamped before its question (clocks of two sources) counts as 0.
 */
export function responseTimeOf(questions: readonly AnsweredQuestion[]): ResponseTime {
  const durations = questions
    .filter((question): question is { askedAt: Date; firstAnswerAt: Date } => question.firstAnswerAt !== null)
    .map((question) => Math.max(0, question.firstAnswerAt.getTime() - question.askedAt.getTime()))
    .sort((a, b) => a - b);
  return { medianMinutes: medianMinutesOf(durations), answered: durations.length };
}

/** The median of ascending durations in milliseconds, in whole minutes; null for none. */
export function medianMinutesOf(sortedMs: readonly number[]): number | null {
  const count = sortedMs.length;
  if (count === 0) return null;
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sortedMs[middle]! : (sortedMs[middle - 1]! + sortedMs[middle]!) / 2;
  return roundHalfUp(median / 60_000);
}

/** "3 h 12 min", "45 min", "2 d 5 h", "menos de 1 min": how long an answer took. */
export function formatResponseTime(minutes: number): string {
  if (minutes < 1) return "menos de 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${days} d` : `${days} d ${restHours} h`;
}

/**
 * How the period compares with the one before, in words: "mais rápido que no período anterior
 * (5 h 40 min)", "mais lento …", "igual …", or null without a figure on either side.
 */
export function describeResponseTimeChange(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null) return null;
  const before = formatResponseTime(previous);
  if (current === previous) return `Igual ao período anterior (${before})`;
  return current < previous
    ? `Mais rápido que no período anterior (${before})`
    : `Mais lento que no período anterior (${before})`;
}

/**
 * The response time in one sentence (the PDF report): "Tempo de resposta: 3 h 12 min. Mais rápido
 * que no período anterior (5 h 40 min)." or "Tempo de resposta: nenhuma resposta no período."
 */
export function describeResponseTime(current: number | null, previous: number | null): string {
  const figure = current === null ? "nenhuma resposta no período" : formatResponseTime(current);
  const change = describeResponseTimeChange(current, previous);
  return `Tempo de resposta: ${figure}.${change ? ` ${change}.` : ""}`;
}
