import { describe, expect, it } from "vitest";
import type { Payment } from "./billing-api";
import { describePaymentStatus, sortPaymentsNewestFirst } from "./payment-status";

describe("describePaymentStatus", () => {
  it.each([
    ["succeeded", "Pago", "success"],
    ["pending", "Pendente", "warning"],
    ["failed", "Falhou", "destructive"],
  ] as const)("shows %s as '%s'", (status, label, tone) => {
    expect(describePaymentStatus(status)).toEqual({ label, tone });
  });

  it.each(["refunded", "void", ""])("shows any other status (%j) raw", (status) => {
    expect(describePaymentStatus(status)).toEqual({ label: status, tone: "outline" });
  });

  it("does not treat inherited object keys as known statuses", () => {
    expect(describePaymentStatus("toString")).toEqual({ label: "toString", tone: "outline" });
  });
});

describe("sortPaymentsNewestFirst", () => {
  const payment = (id: string, created: number): Payment => ({
    id,
    description: "Inteligram Go",
    status: "succeeded",
    created,
    amount: 7990,
    currency: "brl",
    invoice_url: null,
  });

  it("puts the newest payment first without changing the input", () => {
    const input = [payment("a", 100), payment("b", 300), payment("c", 200)];
    expect(sortPaymentsNewestFirst(input).map((p) => p.id)).toEqual(["b", "c", "a"]);
    expect(input.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });
});
