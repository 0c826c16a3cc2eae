import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AccountCard } from "./account-card";
import { ConnectTikTokCard } from "./connect-tiktok-card";
import type { SocialAccount } from "~/lib/social-accounts-api";

const account = (overrides: Partial<SocialAccount>): SocialAccount => ({
  id: "a1",
  platform: "tiktok",
  username: "criadora",
  displayName: "Criadora",
  avatarUrl: null,
  followersCount: 1200,
  connectionType: "oauth",
  dataSource: "demo",
  needsReconnect: false,
  commentsMissingPermission: null,
  postsNotAuthorized: false,
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

describe("a TikTok account", () => {
  it("shows its network, labelled for screen readers beside the icon", () => {
    const html = render(<AccountCard account={account({})} current canSwitch={false} />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>[^]*<\/svg><span>TikTok<\/span>/);
    expect(html).not.toContain("O TikTok não autorizou");
  });

  it("names an unticked video.list with a reconnect action", () => {
    const html = render(<AccountCard account={account({ postsNotAuthorized: true })} current canSwitch={false} />);
    expect(html).toContain("O TikTok não autorizou a leitura dos seus vídeos");
    expect(html).toContain("Reconectar o TikTok");
  });

  it("is offered on the setup page as 'Conectar TikTok'", () => {
    const html = render(<ConnectTikTokCard />);
    expect(html).toMatch(/<h2[^>]*>[^]*Conectar TikTok<\/h2>/);
    expect(html).toMatch(/<button[^>]*>[^]*Conectar TikTok<\/button>/);
  });
});
