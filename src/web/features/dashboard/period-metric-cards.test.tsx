import type { PeriodMetric, PeriodMetricKey } from "@core/analytics/analytics-responses";
import { periodMetricKeys } from "@core/analytics/analytics-responses";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PeriodMetricCards } from "./period-metric-cards";

const reason = "Disponível apenas para contas conectadas pelo login do Instagram.";

function render(overrides: Partial<Record<PeriodMetricKey, PeriodMetric>>) {
  const metrics = Object.fromEntries(
    periodMetricKeys.map((key) => [key, { available: true, reason: null, value: 10, previous: 10, change: 0 }]),
  ) as Record<PeriodMetricKey, PeriodMetric>;
  return renderToStaticMarkup(<PeriodMetricCards metrics={{ ...metrics, ...overrides }} />);
}

/** The markup of one card, found by its metric key. */
function card(html: string, key: PeriodMetricKey) {
  const start = html.indexOf(`data-metric="${key}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('data-testid="period-metric-card"', start);
  return html.slice(start, end === -1 ? undefined : end);
}

describe("PeriodMetricCards", () => {
  it("shows a card for each of the ten metrics", () => {
    expect(render({}).match(/data-testid="period-metric-card"/g)).toHaveLength(10);
  });

  it("shows a rise with an up arrow in green, its sign, and the change in words for screen readers", () => {
    const html = card(render({ likes: { available: true, reason: null, value: 1123, previous: 1000, change: 0.123 } }), "likes");
    expect(html).toContain("1,1K");
    expect(html).toContain("lucide-arrow-up");
    expect(html).toContain("text-success");
    expect(html).toContain('<span aria-hidden="true">+12,3%</span>');
    expect(html).toContain('<span class="sr-only">Aumento de 12,3% em relação ao período anterior</span>');
    expect(html).toContain("Período anterior: 1.000");
  });

  it("shows a fall with a down arrow in red", () => {
    const html = card(
      render({ comments: { available: true, reason: null, value: 96, previous: 100, change: -0.04 } }),
      "comments",
    );
    expect(html).toContain("lucide-arrow-down");
    expect(html).toContain("text-destructive");
    expect(html).toContain("-4,0%");
    expect(html).toContain("Queda de 4,0% em relação ao período anterior");
  });

  it("shows '—' and no arrow without a base to compare with", () => {
    const html = card(render({ posts: { available: true, reason: null, value: 4, previous: 0, change: null } }), "posts");
    expect(html).toContain('<span aria-hidden="true">—</span>');
    expect(html).not.toMatch(/lucide-arrow/);
    expect(html).toContain("Sem base de comparação com o período anterior");
  });

  it("shows an unavailable metric with its reason, never as 0", () => {
    const html = card(render({ reach: { available: false, reason, value: null, previous: null, change: null } }), "reach");
    expect(html).toContain('data-available="false"');
    expect(html).toContain("Alcance");
    expect(html).toContain("Indisponível");
    expect(html).toContain(reason);
    expect(html).not.toMatch(/>0</);
    expect(html).not.toContain("period-metric-change");
  });
});
