import { describe, expect, it } from "vitest";
import {
  buildPlanFeatures,
  getPlan,
  hasFreeTrial,
  hasPlanCapability,
  isPlanId,
  describePlanPayment,
  listPaymentMethods,
  readPaymentMethods,
  listPlans,
  paymentMethodLabels,
  planIds,
  refundPolicyText,
  refundWindowDays,
  reportFrequencies,
  supportLevels,
  type Plan,
} from "./catalogue";

const plans = listPlans();

function pairs<T>(items: readonly T[]): [T, T][] {
  return items.slice(1).map((item, index) => [items[index] as T, item]);
}

describe("plan catalogue", () => {
  it("has the three spec plans, cheapest first", () => {
    expect(plans.map((plan) => plan.id)).toEqual(["basic", "advanced", "sparks_pro"]);
    expect(planIds).toEqual(["basic", "advanced", "sparks_pro"]);
  });

  it.each([
    ["basic", "Inteligram Start", 2990],
    ["advanced", "Inteligram Go", 7990],
    ["sparks_pro", "Inteligram Pro", 14990],
  ] as const)("%s is %s at %i centavos a month (docs/product/plans-and-limits.md)", (id, name, price) => {
    expect(getPlan(id).name).toBe(name);
    expect(getPlan(id).monthlyPriceCentavos).toBe(price);
  });

  it("marks Inteligram Go, and only it, as Mais Popular", () => {
    expect(plans.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(["advanced"]);
  });

  it.each([
    ["basic", { accountsPerNetwork: 1, teamSeats: 1, postsPerCollection: 30, commentsPerCollection: 50, emailReport: "monthly" }],
    [
      "advanced",
      { accountsPerNetwork: 3, teamSeats: 3, postsPerCollection: 100, commentsPerCollection: 100, emailReport: "weekly" },
    ],
    [
      "sparks_pro",
      { accountsPerNetwork: 5, teamSeats: 5, postsPerCollection: 200, commentsPerCollection: 500, emailReport: "daily" },
    ],
  ] as const)("%s has the limits of docs/product/plans-and-limits.md", (id, limits) => {
    expect(getPlan(id).limits).toMatchObject(limits);
  });

  it.each([
    ["basic", { max: 3, included: 0, addOnPriceCentavos: 990 }],
    ["advanced", { max: 5, included: 5, addOnPriceCentavos: null }],
    ["sparks_pro", { max: 10, included: 10, addOnPriceCentavos: null }],
  ] as const)("%s competitor allowance", (id, competitors) => {
    expect(getPlan(id).limits.competitors).toEqual(competitors);
  });

  it.each([
    ["price", (plan: Plan) => plan.monthlyPriceCentavos],
    ["accounts per network", (plan: Plan) => plan.limits.accountsPerNetwork],
    ["team seats", (plan: Plan) => plan.limits.teamSeats],
    ["competitors", (plan: Plan) => plan.limits.competitors.max],
    ["included competitors", (plan: Plan) => plan.limits.competitors.included],
    ["posts per collection", (plan: Plan) => plan.limits.postsPerCollection],
    ["comments per collection", (plan: Plan) => plan.limits.commentsPerCollection],
    ["report frequency", (plan: Plan) => reportFrequencies.indexOf(plan.limits.emailReport)],
    ["support level", (plan: Plan) => supportLevels.indexOf(plan.support)],
    ["capability count", (plan: Plan) => plan.capabilities.length],
  ])("strictly increases %s from plan to plan", (_, valueOf) => {
    for (const [lower, higher] of pairs(plans)) expect(valueOf(higher)).toBeGreaterThan(valueOf(lower));
  });

  it("gives each plan every capability of the plans below it", () => {
    for (const [lower, higher] of pairs(plans))
      expect(higher.capabilities).toEqual(expect.arrayContaining([...lower.capabilities]));
  });

  it("lists the plans-page features in pt-BR, each plan adding to the one below", () => {
    expect(getPlan("basic").features).toEqual([
      "Análise básica de perfil",
      "Métricas de engajamento",
      "Relatório mensal por e-mail",
      "Suporte por e-mail",
    ]);
    expect(getPlan("advanced").features).toEqual([
      "Tudo do Inteligram Start",
      "Análise de concorrentes",
      "Insights de tendências",
      "Relatórios semanais por e-mail",
      "Suporte prioritário",
    ]);
    expect(getPlan("sparks_pro").features).toEqual([
      "Tudo do Inteligram Go",
      "Análise de conteúdo com IA",
      "Sugestões de melhoria",
      "Acesso antecipado a novidades",
      "Consultoria personalizada",
      "Relatórios diários por e-mail",
      "Suporte 24/7",
    ]);
  });

  it("derives the feature list from the plan's fields", () => {
    const basic = getPlan("basic");
    const changed = { ...basic, limits: { ...basic.limits, emailReport: "daily" as const }, support: "priority" as const };
    expect(buildPlanFeatures(changed, undefined)).toEqual([
      "Análise básica de perfil",
      "Métricas de engajamento",
      "Relatórios diários por e-mail",
      "Suporte prioritário",
    ]);
  });

  it("gates capabilities by plan", () => {
    expect(hasPlanCapability("basic", "competitor_analysis")).toBe(false);
    expect(hasPlanCapability("advanced", "competitor_analysis")).toBe(true);
    expect(hasPlanCapability("advanced", "ai_content_analysis")).toBe(false);
    expect(hasPlanCapability("sparks_pro", "ai_content_analysis")).toBe(true);
  });

  it("can't be changed at run time", () => {
    expect(Object.isFrozen(plans)).toBe(true);
    expect(Object.isFrozen(getPlan("basic"))).toBe(true);
  });
});

describe("isPlanId / getPlan", () => {
  it.each([
    ["basic", true],
    ["advanced", true],
    ["sparks_pro", true],
    ["pro", false],
    ["Basic", false],
    ["", false],
    [undefined, false],
    [1, false],
  ])("isPlanId(%j) -> %s", (value, expected) => {
    expect(isPlanId(value)).toBe(expected);
  });

  it("throws on an id outside the catalogue", () => {
    expect(() => getPlan("gold" as never)).toThrow("Unknown plan id: gold");
  });
});

describe("payment and refund terms", () => {
  it("offers card always and Pix only with Pix Automático", () => {
    expect(listPaymentMethods({ pixAutomatico: false })).toEqual(["card"]);
    expect(listPaymentMethods({ pixAutomatico: true })).toEqual(["card", "pix"]);
    expect(paymentMethodLabels).toEqual({ card: "Cartão de crédito", pix: "Pix Automático" });
  });

  it("says plans are paid by card unless Pix is offered", () => {
    expect(describePlanPayment(["card"])).toBe("Pagamento mensal no cartão de crédito, sem fidelidade.");
    expect(describePlanPayment(["card", "pix"])).toBe(
      "Pagamento mensal no cartão de crédito ou no Pix Automático, sem fidelidade.",
    );
  });

  it.each([
    [{ provider: "sandbox", paymentMethods: ["card"] }, ["card"]],
    [{ provider: "stripe", paymentMethods: ["pix", "card"] }, ["card", "pix"]],
    [{ paymentMethods: ["card", "boleto"] }, ["card"]],
    [{ paymentMethods: ["pix"] }, ["card"]],
    [{ error: { message: "x" } }, ["card"]],
    [null, ["card"]],
  ])("reads the options answer %j as %j", (body, methods) => {
    expect(readPaymentMethods(body)).toEqual(methods);
  });

  it("has no free trial and a 7-day refund right", () => {
    expect(hasFreeTrial).toBe(false);
    expect(refundWindowDays).toBe(7);
    expect(refundPolicyText).toContain("7 dias");
    expect(refundPolicyText).not.toMatch(/grátis|gratuito/i);
  });
});
