import { z } from "zod";
import { ptBrNumberFormat } from "../format/pt-br-number";

// docs/product/features.md "Alerts": rules per member, created with these defaults; in-app always, e-mail
// (at most one digest per member per hour) when the member keeps it on.

export const alertKinds = [
  "followers_drop",
  "engagement_drop",
  "viral_post",
  "competitor_overtake",
  "reconnect_needed",
  "collection_failed",
  "unanswered_questions",
  "reach_drop",
  "recommendation_outcome",
] as const;
export type AlertKind = (typeof alertKinds)[number];

type KindDefinition = {
  label: string;
  /** What the threshold means, null when the rule has none. */
  threshold: { default: number; min: number; max: number; unit: string; label: string } | null;
  description: (threshold: number | null) => string;
};

const decimal = ptBrNumberFormat({ maximumFractionDigits: 1 });

export const alertKindDefinitions: Readonly<Record<AlertKind, KindDefinition>> = {
  followers_drop: {
    label: "Queda de seguidores",
    threshold: { default: 2, min: 0.5, max: 50, unit: "%", label: "Queda mínima em um dia (%)" },
    description: (t) => `Os seguidores caíram ${decimal.format(t!)}% ou mais de um dia para o outro.`,
  },
  engagement_drop: {
    label: "Queda de engajamento",
    threshold: { default: 30, min: 5, max: 90, unit: "%", label: "Abaixo da média de 30 dias (%)" },
    description: (t) =>
      `A taxa de engajamento dos últimos 7 dias ficou ${decimal.format(t!)}% ou mais abaixo da média de 30 dias.`,
  },
  viral_post: {
    label: "Publicação em destaque",
    threshold: { default: 3, min: 1.5, max: 20, unit: "x", label: "Vezes a mediana de engajamento" },
    description: (t) => `Uma publicação recente teve ${decimal.format(t!)}x ou mais a mediana de engajamento.`,
  },
  competitor_overtake: {
    label: "Concorrente ultrapassou você",
    threshold: null,
    description: () =>
      "Um concorrente passou à sua frente em seguidores ou em taxa de engajamento (vale quando houver concorrentes acompanhados).",
  },
  reconnect_needed: {
    label: "Reconexão necessária",
    threshold: null,
    description: () => "A conexão com o Instagram expirou e a conta precisa ser reconectada.",
  },
  collection_failed: {
    label: "Coleta com falha",
    threshold: { default: 2, min: 2, max: 10, unit: "", label: "Falhas seguidas" },
    description: (t) => `A coleta de dados falhou ${decimal.format(t!)} vezes seguidas.`,
  },
  // docs/product/features.md "Comments and search": no reply from the account within 24 hours.
  unanswered_questions: {
    label: "Perguntas sem resposta",
    threshold: { default: 3, min: 1, max: 100, unit: "", label: "Perguntas sem resposta há mais de 24 h" },
    description: (t) =>
      t === 1
        ? "Uma pergunta nos comentários dos últimos 30 dias ficou sem resposta da conta por mais de 24 horas."
        : `${decimal.format(t!)} ou mais perguntas nos comentários dos últimos 30 dias estão sem resposta da conta há mais de 24 horas.`,
  },
  // The owner's insights (docs/decisions/044-owner-insights-in-periods.md): accounts connected
  // through the network's login only; the days of the last 48 hours are left out (still settling).
  reach_drop: {
    label: "Queda de alcance",
    threshold: { default: 30, min: 5, max: 90, unit: "%", label: "Queda em 7 dias (%)" },
    description: (t) =>
      `O alcance da conta em 7 dias ficou ${decimal.format(t!)}% ou mais abaixo do alcance dos 7 dias anteriores (contas conectadas pelo login da rede).`,
  },
  // Raised by the outcomes job, not by a collection (docs/decisions/050-recommendation-outcomes.md).
  recommendation_outcome: {
    label: "Resultado de recomendação",
    threshold: null,
    description: () => "O resultado de uma recomendação marcada como feita ficou pronto (14 e 30 dias depois).",
  },
};

export const alertRuleMessages = {
  thresholdType: "O limite deve ser um número.",
  thresholdRange: (min: number, max: number) => `O limite deve estar entre ${decimal.format(min)} e ${decimal.format(max)}.`,
  noThreshold: "Este alerta não tem limite para ajustar.",
  emailType: "Informe se o alerta deve ser enviado por e-mail (sim ou não).",
  enabledType: "Informe se o alerta está ligado (sim ou não).",
} as const;

/** PATCH /api/alerts/rules/{id}: what a member may change; the threshold is checked per kind. */
export const alertRuleUpdateSchema = z.object({
  threshold: z.number({ error: alertRuleMessages.thresholdType }).nullable().optional(),
  email: z.boolean({ error: alertRuleMessages.emailType }).optional(),
  enabled: z.boolean({ error: alertRuleMessages.enabledType }).optional(),
  /** The account the rule watches; null for every account of the workspace. */
  accountId: z.uuid({ error: "Identificador de conta inválido." }).nullable().optional(),
});
export type AlertRuleUpdate = z.infer<typeof alertRuleUpdateSchema>;

/** The threshold's pt-BR problem for this kind, or null when it is acceptable. */
export function checkThreshold(kind: AlertKind, threshold: number | null | undefined): string | null {
  const definition = alertKindDefinitions[kind].threshold;
  if (threshold === undefined) return null;
  if (!definition) return threshold === null ? null : alertRuleMessages.noThreshold;
  if (threshold === null || !Number.isFinite(threshold)) return alertRuleMessages.thresholdType;
  if (threshold < definition.min || threshold > definition.max)
    return alertRuleMessages.thresholdRange(definition.min, definition.max);
  return null;
}

/** The rules a member gets on connect. */
export function defaultAlertRules() {
  return alertKinds.map((kind) => ({
    kind,
    threshold: alertKindDefinitions[kind].threshold?.default ?? null,
    email: true,
    enabled: true,
  }));
}

export const alertRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(alertKinds),
  label: z.string(),
  description: z.string(),
  threshold: z.number().nullable(),
  thresholdRange: z.object({ min: z.number(), max: z.number(), unit: z.string(), label: z.string() }).nullable(),
  email: z.boolean(),
  enabled: z.boolean(),
  accountId: z.string().nullable(),
});
export type AlertRuleView = z.infer<typeof alertRuleSchema>;

export const alertSchema = z.object({
  id: z.string(),
  kind: z.enum(alertKinds),
  title: z.string(),
  body: z.string(),
  accountId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AlertView = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ alerts: z.array(alertSchema), unread: z.number().int() });
export { alertUnreadSchema } from "./alert-unread";
export const alertRuleListSchema = z.object({ rules: z.array(alertRuleSchema) });

export function isAlertKind(value: string): value is AlertKind {
  return (alertKinds as readonly string[]).includes(value);
}
