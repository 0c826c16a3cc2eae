import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SocialAccount } from "@core/social/account-responses";
import { facebookConnections } from "../../db/schema/index";
import { facebookConnectedUser } from "../../test/facebook-connection";
import { countQueuedEmails, waitForEmail } from "../../test/mailbox";
import { useTestServer } from "../../test/server";
import { warnFacebookTokensEnding } from "./facebook-token-end";
import { refreshTokensJob } from "./token-refresh.job";

// A week before the Facebook connection's token ends, the owner is told (e-mail, once per token
// end) and the account's card offers reconnecting: the renewal re-exchanges a long-lived token,
// which Meta does not document, so it may not move the end.
const t = useTestServer();
const day = 86_400_000;
const subjectPrefix = "Sua conexão com o Facebook termina";

const connection = (endsAt: Date, status: "active" | "reconnect_needed" = "active", token = "sandbox-fb-token.1") =>
  facebookConnectedUser(t.server, { token, endsAt, status });

const sent = (email: string) =>
  Promise.all(
    [1, 2, 3, 4, 5, 6, 7].map((days) =>
      countQueuedEmails(t.server.context.db, email, `${subjectPrefix} em ${days} ${days === 1 ? "dia" : "dias"}`),
    ),
  ).then((counts) => counts.reduce((sum, count) => sum + count, 0));

describe("the Facebook token's end, announced a week ahead", () => {
  const now = new Date("2026-12-02T09:00:00Z");

  it("e-mails the owner of a token ending within 7 days once, and not for one ending later, ended or already refused", async () => {
    const ending = await connection(new Date(now.getTime() + 6 * day + 3_600_000));
    const later = await connection(new Date(now.getTime() + 8 * day));
    const ended = await connection(new Date(now.getTime() - day));
    const refused = await connection(new Date(now.getTime() + 3 * day), "reconnect_needed");

    await warnFacebookTokensEnding(t.server.context, now);
    await warnFacebookTokensEnding(t.server.context, new Date(now.getTime() + 3_600_000));

    const message = await waitForEmail(t.server.context.db, ending.email, subjectPrefix);
    expect(message.subject).toBe(`${subjectPrefix} em 7 dias`);
    expect(message.html).toContain("Reconectar o Facebook");
    expect(message.html).toContain(`${t.server.context.env.APP_URL}/social-media-setup`);
    expect(message.text).toContain("Minha Loja, @minhaloja_teste");
    expect(await sent(ending.email)).toBe(1);
    for (const other of [later, ended, refused]) expect(await sent(other.email)).toBe(0);
    const [row] = await t.server.context.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.id, ending.connection.id));
    expect(row!.tokenEndWarnedFor).toEqual(ending.connection.tokenExpiresAt);
  });

  it("warns again about a new end, once the token was renewed to one that is near too", async () => {
    const ending = await connection(new Date(now.getTime() + 5 * day));
    await warnFacebookTokensEnding(t.server.context, now);
    await t.server.context.db
      .update(facebookConnections)
      .set({ tokenExpiresAt: new Date(now.getTime() + 6 * day) })
      .where(eq(facebookConnections.id, ending.connection.id));
    await warnFacebookTokensEnding(t.server.context, now);
    await warnFacebookTokensEnding(t.server.context, now);
    expect(await sent(ending.email)).toBe(2);
  });

  it("is part of the daily token job, after a renewal that did not move the end", async () => {
    const endsAt = new Date(Date.now() + 4 * day);
    const ending = await connection(endsAt);
    const networks = t.server.context.networks;
    const facebook = networks.instagram.facebook!;
    // Meta answering the re-exchange with the same end (nothing documents that it moves it).
    const renewals: string[] = [];
    const sameEnd = {
      ...facebook,
      async refreshToken(accessToken: string) {
        renewals.push(accessToken);
        return { accessToken, expiresAt: endsAt };
      },
    };
    const run = () =>
      refreshTokensJob.handler(
        {},
        {
          ...t.server.context,
          networks: { ...networks, instagram: { ...networks.instagram, facebook: sameEnd } },
          jobId: "test",
          retryCount: 0,
          signal: new AbortController().signal,
          settle: async () => {},
        },
      );
    await run();
    await run();
    expect(renewals.length).toBeGreaterThan(0);
    await waitForEmail(t.server.context.db, ending.email, subjectPrefix);
    expect(await sent(ending.email)).toBe(1);
  });

  it("puts the end on the account's card while it is near, and not when it is far or already refused", async () => {
    const near = await connection(new Date(Date.now() + 3 * day));
    const far = await connection(new Date(Date.now() + 30 * day));
    const refused = await connection(new Date(Date.now() + 3 * day), "reconnect_needed");
    const cardOf = async (user: Awaited<ReturnType<typeof connection>>) =>
      ((await (await user.client.request("/api/accounts")).json()) as { accounts: SocialAccount[] }).accounts[0]!;
    expect((await cardOf(near)).connectionEndsAt).toBe(near.connection.tokenExpiresAt.toISOString());
    expect((await cardOf(far)).connectionEndsAt ?? null).toBeNull();
    expect((await cardOf(refused)).connectionEndsAt ?? null).toBeNull();
  });
});
