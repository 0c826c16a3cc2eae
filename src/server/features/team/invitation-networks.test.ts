// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { describe, expect, it } from "vitest";
import { waitForEmail } from "../../test/mailbox";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser, uniqueEmail } from "../../test/users";

// The invitation e-mail names the networks the person will follow: those of the accounts the
// invitation gives (@core/social/platform-names), not always Instagram.

const t = useTestServer();

async function invitationText(
  client: Parameters<typeof connectCollectedTikTok>[1],
  body: { role?: string; accountIds?: string[] },
) {
  const email = uniqueEmail();
  const invited = await client.post("/api/team/invitations", { email, ...body });
  expect(invited.status).toBe(201);
  const message = await waitForEmail(t.server.context.db, email, "Convite para a equipe");
  return message.html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the invitation e-mail's networks", { timeout: 240_000 }, () => {
  it("names Instagram for a workspace with Instagram accounts only", async () => {
    const owner = await collectedUser(t.server, "so_instagram", "advanced");
    const text = await invitationText(owner.client, {});
    expect(text).toContain("onde vocês acompanham juntos os resultados no Instagram.");
    expect(text).not.toContain("resultados no Instagram e no TikTok");
  });

  it("names both networks for the whole workspace, and TikTok alone for an invitation limited to a TikTok account", async () => {
    const owner = await collectedUser(t.server, "duas_redes", "advanced");
    const tiktok = await connectCollectedTikTok(t.server, owner.client, "duas_redes");
    expect(await invitationText(owner.client, {})).toContain("os resultados no Instagram e no TikTok.");
    const limited = await invitationText(owner.client, { role: "viewer", accountIds: [tiktok] });
    expect(limited).toContain("convidou você para acompanhar os resultados no TikTok no Inteligram.");
    expect(limited).toContain("onde vocês acompanham juntos os resultados no TikTok.");
    expect(limited).not.toContain("resultados no Instagram");
  });
});
