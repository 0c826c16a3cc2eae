import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AccountCard } from "./account-card";
import type { SocialAccount } from "~/lib/social-accounts-api";

// An account read through the workspace's Facebook connection, whose token ends within a week.
const account = (overrides: Partial<SocialAccount>): SocialAccount => ({
  id: "a1",
  platform: "instagram",
  username: "minhaloja",
  displayName: "Minha Loja",
  avatarUrl: null,
  followersCount: 1200,
  connectionType: "facebook",
  dataSource: "graph",
  needsReconnect: false,
  commentsMissingPermission: null,
  postsNotAuthorized: false,
  connectionEndsAt: null,
  lastCollectedAt: null,
  updatedAt: "2026-11-27T12:00:00.000Z",
  ...overrides,
});

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );

describe("a Facebook-connected account whose connection ends soon", () => {
  it("says when the connection ends, with a button to reconnect through Facebook", () => {
    const html = render(
      <AccountCard account={account({ connectionEndsAt: "2026-12-08T15:00:00.000Z" })} current canSwitch={false} />,
    );
    expect(html).toContain("Reconecte até 08/12/2026");
    expect(html).toContain("A conexão com o Facebook termina em 08/12/2026");
    expect(html).toMatch(/<button[^>]*>[^]*Reconectar com o Facebook<\/button>/);
    expect(html).not.toContain("Reconexão necessária");
  });

  it("shows no notice while the end is far, and the reconnection notice once it is needed", () => {
    expect(render(<AccountCard account={account({})} current canSwitch={false} />)).not.toContain("Reconecte até");
    const needed = render(
      <AccountCard
        account={account({ needsReconnect: true, connectionEndsAt: "2026-12-08T15:00:00.000Z" })}
        current
        canSwitch={false}
      />,
    );
    expect(needed).toContain("Reconexão necessária");
    expect(needed).not.toContain("Reconecte até");
  });
});
