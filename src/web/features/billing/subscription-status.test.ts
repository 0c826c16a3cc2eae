import { describe, expect, it } from "vitest";
import { describePeriodEnd, describeSubscriptionStatus } from "./subscription-status";

describe("describeSubscriptionStatus", () => {
  it("shows an active plan with the green 'Ativo' badge", () => {
    expect(describeSubscriptionStatus("active")).toEqual({ label: "Ativo", tone: "success" });
  });

  it("shows a pending plan with the yellow 'Pendente' badge", () => {
    expect(describeSubscriptionStatus("pending")).toEqual({ label: "Pendente", tone: "warning" });
  });

  it("shows an unknown status raw", () => {
    expect(describeSubscriptionStatus("incomplete")).toEqual({ label: "incomplete", tone: "outline" });
  });
});

describe("describePeriodEnd", () => {
  // 23:30 in São Paulo on 14/12/2026 is already the 15th in UTC.
  const currentPeriodEnd = "2026-12-15T02:30:00.000Z";

  it("shows the renewal date in São Paulo time", () => {
    expect(describePeriodEnd({ currentPeriodEnd, cancelAtPeriodEnd: false })).toEqual({
      label: "Próxima renovação em 14/12/2026",
      date: "14/12/2026",
    });
  });

  it("shows the last day of access once cancelled at period end", () => {
    expect(describePeriodEnd({ currentPeriodEnd, cancelAtPeriodEnd: true })).toEqual({
      label: "Acesso até 14/12/2026",
      date: "14/12/2026",
    });
  });

  it("announces no next renewal while the last one is unpaid", () => {
    expect(describePeriodEnd({ currentPeriodEnd, cancelAtPeriodEnd: false, status: "past_due" })?.label).toBe(
      "Renovação aguardando pagamento: atualize a forma de pagamento",
    );
  });

  it("shows nothing without a period end", () => {
    expect(describePeriodEnd({ currentPeriodEnd: null, cancelAtPeriodEnd: true })).toBeNull();
  });
});
