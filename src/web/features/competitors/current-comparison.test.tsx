import type { CompetitorComparison } from "@core/competitors/competitor-figures";
import type { SocialAccount } from "@core/social/account-responses";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { accountsQueryKey } from "~/lib/social-accounts-api";
import { competitorKeys, useCurrentComparison } from "./competitors-api";

// "Perfil" switched from an Instagram account to a TikTok one: the comparison /concorrentes had
// read for the Instagram account must not be shown for the TikTok one.

const account = (id: string, platform: SocialAccount["platform"], username: string) =>
  ({ id, platform, username }) as SocialAccount;
const instagram = account("0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d", "instagram", "natgeo");
const tiktok = account("7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6", "tiktok", "lojadamaria");
const selection = { preset: "30d" as const };

function Shown() {
  const comparison = useCurrentComparison(selection, true);
  return <p>{comparison.data ? `comparação de @${comparison.data.own?.username}` : "carregando"}</p>;
}

function render(client: QueryClient, current: SocialAccount, other: SocialAccount) {
  // The accounts list names the current account first (accounts.service.ts).
  client.setQueryData(accountsQueryKey, { accounts: [current, other] });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Shown />
    </QueryClientProvider>,
  );
}

describe("the competitors' comparison after 'Perfil' is switched", () => {
  it("asks for the new account's comparison and never shows the previous account's", () => {
    const client = new QueryClient();
    render(client, instagram, tiktok);
    for (const query of client.getQueryCache().findAll({ queryKey: competitorKeys.all })) {
      client.setQueryData(query.queryKey, { own: { username: "natgeo" }, competitors: [] } as unknown as CompetitorComparison);
    }
    expect(render(client, instagram, tiktok)).toContain("comparação de @natgeo");
    expect(render(client, tiktok, instagram)).toContain("carregando");
  });
});
