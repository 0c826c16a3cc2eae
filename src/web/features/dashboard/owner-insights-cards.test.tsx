// @vitest-environment happy-dom
import type { PeriodAnalytics, PeriodPostsPage } from "@core/analytics/analytics-responses";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { accountId, missing, NOW, periodAnalytics, periodInsights, periodPost, postInsights } from "./owner-insights.test-data";
import { PeriodSection } from "./period-section";

/** The server's answers: the period's figures, and the posts by the sort asked for. */
function serve(analytics: PeriodAnalytics, postsBySort: (sort: string, order: string) => PeriodPostsPage) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/analytics") return Response.json(analytics);
    if (url.pathname === "/api/analytics/posts")
      return Response.json(postsBySort(url.searchParams.get("sort")!, url.searchParams.get("order")!));
    throw new Error(`unexpected request ${url.pathname}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/dashboard?periodo=7d"]}>
        <PeriodSection accountId={accountId} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (label: string) => {
  const term = within(screen.getByTestId("owner-insights")).getByText(label, { selector: "dt" });
  return term.closest<HTMLElement>("[data-testid='period-metric-card']")!;
};

const page = (posts: PeriodPostsPage["posts"]): PeriodPostsPage => ({
  platform: "instagram",
  posts,
  total: posts.length,
  page: 1,
  pageSize: 10,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the period's owner insights", () => {
  it("shows Alcance and Visualizações against the previous period, with a daily chart of each", async () => {
    serve(periodAnalytics(), () => page([]));
    renderSection();
    await screen.findByTestId("owner-insights");
    expect(card("Alcance").textContent).toContain("4,2K");
    expect(card("Alcance").textContent).toContain("+20,0%");
    expect(card("Alcance").textContent).toContain("Período anterior: 3,5K");
    expect(card("Visualizações").textContent).toContain("12,6K");
    expect(card("Salvamentos").textContent).toContain("96");
    expect(card("Compartilhamentos").textContent).toContain("37");
    expect(card("Visitas ao perfil").textContent).toContain("215");
    expect(card("Toques nos links").textContent).toContain("42");
    expect(card("Tempo médio dos Reels").textContent).toContain("8,4 s");
    // Engagement per reach beside the one per follower (decision 040).
    const labels = within(screen.getByTestId("owner-insights"))
      .getAllByText(/./, { selector: "dt" })
      .map((term) => term.textContent);
    expect(labels.indexOf("Engajamento por seguidor")).toBe(labels.indexOf("Engajamento por alcance") + 1);
    expect(card("Engajamento por alcance").textContent).toContain("6,43%");

    const reachChart = screen.getByRole("region", { name: "Alcance por dia" });
    expect(within(reachChart).getByTestId("chart-summary").textContent).toBe(
      "Alcance: 4.200 em 7 dias. Período anterior: 3.500 (+20,0%). Maior dia: 21/11/2026, com 700 contas alcançadas.",
    );
    expect(screen.getByRole("region", { name: "Visualizações por dia" })).toBeTruthy();
  });

  it("says which days the network may still change, instead of reading today as a fall", async () => {
    const insights = periodInsights();
    insights.days = insights.days.map((day, index) => ({ ...day, final: index < 5 }));
    serve(periodAnalytics(insights), () => page([]));
    renderSection();
    const reachChart = await screen.findByRole("region", { name: "Alcance por dia" });
    expect(within(reachChart).getByTestId("chart-summary").textContent).toContain(
      "Linha pontilhada: os dias a partir de 23/11/2026 ainda podem mudar (a rede fecha cada dia em até 48 h).",
    );
  });

  it("says why a figure cannot exist instead of a 0", async () => {
    serve(periodAnalytics(periodInsights({ saves: missing("delayed"), reelsAverageWatchTimeSeconds: missing("no_data") })), () =>
      page([]),
    );
    renderSection();
    await screen.findByTestId("owner-insights");
    const saves = card("Salvamentos");
    expect(saves.dataset.available).toBe("false");
    expect(saves.textContent).toContain("Dados em até 48 h");
    expect(saves.textContent).toContain("Dados em até 48 h: o Instagram ainda não calculou este dado.");
    expect(saves.textContent).not.toMatch(/\b0\b/);
    expect(card("Tempo médio dos Reels").textContent).toContain(
      "O Instagram não informou este dado (por exemplo, poucas visualizações).",
    );
  });

  it("says once why an account connected by username has none of them", async () => {
    const insights = periodInsights({
      unavailable: { reason: "username_connection", permission: null },
      reach: missing("username_connection"),
    });
    serve(periodAnalytics(insights), () => page([]));
    renderSection();
    const notice = await screen.findByTestId("owner-insights-unavailable");
    expect(notice.textContent).toContain("Conexão por usuário");
    expect(notice.textContent).toContain("só a conta conectada pelo login do Instagram mostra este dado");
    expect(within(screen.getByTestId("owner-insights")).queryAllByTestId("period-metric-card")).toHaveLength(0);
  });

  it("sorts the period's posts by reach and by saves, and says why a post has no reach", async () => {
    const small = periodPost("small", "Post pequeno", postInsights(120, 2));
    const large = periodPost("large", "Post grande", postInsights(5_400, 31));
    const delayed = periodPost("delayed", "Post recente", postInsights(null, null, { reason: "delayed", permission: null }));
    const fetchMock = serve(periodAnalytics(), (sort, order) => {
      if (sort === "reach") return page(order === "desc" ? [large, small, delayed] : [small, large, delayed]);
      if (sort === "saves") return page([large, small, delayed]);
      return page([delayed, small, large]);
    });
    const user = userEvent.setup();
    renderSection();
    const table = await screen.findByTestId("period-posts");
    await within(table).findByText("Post recente");
    expect(within(table).getAllByTestId("period-post")[0]!.textContent).toContain("Dados em até 48 h");

    await user.click(within(table).getByRole("button", { name: "Alcance" }));
    await waitFor(() => expect(within(table).getAllByTestId("period-post")[0]!.textContent).toContain("Post grande"));
    expect(within(table).getByRole("columnheader", { name: "Alcance" }).getAttribute("aria-sort")).toBe("descending");
    const reachCells = within(table)
      .getAllByTestId("period-post")
      .map((row) => row.querySelector("[data-column='reach']")!.textContent);
    expect(reachCells).toEqual(["5,4K", "120", "Dados em até 48 h"]);
    expect(fetchMock.mock.calls.some(([input]) => /sort=reach&order=desc/.test(String(input)))).toBe(true);

    await user.click(within(table).getByRole("button", { name: "Salvamentos" }));
    await waitFor(() =>
      expect(within(table).getByRole("columnheader", { name: "Salvamentos" }).getAttribute("aria-sort")).toBe("descending"),
    );
    expect(fetchMock.mock.calls.some(([input]) => /sort=saves&order=desc/.test(String(input)))).toBe(true);
  });
});
