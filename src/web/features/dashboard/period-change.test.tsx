// @vitest-environment happy-dom
import type { PeriodAnalytics } from "@core/analytics/analytics-responses";
import { periodMetricKeys } from "@core/analytics/analytics-responses";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodSection } from "./period-section";

// A period change: until the new period's figures are on screen, the section says it loads them
// (dimmed, aria-busy, "Carregando o período..." for screen readers), and its range line stays the
// range of the figures shown, never the new one above the old numbers.

// 24/11/2026 at noon in São Paulo.
const NOW = new Date("2026-11-24T15:00:00Z");
const accountId = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";

function answer(preset: "30d" | "90d", from: string, previousFrom: string, previousTo: string, likes: number): PeriodAnalytics {
  const days = preset === "30d" ? 30 : 90;
  return {
    accountId,
    source: "demo",
    period: { preset, from, to: "2026-11-24", days },
    previousPeriod: { preset, from: previousFrom, to: previousTo, days },
    firstDay: "2026-01-01",
    previousCovered: true,
    followerGrowth: null,
    metrics: Object.fromEntries(
      periodMetricKeys.map((key) => [
        key,
        { available: true, reason: null, value: key === "likes" ? likes : 10, previous: 10, change: 0 },
      ]),
    ) as PeriodAnalytics["metrics"],
    followersSeries: [],
    engagementSeries: [],
    byFormat: [],
    heatmap: [],
  };
}
const thirtyDays = answer("30d", "2026-10-26", "2026-09-26", "2026-10-25", 300);
const ninetyDays = answer("90d", "2026-08-27", "2026-05-29", "2026-08-26", 900);
const thirtyDaysRange = "26/10/2026 a 24/11/2026, comparado com 26/09/2026 a 25/10/2026";
const ninetyDaysRange = "27/08/2026 a 24/11/2026, comparado com 29/05/2026 a 26/08/2026";

// How long an answer may take to be drawn on a busy machine (the default 1 s was not always enough).
const loaded = 10_000;

let releaseNinetyDays: () => void;
const asked: string[] = [];

beforeEach(() => {
  const held = new Promise<void>((resolve) => (releaseNinetyDays = resolve));
  asked.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname === "/api/analytics/posts") return Response.json({ posts: [], total: 0, page: 1, pageSize: 10 });
      const period = url.searchParams.get("period");
      asked.push(period ?? "");
      if (period !== "90d") return Response.json(thirtyDays);
      await held;
      return Response.json(ninetyDays);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const likesShown = () =>
  screen.getByText("Curtidas", { selector: "dt" }).closest("[data-testid=period-metric-card]")?.querySelector("dd")?.textContent;

describe("PeriodSection while another period loads", () => {
  it("keeps the shown figures' range, dimmed and busy, until the new period's figures replace them", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/dashboard"]}>
          <PeriodSection accountId={accountId} now={NOW} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const range = screen.getByTestId("period-range");
    await waitFor(() => expect(screen.getAllByTestId("period-metric-card")).toHaveLength(10), { timeout: loaded });
    const figures = screen.getByTestId("period-figures");
    expect(range.textContent).toBe(thirtyDaysRange);
    expect(figures.getAttribute("aria-busy")).toBe("false");

    await userEvent.selectOptions(screen.getByLabelText("Período"), "90d");
    // At once: busy, said, and the 30 days' range above the 30 days' figures.
    expect(figures.getAttribute("aria-busy")).toBe("true");
    expect(within(figures).getByRole("status").textContent).toBe("Carregando o período...");
    expect(range.textContent).toBe(thirtyDaysRange);
    // Still so once the address has the new period and its figures are asked for.
    await waitFor(() => expect(asked).toContain("90d"), { timeout: loaded });
    expect(figures.getAttribute("aria-busy")).toBe("true");
    expect(range.textContent).toBe(thirtyDaysRange);
    expect(likesShown()).toBe("300");

    releaseNinetyDays();
    await waitFor(() => expect(likesShown()).toBe("900"), { timeout: loaded });
    expect(range.textContent).toBe(ninetyDaysRange);
    expect(figures.getAttribute("aria-busy")).toBe("false");
    expect(within(figures).getByRole("status").textContent).toBe("");
  });
});
