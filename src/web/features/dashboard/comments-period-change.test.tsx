// @vitest-environment happy-dom
import type { CommentsSummary } from "@core/analytics/comments-summary";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CommentsSection from "./comments-section";

// Another period in the address (chosen in the period section): until its comments are on
// screen, the section says it loads them and its range line stays the shown comments' range.

// 24/11/2026 at noon in São Paulo.
const NOW = new Date("2026-11-24T15:00:00Z");
const accountId = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";

function summaryOf(preset: "30d" | "90d", from: string, days: number): CommentsSummary {
  return {
    accountId,
    period: { preset, from, to: "2026-11-24", days },
    collected: true,
    total: 0,
    series: [],
    sample: { comments: 0, questions: 0 },
    terms: [],
    hashtags: [],
    questions: { total: 0, answered: 0, waiting: 0, unanswered: 0, answeredPercent: null, groups: [] },
    sentimentSource: "lexicon",
    sentiment: { positive: { count: 0, percent: 0 }, neutral: { count: 0, percent: 0 }, negative: { count: 0, percent: 0 } },
  };
}

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
      const period = new URL(input, "http://localhost").searchParams.get("period") ?? "";
      asked.push(period);
      if (period !== "90d") return Response.json(summaryOf("30d", "2026-10-26", 30));
      await held;
      return Response.json(summaryOf("90d", "2026-08-27", 90));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CommentsSection while another period loads", () => {
  it("keeps the shown comments' range, busy, until the new period's comments replace them", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/dashboard"]}>
          <Link to="/dashboard?periodo=90d">90 dias</Link>
          <CommentsSection accountId={accountId} platform="instagram" now={NOW} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const section = screen.getByTestId("comments-section");
    const range = within(section).getByText(/^Comentários recebidos de/);
    await waitFor(() => expect(within(section).getByText("Nenhum comentário recebido neste período.")).toBeTruthy(), {
      timeout: loaded,
    });
    expect(range.textContent).toBe("Comentários recebidos de 26/10/2026 a 24/11/2026");

    await userEvent.click(screen.getByRole("link", { name: "90 dias" }));
    await waitFor(() => expect(asked).toContain("90d"), { timeout: loaded });
    expect(range.textContent).toBe("Comentários recebidos de 26/10/2026 a 24/11/2026");
    const body = screen.getByTestId("comments-figures");
    // Its own status, before the comments' (an empty state is one too).
    const status = () => body.querySelector(":scope > [role=status]")?.textContent;
    expect(body.getAttribute("aria-busy")).toBe("true");
    expect(status()).toBe("Carregando os comentários...");

    releaseNinetyDays();
    await waitFor(() => expect(range.textContent).toBe("Comentários recebidos de 27/08/2026 a 24/11/2026"), { timeout: loaded });
    expect(body.getAttribute("aria-busy")).toBe("false");
    expect(status()).toBe("");
  });
});
