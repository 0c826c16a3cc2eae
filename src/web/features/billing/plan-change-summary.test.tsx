import { getPlan } from "@core/plans/catalogue";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Subscription } from "./billing-api";
import { PlanChangeSummary } from "./plan-change-summary";

// 1 Nov to 1 Dec in São Paulo (a 30-day period); "now" is half way.
const subscription: Subscription = {
  id: "0b9f8c1e-0000-4000-8000-000000000001",
  status: "active",
  planType: "basic",
  planName: "Inteligram Start",
  monthlyPriceCentavos: 2990,
  currentPeriodEnd: "2025-12-01T03:00:00.000Z",
  cancelAtPeriodEnd: false,
};
const now = new Date("2025-11-16T03:00:00.000Z");

const render = (target: Parameters<typeof getPlan>[0], sub: Subscription = subscription) =>
  renderToStaticMarkup(<PlanChangeSummary subscription={sub} target={getPlan(target)} now={now} />)
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

describe("PlanChangeSummary", () => {
  it("shows the new price and the prorated charge of an upgrade, as an estimate", () => {
    const text = render("sparks_pro");
    expect(text).toContain("Inteligram Pro · R$ 149,90/mês");
    expect(text).toContain("Cobrança de cerca de R$ 60,00");
    expect(text).toContain("Estimativa proporcional aos 15 dias que restam do período atual (até 01/12/2025)");
    expect(text).toContain("o valor exato é calculado pelo provedor de pagamento");
    expect(text).toContain("A partir de 01/12/2025, você paga R$ 149,90/mês.");
  });

  it("shows the credit of a downgrade", () => {
    const text = render("basic", {
      ...subscription,
      planType: "sparks_pro",
      planName: "Inteligram Pro",
      monthlyPriceCentavos: 14990,
    });
    expect(text).toContain("Crédito de cerca de R$ 60,00");
    expect(text).toContain("O crédito é descontado das próximas cobranças.");
  });

  it("leaves the amount to the provider when the period end is unknown", () => {
    const text = render("advanced", { ...subscription, currentPeriodEnd: null });
    expect(text).toContain("Inteligram Go · R$ 79,90/mês");
    expect(text).toContain("calculada pelo provedor de pagamento ao confirmar");
  });
});
