import type { CommentsSummary } from "@core/analytics/comments-summary";
import type { Platform } from "@core/social/platform-names";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { analyticsQueryKey } from "./analytics-keys";
import CommentsSection from "./comments-section";

// 24/11/2026 at noon in São Paulo.
const NOW = new Date("2026-11-24T15:00:00Z");
const accountId = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";
const period = { preset: "7d" as const, from: "2026-11-18", to: "2026-11-24", days: 7 };

function render(url: string, data?: CommentsSummary, selectionKey = "7d", platform: Platform = "instagram") {
  const client = new QueryClient();
  if (data) client.setQueryData([...analyticsQueryKey, "comments", accountId, selectionKey], data);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CommentsSection accountId={accountId} platform={platform} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { html, client };
}

const empty: CommentsSummary = {
  accountId,
  period,
  collected: false,
  total: 0,
  series: ["18", "19", "20", "21", "22", "23", "24"].map((day) => ({ day: `2026-11-${day}`, comments: 0 })),
  sample: { comments: 0, questions: 0 },
  terms: [],
  hashtags: [],
  questions: { total: 0, answered: 0, waiting: 0, unanswered: 0, answeredPercent: null, groups: [] },
  sentimentSource: "lexicon",
  sentiment: { positive: { count: 0, percent: 0 }, neutral: { count: 0, percent: 0 }, negative: { count: 0, percent: 0 } },
};

const full: CommentsSummary = {
  ...empty,
  collected: true,
  total: 6,
  series: empty.series.map((point, index) => ({ ...point, comments: index === 5 ? 4 : index === 6 ? 2 : 0 })),
  sample: { comments: 6, questions: 3 },
  terms: [{ term: "valor", count: 2 }],
  hashtags: [{ term: "#verao", count: 2 }],
  questions: {
    total: 3,
    answered: 1,
    waiting: 1,
    unanswered: 1,
    answeredPercent: 50,
    groups: [
      {
        topic: "preco",
        label: "Preço",
        count: 2,
        examples: [
          {
            text: "Quanto custa o kit?",
            username: "bia",
            publishedAt: "2026-11-22T13:00:00.000Z",
            permalink: "https://www.instagram.com/p/abc/",
            unanswered: false,
          },
          {
            text: "Qual o valor?",
            username: "ana",
            publishedAt: "2026-11-21T13:00:00.000Z",
            permalink: "javascript:alert(1)",
            unanswered: true,
          },
        ],
      },
    ],
  },
  sentiment: { positive: { count: 1, percent: 17 }, neutral: { count: 4, percent: 67 }, negative: { count: 1, percent: 16 } },
};

describe("CommentsSection", () => {
  it("asks for the period in the URL, and nothing for an invalid one", () => {
    const { html, client } = render("/dashboard?periodo=7d");
    expect(html).toContain("O que dizem os comentários");
    expect(html).toContain("Comentários recebidos de 18/11/2026 a 24/11/2026");
    expect(html).toContain("Carregando os comentários...");
    const enabledOf = (queryClient: QueryClient) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: [...analyticsQueryKey, "comments"] })
        .map((query) => [query.queryKey.at(-1), (query.options as { enabled?: boolean }).enabled]);
    expect(enabledOf(client)).toEqual([["7d", true]]);

    const invalid = render("/dashboard?periodo=custom&de=2026-11-20&ate=2026-11-10");
    expect(enabledOf(invalid.client)).toEqual([["custom:2026-11-20:2026-11-10", false]]);
    expect(invalid.html).not.toContain("Carregando os comentários...");
  });

  it("says no comment was collected yet for the account", () => {
    const { html } = render("/dashboard?periodo=7d", empty);
    expect(html).toContain("Ainda não há comentários coletados desta conta.");
    expect(html).not.toContain("Perguntas frequentes");
  });

  it("says when the period has none, once comments were collected", () => {
    const { html } = render("/dashboard?periodo=7d", { ...empty, collected: true });
    expect(html).toContain("Nenhum comentário recebido neste período.");
  });

  it("lays out the chart's summary, the unanswered count with its search, the sentiment, the terms and the questions", () => {
    const { html } = render("/dashboard?periodo=7d", full);
    expect(html).toContain("6 comentários coletados no período; o dia com mais foi 23/11/2026 (4 comentários).");
    expect(html).toMatch(/Perguntas sem resposta há mais de 24 h:<\/span> <span[^>]*>1<\/span>/);
    expect(html).toContain(`href="/busca?conta=${accountId}&amp;tipo=comments&amp;sem-resposta=1&amp;periodo=7d"`);
    expect(html).toContain("50,0% das perguntas respondidas pela conta (1 de 2). 1 outra aguarda há menos de 24 h.");
    for (const [label, percent] of [
      ["Positivo", 17],
      ["Neutro", 67],
      ["Negativo", 16],
    ] as const) {
      expect(html).toMatch(new RegExp(`${label}</span><span[^>]*><span[^>]*>${percent}%</span>`));
    }
    expect(html).toContain("Classificação automática por palavras-chave.");
    expect(html).toContain("valor");
    expect(html).toContain("#verao");
    expect(html).toContain("Preço");
    expect(html).toContain("2 perguntas");
    expect(html).toContain('<q class="break-words">Qual o valor?</q>');
    expect(html).toContain("Sem resposta");
    // The post's link only when it is a web address.
    expect(html).toContain('href="https://www.instagram.com/p/abc/"');
    expect(html).toContain("(abre no Instagram em nova aba)");
    expect(html).not.toContain("javascript:");
  });

  it("names TikTok in a TikTok account's links to the posts asked about", () => {
    const { html } = render("/dashboard?periodo=7d", full, "7d", "tiktok");
    expect(html).toContain("(abre no TikTok em nova aba)");
    expect(html).not.toContain("(abre no Instagram em nova aba)");
  });
});
