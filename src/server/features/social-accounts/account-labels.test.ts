// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema/index";
import { waitForIdleJobs } from "../../test/jobs";
import { waitForEmail } from "../../test/mailbox";
import { joinTeam } from "../../test/team";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser } from "../../test/users";

// docs/decisions/033-account-labels.md: the same username on Instagram and on TikTok are two
// accounts, named with their network wherever a person picks or reads one, in one order.

const t = useTestServer();

type Listed = { id: string; platform: string; username: string };

/** An owner on Go with @loja on Instagram (collected), @aurora on Instagram and @loja on TikTok (collected). */
async function ownerWithTwoLojas() {
  const owner = await collectedUser(t.server, "loja", "advanced");
  const aurora = (await (await owner.client.post("/api/accounts", { username: "aurora" })).json()) as { id: string };
  const tiktok = await connectCollectedTikTok(t.server, owner.client, "loja");
  return { ...owner, instagram: owner.accountId, aurora: aurora.id, tiktok };
}

const pick = (accounts: Listed[]) => accounts.map(({ id, platform, username }) => ({ id, platform, username }));

describe("accounts named with their network, in one order", { timeout: 240_000 }, () => {
  it("lists them by network (Instagram, then TikTok), then username, with the network on each", async () => {
    const owner = await ownerWithTwoLojas();
    const expected = [
      { id: owner.aurora, platform: "instagram", username: "aurora" },
      { id: owner.instagram, platform: "instagram", username: "loja" },
      { id: owner.tiktok, platform: "tiktok", username: "loja" },
    ];

    const settings = (await (await owner.client.request("/api/report-settings")).json()) as { accounts: Listed[] };
    expect(pick(settings.accounts)).toEqual(expected);
    const dashboard = (await (await owner.client.request("/api/dashboard")).json()) as { accounts: Listed[] };
    expect(pick(dashboard.accounts)).toEqual(expected);
    // The setup page's list: the profile the person looks at first, then the others in the one order.
    expect((await owner.client.post(`/api/accounts/${owner.tiktok}/select`, {})).status).toBe(200);
    const listed = (await (await owner.client.request("/api/accounts")).json()) as { accounts: Listed[] };
    expect(pick(listed.accounts)).toEqual([expected[2], expected[0], expected[1]]);

    // A report names its account's network.
    const requested = await owner.client.post("/api/reports", { accountId: owner.tiktok, period: "30d" });
    expect(requested.status).toBe(202);
    const reports = (await (await owner.client.request("/api/reports")).json()) as {
      reports: { username: string; platform: string }[];
    };
    expect(reports.reports[0]).toMatchObject({ username: "loja", platform: "tiktok" });
  });

  it("names the network of each account an invitation gives, in the e-mail and on its page", async () => {
    const owner = await ownerWithTwoLojas();
    const viewer = await joinTeam(t.server, owner.client, { role: "viewer", accountIds: [owner.tiktok], name: "Lia Leitora" });
    expect(viewer.invitationHtml).toContain("Seu papel: Leitor, com acesso à conta @loja (TikTok).");

    // Given in any order, named in the one order.
    const invited = await owner.client.post("/api/team/invitations", {
      email: "pendente@exemplo.com.br",
      role: "viewer",
      accountIds: [owner.tiktok, owner.instagram],
    });
    expect(invited.status).toBe(201);
    const message = await waitForEmail(t.server.context.db, "pendente@exemplo.com.br", "Convite para a equipe");
    expect(message.html).toContain("Seu papel: Leitor, com acesso às contas @loja (Instagram) e @loja (TikTok).");
    const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1]!;
    const page = (await (await t.server.app.request(`/api/invitations/${token}`)).json()) as {
      accounts: { username: string; platform: string }[];
    };
    expect(page.accounts).toEqual([
      { username: "loja", platform: "instagram" },
      { username: "loja", platform: "tiktok" },
    ]);
  });

  it("names the network in the scheduled e-mail's subject and its PDF's file name", async () => {
    const owner = await ownerWithTwoLojas();
    expect(
      (
        await owner.client.request("/api/report-settings", {
          method: "PUT",
          json: { accountIds: [owner.instagram, owner.tiktok] },
        })
      ).status,
    ).toBe(200);
    expect((await owner.client.post("/api/report-settings/send-test", {})).status).toBe(200);
    await waitForIdleJobs(t.server.context.db, "reports.test", 120_000);
    const sent = await t.server.context.db
      .select({ subject: outboxEmails.subject, headers: outboxEmails.headers })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, owner.email), like(outboxEmails.subject, "[Teste]%")));
    const byNetwork = (network: string) => sent.find((message) => message.subject.includes(`@loja (${network}):`));
    expect(byNetwork("Instagram")?.subject).toMatch(/^\[Teste\] Relatório semanal de @loja \(Instagram\): /);
    expect(byNetwork("Instagram")?.headers["X-Attachments"]).toMatch(/^relatorio-loja-instagram-\d{4}-\d{2}-\d{2}-a-/);
    expect(byNetwork("TikTok")?.subject).toMatch(/^\[Teste\] Relatório semanal de @loja \(TikTok\): /);
    expect(byNetwork("TikTok")?.headers["X-Attachments"]).toMatch(/^relatorio-loja-tiktok-\d{4}-\d{2}-\d{2}-a-/);
  });
});
