import type { Credit, Payment } from "@core/billing/billing-responses";
import { formatBrl } from "@core/format/format-money";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { billingKeys } from "./billing-api";
import { BillingHistory } from "./billing-history";

const day = 86_400;
const start = Math.floor(Date.UTC(2026, 10, 2, 15) / 1000);
const payment = (id: string, description: string, amount: number, created: number): Payment => ({
  id,
  description,
  status: "succeeded",
  created,
  amount,
  currency: "brl",
  invoice_url: null,
});
const payments = [payment("p1", "Assinatura Inteligram Pro (mensal)", 14990, start)];
const downgradeCredit = {
  id: "c1",
  description: "Crédito proporcional: Inteligram Pro para Inteligram Go",
  amount: 6996,
  created: start + day,
};

/** The page's text, with the answer of GET /api/billing/payments already read. */
function render(credit: Credit | null, list: Payment[] = payments) {
  const client = createQueryClient();
  client.setQueryData(billingKeys.payments, { payments: list, credit });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BillingHistory />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    row[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  return { text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "), rows };
}

describe("BillingHistory: the credit", () => {
  it("shows the credit available and its movements among the payments, newest first", () => {
    const used = {
      id: "c2",
      description: "Crédito descontado: Renovação Inteligram Go (mensal)",
      amount: -4000,
      created: start + 2 * day,
    };
    const { text, rows } = render({ available: 2996, currency: "brl", entries: [used, downgradeCredit] }, [
      ...payments,
      payment("p2", "Renovação Inteligram Go (mensal)", 3990, start + 2 * day),
    ]);
    expect(text).toContain(`Crédito disponível: ${formatBrl(2996)}`);
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(/^Renovação Inteligram Go \(mensal\) \d{2}\/\d{2}\/2026 R\$ 39,90 Pago$/),
      expect.stringMatching(
        /^Crédito descontado: Renovação Inteligram Go \(mensal\) \d{2}\/\d{2}\/2026 R\$ 40,00 Crédito usado$/,
      ),
      expect.stringMatching(/^Crédito proporcional: Inteligram Pro para Inteligram Go \d{2}\/\d{2}\/2026 R\$ 69,96 Crédito$/),
      expect.stringMatching(/^Assinatura Inteligram Pro \(mensal\) \d{2}\/\d{2}\/2026 R\$ 149,90 Pago$/),
    ]);
  });

  it("says nothing of credit to a workspace that never had any", () => {
    const { text } = render({ available: 0, currency: "brl", entries: [] });
    expect(text).not.toContain("Crédito");
  });

  it("keeps the payments when the provider did not answer about the credit, and says so", () => {
    const { text, rows } = render(null);
    expect(rows).toHaveLength(2);
    expect(text).toContain("Não foi possível consultar o crédito no provedor de pagamento agora.");
  });
});
