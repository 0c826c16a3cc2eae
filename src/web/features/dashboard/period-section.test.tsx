import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { periodMetricKeys } from "@core/analytics/analytics-responses";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { analyticsQueryKey } from "./analytics-api";
import { PeriodSection } from "./period-section";

// 24/11/2026 at noon in São Paulo.
const NOW = new Date("2026-11-24T15:00:00Z");
const accountId = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";

function render(url: string, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PeriodSection accountId={accountId} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const selectedOption = (html: string) => /<option value="([^"]+)" selected="">/.exec(html)?.[1];

describe("PeriodSection and the URL", () => {
  it("shows the last 30 days by default, with the range and the previous period in words", () => {
    const html = render("/dashboard");
    expect(selectedOption(html)).toBe("30d");
    expect(html).toContain("26/10/2026 a 24/11/2026, comparado com 26/09/2026 a 25/10/2026");
    expect(html).not.toContain("Data inicial");
  });

  it("reads the preset from ?periodo=", () => {
    const html = render("/dashboard?periodo=7d");
    expect(selectedOption(html)).toBe("7d");
    expect(html).toContain("18/11/2026 a 24/11/2026, comparado com 11/11/2026 a 17/11/2026");
  });

  it("fills the two date fields from ?de= and ?ate= for a custom range", () => {
    const html = render("/dashboard?periodo=custom&de=2026-11-01&ate=2026-11-10");
    expect(selectedOption(html)).toBe("custom");
    expect(html).toMatch(/<label[^>]*>Data inicial<\/label><input[^>]*type="date"[^>]*value="2026-11-01"/);
    expect(html).toMatch(/<label[^>]*>Data final<\/label><input[^>]*type="date"[^>]*value="2026-11-10"/);
    expect(html).toContain("01/11/2026 a 10/11/2026, comparado com 22/10/2026 a 31/10/2026");
  });

  it("shows the rule a custom range in the URL breaks under its field, and sends nothing", () => {
    const client = new QueryClient();
    const html = render("/dashboard?periodo=custom&de=2026-11-20&ate=2026-11-10", client);
    expect(html).toContain("Período inválido");
    expect(html).toMatch(/aria-invalid="true"[^>]*value="2026-11-20"/);
    expect(html).toContain(
      'role="alert" class="text-sm font-medium text-destructive">A data inicial deve ser anterior ou igual à data final.</p>',
    );
    // Neither the period nor its posts may be asked for with this range.
    const queries = client.getQueryCache().findAll({ queryKey: analyticsQueryKey });
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.isDisabled())).toBe(true);
  });

  it("keeps skeletons in place while the period loads", () => {
    const html = render("/dashboard?periodo=90d");
    expect(html).toContain("Carregando o período...");
    expect(html).not.toContain("period-metric-card");
  });

  it("lays out the period's figures and the empty states of a period without posts", () => {
    const client = new QueryClient();
    const period = { preset: "7d" as const, from: "2026-11-18", to: "2026-11-24", days: 7 };
    const data: PeriodAnalytics = {
      accountId,
      source: "demo",
      period,
      previousPeriod: { ...period, from: "2026-11-11", to: "2026-11-17" },
      firstDay: "2026-08-27",
      metrics: Object.fromEntries(
        periodMetricKeys.map((key) => [key, { available: true, reason: null, value: 0, previous: 0, change: null }]),
      ) as PeriodAnalytics["metrics"],
      previousCovered: false,
      followerGrowth: null,
      followersSeries: [],
      engagementSeries: [],
      byFormat: [],
      heatmap: [],
    };
    client.setQueryData([...analyticsQueryKey, "period", accountId, "7d"], data);
    const html = render("/dashboard?periodo=7d", client);
    expect(html.match(/data-testid="period-metric-card"/g)).toHaveLength(10);
    // Decision 023: a previous period the history does not cover is said under the cards.
    expect(html).toContain(
      "Sem base de comparação: a coleta desta conta começou em 27/08/2026, depois do início do período anterior.",
    );
    expect(html).toContain("Desempenho por formato");
    expect(html).toContain("Melhores dias e horários");
    expect(html.match(/Nenhuma publicação neste período/g)!.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain("Sem dados neste período");
  });
});
