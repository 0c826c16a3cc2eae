// @vitest-environment happy-dom
import type { AudienceAnswer } from "@core/analytics/owner-insights-responses";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import AudienceSection from "./audience-section";
import { accountId, audienceAnswer, NOW } from "./owner-insights.test-data";

function serve(answer: AudienceAnswer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    expect(url.pathname).toBe("/api/analytics/audience");
    return Response.json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/dashboard?periodo=7d"]}>
        <AudienceSection accountId={accountId} platform="instagram" now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Público", () => {
  it("asks for the period in the URL and shows age, gender, cities and countries with the change since the snapshot before", async () => {
    const fetchMock = serve(audienceAnswer());
    renderSection();
    const age = await screen.findByTestId("audience-age");
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`accountId=${accountId}&period=7d`);
    expect(screen.getByText("Foto do público de 23/11/2026, comparada com a de 16/11/2026")).toBeTruthy();
    expect(age.textContent).toContain("25-34");
    expect(age.textContent).toContain("42,0%");
    expect(age.textContent).toContain("+2,00 p.p.");
    expect(screen.getByTestId("audience-gender").textContent).toContain("Mulheres");
    expect(screen.getByTestId("audience-city").textContent).toContain("São Paulo, São Paulo");
    expect(screen.getByTestId("audience-country").textContent).toContain("Brasil");
  });

  it("says why the engaged accounts are missing when they are chosen, never a 0", async () => {
    serve(audienceAnswer());
    renderSection();
    await screen.findByTestId("audience-age");
    await userEvent.setup().click(screen.getByRole("button", { name: "Contas engajadas" }));
    const reason = screen.getByTestId("audience-part-unavailable");
    expect(reason.textContent).toContain("Menos de 100 seguidores: o Instagram só informa o público a partir de 100 seguidores.");
    expect(screen.queryByTestId("audience-age")).toBeNull();
  });

  it("names the best hours to post from the followers online and gives the map's numbers as a table", async () => {
    serve(audienceAnswer());
    const user = userEvent.setup();
    renderSection();
    const online = await screen.findByRole("region", { name: "Quando os seguidores estão online" });
    expect(within(online).getByTestId("audience-best-hours").textContent).toContain(
      "Melhores horários para publicar, pelo público online: quarta-feira às 20h (812 seguidores online); quarta-feira às 21h (790 seguidores online); domingo às 19h (640 seguidores online).",
    );
    // The map itself is for the eye; the table is the same numbers for the keyboard and screen readers.
    expect(within(online).getByTestId("online-map").getAttribute("aria-hidden")).toBe("true");
    const summary = within(online).getByText("Ver os números em tabela");
    summary.focus();
    await user.keyboard("{Enter}");
    const table = within(online).getByRole("table", {
      name: "Média de seguidores online por hora e dia da semana, no horário de Brasília",
    });
    const row = within(table).getByRole("row", { name: /^20h/ });
    const cells = within(row).getAllByRole("cell");
    expect(cells).toHaveLength(7);
    // Quarta-feira (the fourth day column) at 20h: 812, marked as a best hour; an hour without data says so.
    expect(cells[3]!.textContent).toBe("812 (melhor horário)");
    expect(cells[0]!.textContent).toBe("—Sem dados");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Hora", "Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"]);
  });

  it("says why an account has no audience at all", async () => {
    serve(
      audienceAnswer({
        unavailable: { reason: "username_connection", permission: null },
        snapshot: null,
        previousSnapshot: null,
        followers: { breakdowns: null, unavailable: { reason: "username_connection", permission: null } },
        online: { hours: [], bestHours: [], unavailable: { reason: "username_connection", permission: null } },
      }),
    );
    renderSection();
    const reason = await screen.findByTestId("audience-unavailable");
    expect(reason.textContent).toContain("Conexão por usuário");
    expect(screen.queryByRole("region", { name: "Quando os seguidores estão online" })).toBeNull();
  });
});
