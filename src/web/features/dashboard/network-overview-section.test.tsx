// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NetworkOverview } from "@core/social/network-overview";
import { analyticsQueryKey } from "./analytics-keys";
import NetworkOverviewSection from "./network-overview-section";

const overview: NetworkOverview = {
  period: { preset: "7d", from: "2026-11-21", to: "2026-11-27", days: 7 },
  networks: [
    { platform: "instagram", accounts: 1, followers: 12500, interactions: 3400, posts: 5 },
    { platform: "tiktok", accounts: 2, followers: null, interactions: 0, posts: 0 },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Visão geral", () => {
  it("shows each network's followers, interactions and posts side by side for the URL's period", () => {
    const client = new QueryClient();
    client.setQueryData([...analyticsQueryKey, "overview", "7d"], overview);
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/dashboard?periodo=7d"]}>
        <QueryClientProvider client={client}>
          <NetworkOverviewSection />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(html).toContain(">Visão geral</h2>");
    expect(html).toContain("Últimos 7 dias: 21/11/2026 a 27/11/2026");
    expect(html).toMatch(/<article aria-label="Instagram"[^]*12\.500[^]*3\.400[^]*>5</);
    // TikTok's followers before any collection: never 0.
    expect(html).toMatch(/<article aria-label="TikTok"[^]*—[^]*Aguardando a primeira coleta/);
    expect(html).toContain("2 contas");
    expect(html).toContain("compartilhamentos no TikTok");
  });

  it("says a failed read in pt-BR with 'Tentar novamente', which reads it again", async () => {
    const answers = [
      Response.json({ error: { code: "UNAVAILABLE", message: "O serviço está indisponível no momento." } }, { status: 503 }),
      Response.json(overview),
    ];
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(new URL(String(input), "http://localhost").pathname).toBe("/api/dashboard/overview");
      return answers.shift()!;
    });
    vi.stubGlobal("fetch", fetchMock);
    render(
      <MemoryRouter initialEntries={["/dashboard?periodo=7d"]}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <NetworkOverviewSection />
        </QueryClientProvider>
      </MemoryRouter>,
    );

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Não foi possível carregar a visão geral.");
    expect(alert.textContent).toContain("O serviço está indisponível no momento.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("article", { name: "Instagram" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
