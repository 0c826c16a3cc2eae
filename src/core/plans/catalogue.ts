// The one plan catalogue (docs/product/plans-and-limits.md): every price, limit and feature text of the
// landing page, /plans, onboarding, billing and the server's limit checks comes from here.

export const planIds = ["basic", "advanced", "sparks_pro"] as const;
export type PlanId = (typeof planIds)[number];

// Ordered from the least to the most frequent.
export const reportFrequencies = ["monthly", "weekly", "daily"] as const;
export type ReportFrequency = (typeof reportFrequencies)[number];

// Ordered from the basic to the most complete.
export const supportLevels = ["email", "priority", "always_on"] as const;
export type SupportLevel = (typeof supportLevels)[number];

// What a plan includes beyond its numeric limits (docs/product/plans-and-limits.md, "Features per plan").
export const planCapabilities = [
  "profile_analysis",
  "engagement_metrics",
  "competitor_analysis",
  "trend_insights",
  "ai_content_analysis",
  "improvement_suggestions",
  "early_access",
  "personal_consulting",
] as const;
export type PlanCapability = (typeof planCapabilities)[number];

export const planCapabilityLabels: Readonly<Record<PlanCapability, string>> = {
  profile_analysis: "Análise básica de perfil",
  engagement_metrics: "Métricas de engajamento",
  competitor_analysis: "Análise de concorrentes",
  trend_insights: "Insights de tendências",
  ai_content_analysis: "Análise de conteúdo com IA",
  improvement_suggestions: "Sugestões de melhoria",
  early_access: "Acesso antecipado a novidades",
  personal_consulting: "Consultoria personalizada",
};

export const reportFrequencyLabels: Readonly<Record<ReportFrequency, string>> = {
  monthly: "Mensal",
  weekly: "Semanal",
  daily: "Diário",
};

export const reportFeatureLabels: Readonly<Record<ReportFrequency, string>> = {
  monthly: "Relatório mensal por e-mail",
  weekly: "Relatórios semanais por e-mail",
  daily: "Relatórios diários por e-mail",
};

export const supportLevelLabels: Readonly<Record<SupportLevel, string>> = {
  email: "Por e-mail",
  priority: "Prioritário",
  always_on: "24/7",
};

export const supportFeatureLabels: Readonly<Record<SupportLevel, string>> = {
  email: "Suporte por e-mail",
  priority: "Suporte prioritário",
  always_on: "Suporte 24/7",
};

export type CompetitorAllowance = {
  /** Most competitors the plan can monitor. */
  readonly max: number;
  /** How many of them the monthly price already pays for. */
  readonly included: number;
  /** Price of each competitor beyond `included`, or null when none can be bought. */
  readonly addOnPriceCentavos: number | null;
};

export type PlanLimits = {
  readonly accountsPerNetwork: number;
  readonly teamSeats: number;
  readonly competitors: CompetitorAllowance;
  readonly postsPerCollection: number;
  readonly commentsPerCollection: number;
  readonly emailReport: ReportFrequency;
};

export type Plan = {
  readonly id: PlanId;
  readonly name: string;
  readonly monthlyPriceCentavos: number;
  readonly mostPopular: boolean;
  readonly limits: PlanLimits;
  readonly support: SupportLevel;
  /** Cumulative: a plan has every capability of the plans below it. */
  readonly capabilities: readonly PlanCapability[];
  /** The bullet list of the plans page, derived from the fields above. */
  readonly features: readonly string[];
};

type PlanDefinition = Omit<Plan, "features">;

const startCapabilities = ["profile_analysis", "engagement_metrics"] as const satisfies readonly PlanCapability[];
const goCapabilities = [...startCapabilities, "competitor_analysis", "trend_insights"] as const;
const proCapabilities = [
  ...goCapabilities,
  "ai_content_analysis",
  "improvement_suggestions",
  "early_access",
  "personal_consulting",
] as const;

// Prices: the /plans page figures win over the landing page and the payment step (docs/product/plans-and-limits.md).
const definitions: readonly PlanDefinition[] = [
  {
    id: "basic",
    name: "Inteligram Start",
    monthlyPriceCentavos: 2990,
    mostPopular: false,
    limits: {
      accountsPerNetwork: 1,
      teamSeats: 1,
      competitors: { max: 3, included: 0, addOnPriceCentavos: 990 },
      postsPerCollection: 30,
      commentsPerCollection: 50,
      emailReport: "monthly",
    },
    support: "email",
    capabilities: startCapabilities,
  },
  {
    id: "advanced",
    name: "Inteligram Go",
    monthlyPriceCentavos: 7990,
    mostPopular: true,
    limits: {
      accountsPerNetwork: 3,
      teamSeats: 3,
      competitors: { max: 5, included: 5, addOnPriceCentavos: null },
      postsPerCollection: 100,
      commentsPerCollection: 100,
      emailReport: "weekly",
    },
    support: "priority",
    capabilities: goCapabilities,
  },
  {
    id: "sparks_pro",
    name: "Inteligram Pro",
    monthlyPriceCentavos: 14990,
    mostPopular: false,
    limits: {
      accountsPerNetwork: 5,
      teamSeats: 5,
      competitors: { max: 10, included: 10, addOnPriceCentavos: null },
      postsPerCollection: 200,
      commentsPerCollection: 500,
      emailReport: "daily",
    },
    support: "always_on",
    capabilities: proCapabilities,
  },
];

// Each plan lists what it adds to the one below ("Tudo do Inteligram Start" first), so the
// feature bullets can't disagree with the capabilities, report frequency and support level.
export function buildPlanFeatures(plan: PlanDefinition, previous: PlanDefinition | undefined): string[] {
  const added = plan.capabilities.filter((capability) => !previous?.capabilities.includes(capability));
  return [
    ...(previous ? [`Tudo do ${previous.name}`] : []),
    ...added.map((capability) => planCapabilityLabels[capability]),
    reportFeatureLabels[plan.limits.emailReport],
    supportFeatureLabels[plan.support],
  ];
}

const plans: readonly Plan[] = Object.freeze(
  definitions.map((definition, index) =>
    Object.freeze({ ...definition, features: Object.freeze(buildPlanFeatures(definition, definitions[index - 1])) }),
  ),
);

export const mostPopularBadge = "Mais Popular";
export const pricePeriodLabel = "/mês";

/** The plans from the cheapest to the most complete. */
export function listPlans(): readonly Plan[] {
  return plans;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (planIds as readonly string[]).includes(value);
}

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan id: ${String(id)}`);
  return plan;
}

export function hasPlanCapability(planId: PlanId, capability: PlanCapability): boolean {
  return getPlan(planId).capabilities.includes(capability);
}

// docs/product/plans-and-limits.md: no free trial; refund on request within 7 days of the first payment
// (the consumer's right of withdrawal, Código de Defesa do Consumidor art. 49).
export const hasFreeTrial = false;
export const refundWindowDays = 7;
export const noFreeTrialText = "Sem período de teste grátis.";
export const refundPolicyText =
  "Você pode pedir o reembolso integral em até 7 dias após o primeiro pagamento (direito de arrependimento).";

// docs/product/plans-and-limits.md: plans are paid by card. Stripe takes Pix for a subscription only
// through Pix Automático (invite-only in Brazil), so Pix is offered only when the payment account
// has it (docs/decisions/008); GET /api/billing/options says which, and every page reads it there.
export const paymentMethodIds = ["card", "pix"] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

export const paymentMethodLabels: Readonly<Record<PaymentMethodId, string>> = {
  card: "Cartão de crédito",
  pix: "Pix Automático",
};

/** The methods a subscription checkout offers: card, and Pix when the account has Pix Automático. */
export function listPaymentMethods(options: { pixAutomatico: boolean }): PaymentMethodId[] {
  return options.pixAutomatico ? ["card", "pix"] : ["card"];
}

/** What nobody has been told otherwise may assume: plans are paid by card. */
export const defaultPaymentMethods: readonly PaymentMethodId[] = ["card"];

/** The pricing's line on how plans are paid, for the methods actually offered. */
export function describePlanPayment(methods: readonly PaymentMethodId[]): string {
  const how = methods.includes("pix") ? "no cartão de crédito ou no Pix Automático" : "no cartão de crédito";
  return `Pagamento mensal ${how}, sem fidelidade.`;
}

/** The payment methods in an answer of GET /api/billing/options; card alone when it can't be read. */
export function readPaymentMethods(body: unknown): PaymentMethodId[] {
  const listed = body && typeof body === "object" ? (body as { paymentMethods?: unknown }).paymentMethods : undefined;
  const known = Array.isArray(listed) ? paymentMethodIds.filter((id) => listed.includes(id)) : [];
  return known.includes("card") ? known : [...defaultPaymentMethods];
}
