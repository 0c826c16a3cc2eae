import { describe, expect, it } from "vitest";
import type { Payment } from "./billing-api";
import { describePaymentStatus, listBillingRows } from "./payment-status";

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

describe("listBillingRows", () => {
  const payment = (id: string, created: number): Payment => ({
    id,
    description: "Inteligram Go",
    status: "succeeded",
    created,
    amount: 7990,
    currency: "brl",
    invoice_url: null,
  });
  const credit = (id: string, created: number, amount: number) => ({ id, description: "Crédito", amount, created });

  it("puts the newest line first, payments and credit together, without changing the input", () => {
    const input = [payment("a", 100), payment("b", 300), payment("c", 200)];
    const rows = listBillingRows(input, [credit("x", 250, 500), credit("y", 50, -300)]);
    expect(rows.map((row) => row.key)).toEqual(["payment:b", "credit:x", "payment:c", "payment:a", "credit:y"]);
    expect(input.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("shows a credit received as 'Crédito' and a credit used as 'Crédito usado', each as a positive amount", () => {
    const [given, used] = listBillingRows([], [credit("x", 200, 6996), credit("y", 100, -2990)]);
    expect(given).toMatchObject({ amount: 6996, status: { label: "Crédito" }, invoiceUrl: null });
    expect(used).toMatchObject({ amount: 2990, status: { label: "Crédito usado" }, invoiceUrl: null });
  });
});
