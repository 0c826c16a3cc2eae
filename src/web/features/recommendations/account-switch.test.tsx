import type { RecommendationList, RecommendationView } from "@core/recommendations/responses";
import type { SocialAccount } from "@core/social/account-responses";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardQueryKey } from "~/lib/dashboard-query";
import type { Dashboard as DashboardData } from "@core/social/dashboard-responses";
import { accountsQueryKey } from "~/lib/social-accounts-api";
import { DashboardRecommendations } from "./dashboard-recommendations";
import { RecommendationsPage } from "./recommendations-page";
import { recommendationsQueryKey } from "./recommendations-api";

// "Perfil" switched from an Instagram account to a TikTok one: the recommendations cached for the
// Instagram account must not be shown for the TikTok one (they were, until a reload).

const account = (id: string, platform: SocialAccount["platform"], username: string) =>
  ({ id, platform, username, displayName: null, avatarUrl: null, followersCount: 1_000 }) as SocialAccount;
const instagram = account("0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d", "instagram", "natgeo");
const tiktok = account("7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6", "tiktok", "lojadamaria");

const carousels: RecommendationView = {
  id: "format_best",
  tier: "essential",
  category: "Formato",
  title: "Aposte mais em carrosséis",
  evidence: "Seus carrosséis tiveram 12,55% de engajamento contra 3,16% das fotos.",
  action: "Publique mais carrosséis.",
  effect: "Mais engajamento.",
  sample: "4 carrosséis e 4 fotos",
  why: "Comparamos a taxa de engajamento de cada formato.",
  priority: 60,
  status: "open",
};
const instagramList: RecommendationList = {
  accountId: instagram.id,
  period: { preset: "30d", from: "2026-10-26", to: "2026-11-24", days: 30 },
  planId: "advanced",
  recommendations: [carousels],
  locked: [],
  contentAnalysis: false,
};

/** Renders `page` with `current` as the current account (the dashboard's answer and the accounts list say so). */
function render(client: QueryClient, page: ReactElement, current: SocialAccount, other: SocialAccount) {
  client.setQueryData(dashboardQueryKey, { current, accounts: [current, other], analytics: {} } as unknown as DashboardData);
  client.setQueryData(accountsQueryKey, { accounts: [current, other] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard"]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe.each([
  ["the dashboard's top 3", <DashboardRecommendations key="dashboard" />],
  ["/recomendacoes", <RecommendationsPage key="page" />],
])("%s after 'Perfil' is switched", (_, page) => {
  it("shows the new account's recommendations, never the previous account's", () => {
    const client = new QueryClient();
    render(client, page, instagram, tiktok);
    // Instagram's answer arrives for what the page asked.
    for (const query of client.getQueryCache().findAll({ queryKey: recommendationsQueryKey }))
      client.setQueryData(query.queryKey, instagramList);
    expect(render(client, page, instagram, tiktok)).toContain("Aposte mais em carrosséis");

    // Switched to TikTok: its own recommendations are asked for, and Instagram's are not shown meanwhile.
    const html = render(client, page, tiktok, instagram);
    expect(html).not.toContain("Aposte mais em carrosséis");
    expect(html).toContain("Carregando recomendações...");
  });
});
