import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SocialAccount } from "~/lib/social-accounts-api";
import { DashboardHeader } from "./dashboard-header";

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

describe("the profile switcher", () => {
  const props = {
    companyName: null,
    user: { name: "Maria", email: "m@exemplo.com.br" },
    demo: false,
    switching: false,
    onSwitch: () => {},
  };

  it("names each account's network when the workspace has both", () => {
    const instagram = account({ id: "i1", platform: "instagram", username: "loja" });
    const tiktok = account({ id: "t1" });
    const html = renderToStaticMarkup(<DashboardHeader {...props} accounts={[instagram, tiktok]} current={tiktok} />);
    expect(html).toContain(">Perfil</label>");
    expect(html).toContain("@loja (Instagram)</option>");
    expect(html).toContain("@criadora (TikTok)</option>");
    expect(html).toMatch(/<span class="sr-only">TikTok<\/span>/);
  });

  it("keeps 'Perfil do Instagram' with Instagram accounts only, each still named with its network", () => {
    const a = account({ id: "i1", platform: "instagram", username: "loja" });
    const b = account({ id: "i2", platform: "instagram", username: "loja2" });
    const html = renderToStaticMarkup(<DashboardHeader {...props} accounts={[a, b]} current={a} />);
    expect(html).toContain(">Perfil do Instagram</label>");
    expect(html).toContain("@loja2 (Instagram)</option>");
  });
});
