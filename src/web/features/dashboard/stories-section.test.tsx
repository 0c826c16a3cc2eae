// @vitest-environment happy-dom
import type { StoriesAnswer } from "@core/analytics/owner-insights-responses";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { accountId, missing, NOW, story, storiesAnswer } from "./owner-insights.test-data";
import StoriesSection from "./stories-section";

function serve(answer: StoriesAnswer) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      expect(new URL(String(input), "http://localhost").pathname).toBe("/api/analytics/stories");
      return Response.json(answer);
    }),
  );
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/dashboard?periodo=7d"]}>
        <StoriesSection accountId={accountId} platform="instagram" now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const total = (label: string) =>
  within(screen.getByTestId("stories-totals"))
    .getByText(label, { selector: "dt" })
    .closest<HTMLElement>("[data-testid='period-metric-card']")!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Stories", () => {
  it("shows the period's totals against the previous period and each story with its figures", async () => {
    serve(storiesAnswer());
    renderSection();
    await screen.findByTestId("stories-totals");
    expect(screen.getByText("18/11/2026 a 24/11/2026, comparado com 11/11/2026 a 17/11/2026")).toBeTruthy();
    expect(total("Stories publicados").textContent).toContain("4");
    expect(total("Stories publicados").textContent).toContain("Período anterior: 2");
    expect(total("Alcance").textContent).toContain("1,2K");
    expect(total("Alcance").textContent).toContain("+37,8%");
    expect(total("Saídas").textContent).toContain("88");
    const [shown] = within(screen.getByTestId("stories-list")).getAllByTestId("story");
    expect(shown!.textContent).toContain("22/11/2026");
    expect(shown!.textContent).toContain("310");
    expect(shown!.textContent).toContain("402");
  });

  it("shows a story missed while live as missed, without inventing its picture or figures", async () => {
    const missed = story("a1b2c3d4-0000-4000-8000-000000000002", {
      missed: true,
      mediaType: null,
      displayUrl: null,
      permalink: null,
      capturedAt: null,
      reach: null,
      views: null,
      replies: null,
      shares: null,
      tapsForward: null,
      tapsBack: null,
      exits: null,
      unavailable: { reason: "no_data", permission: null },
    });
    serve(storiesAnswer({ stories: [missed] }));
    renderSection();
    const [shown] = await screen.findAllByTestId("story");
    expect(shown!.dataset.missed).toBe("true");
    expect(shown!.textContent).toContain("Perdido");
    expect(shown!.textContent).toContain("Não capturado no ar");
    expect(shown!.querySelector("img")).toBeNull();
    expect(shown!.textContent).not.toMatch(/\b0\b/);
  });

  it("says why a total is missing and why an account has no stories", async () => {
    serve(
      storiesAnswer({
        totals: { ...storiesAnswer().totals, replies: missing("missing_permission", "instagram_business_manage_insights") },
      }),
    );
    renderSection();
    await screen.findByTestId("stories-totals");
    expect(total("Respostas").textContent).toContain("A conexão não autorizou a permissão instagram_business_manage_insights.");
    cleanup();

    serve(storiesAnswer({ unavailable: { reason: "not_supported", permission: null }, stories: [] }));
    renderSection();
    expect((await screen.findByTestId("stories-unavailable")).textContent).toContain(
      "O Instagram não informa este dado para esta conta.",
    );
    expect(screen.queryByTestId("stories-totals")).toBeNull();
  });

  it("says when the period has no story", async () => {
    serve(storiesAnswer({ stories: [] }));
    renderSection();
    expect(await screen.findByText("Nenhum story publicado neste período.")).toBeTruthy();
  });
});
