import { addDaysTo, saoPauloDay } from "../analytics/period";
import { getPlan, listPlans, type PlanId } from "../plans/catalogue";
import { lastCompletePeriod, type ScheduledPeriod } from "../reports/report-schedule";
import { PLATFORMS, type Platform } from "../social/platform-names";

// Clients (docs/decisions/045-clients-and-report-links.md):
// the rules the server enforces and the pages show. Zod-free, so a page's first chunk can use it.

export const clientNameMaxLength = 80;

/**
 * How many clients a plan holds: as many as the accounts it may connect on every network, so a
 * client without an account of its own is never the reason to pay more.
 */
export function clientLimitOf(planId: PlanId): number {
  return getPlan(planId).limits.accountsPerNetwork * PLATFORMS.length;
}

/** "Seu plano Inteligram Start permite até 2 clientes. Faça upgrade para o Inteligram Go para ter até 6." */
export function describeClientLimit(planId: PlanId): string {
  const allowed = clientLimitOf(planId);
  const sentence = `Seu plano ${getPlan(planId).name} permite ${allowed === 1 ? "1 cliente" : `até ${allowed} clientes`}.`;
  const upgrade = [...listPlans()]
    .sort((a, b) => a.monthlyPriceCentavos - b.monthlyPriceCentavos)
    .find((plan) => clientLimitOf(plan.id) > allowed);
  return upgrade ? `${sentence} Faça upgrade para o ${upgrade.name} para ter até ${clientLimitOf(upgrade.id)}.` : sentence;
}

/**
 * Whether the workspace shows the word "Clientes": once it has a client, or when one of its
 * networks has more than one account (more than one brand). A workspace with one brand never
 * sees it (everything is that brand).
 */
export function usesClients(clientCount: number, accounts: readonly { platform: Platform }[]): boolean {
  if (clientCount > 0) return true;
  return PLATFORMS.some((platform) => accounts.filter((account) => account.platform === platform).length > 1);
}

export const clientCadences = ["weekly", "monthly"] as const;
export type ClientCadence = (typeof clientCadences)[number];

export const clientCadenceLabels: Readonly<Record<ClientCadence, string>> = { weekly: "Semanal", monthly: "Mensal" };

export const weekdayLabels = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

/** The last day of the month a monthly schedule may send on: every month has it. */
export const lastScheduleMonthDay = 28;

/** The cadences a plan may schedule per client: monthly everywhere, weekly from the plan whose e-mail report is weekly. */
export function clientCadencesOf(planId: PlanId): readonly ClientCadence[] {
  return getPlan(planId).limits.emailReport === "monthly" ? ["monthly"] : clientCadences;
}

export type ClientSchedule = { cadence: ClientCadence; weekday: number | null; monthDay: number | null };

/** "Toda quarta-feira" or "Todo dia 5": the schedule in a sentence. */
export function describeClientSchedule(schedule: ClientSchedule): string {
  if (schedule.cadence === "weekly") {
    const day = weekdayLabels[schedule.weekday ?? 1];
    return `${schedule.weekday === 0 || schedule.weekday === 6 ? "Todo" : "Toda"} ${day}`;
  }
  return `Todo dia ${schedule.monthDay ?? 1}`;
}

/**
 * The period a client's schedule sends on `now`'s São Paulo day, or null when it sends nothing
 * that day. The period that fits the cadence: the last whole week (Monday to Sunday) or the last
 * calendar month before the day (lastCompletePeriod, as the workspace's e-mail and "Enviar agora").
 */
export function dueClientPeriod(schedule: ClientSchedule, now: Date): ScheduledPeriod | null {
  const today = saoPauloDay(now);
  const sends =
    schedule.cadence === "weekly"
      ? new Date(`${today}T12:00:00Z`).getUTCDay() === schedule.weekday
      : Number(today.slice(8, 10)) === schedule.monthDay;
  return sends ? lastCompletePeriod(schedule.cadence, now) : null;
}

/** The next São Paulo day, from `now`'s on, the schedule sends on. */
export function nextClientSendDay(schedule: ClientSchedule, now: Date): string {
  let day = saoPauloDay(now);
  for (let step = 0; step < 62; step++, day = addDaysTo(day, 1)) {
    if (dueClientPeriod(schedule, new Date(`${day}T15:00:00Z`))) return day;
  }
  return day;
}

// A report link (/r/<token>): valid 30 days unless another validity is chosen.
export const reportLinkDefaultDays = 30;
export const reportLinkMaxDays = 90;

export const clientMessages = {
  notFound: "Cliente não encontrado.",
  nameRequired: "Dê um nome ao cliente.",
  nameTooLong: `O nome do cliente pode ter no máximo ${clientNameMaxLength} caracteres.`,
  nameTaken: "Já existe um cliente com este nome.",
  foreignAccount: "Escolha apenas contas conectadas a este espaço de trabalho.",
  foreignCompetitor: "Escolha apenas concorrentes acompanhados neste espaço de trabalho.",
  accountOfAnotherClient: (label: string, client: string) => `A conta ${label} já pertence ao cliente ${client}.`,
  weeklyLocked: "Relatórios semanais por cliente estão disponíveis a partir do plano Inteligram Go.",
  weekdayRequired: "Escolha o dia da semana do envio.",
  monthDayRequired: `Escolha um dia do mês entre 1 e ${lastScheduleMonthDay}.`,
  linkDays: `Escolha uma validade entre 1 e ${reportLinkMaxDays} dias.`,
  linkNotFound: "Link não encontrado.",
  noAccounts: "Este cliente não tem contas: escolha ao menos uma antes de enviar ou criar um link.",
  nothingToSend: "Nenhum destinatário para este cliente: adicione um e-mail antes de enviar.",
} as const;
