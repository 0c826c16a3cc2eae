// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alertRules, alerts, outboxEmails, workspaceMembers } from "../../db/schema/index";
import { signUpConfirmed } from "../../test/users";
import { signUnsubscribeToken } from "../reports/unsubscribe-token";
import { readWorkspaceName } from "../team/workspace.service";
import { sendAlertDigest } from "./alert-digest.job";
import { ensureDefaultRules } from "./alerts.queries";

const t = useTestServer();
const linkLabel = "Não quero mais receber estes alertas por e-mail";

/** The digests sent to `to`, newest first. */
const digestsTo = (to: string) =>
  t.server.context.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, "%Alerta%")));

const rulesOf = (workspaceId: string, userId: string) =>
  t.server.context.db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.workspaceId, workspaceId), eq(alertRules.userId, userId)));

/** The member's default rules (as /alertas/preferencias creates them) and one alert waiting for the e-mail. */
async function alertWaiting(workspaceId: string, userId: string, key: string) {
  const db = t.server.context.db;
  await ensureDefaultRules(db, workspaceId, [userId]);
  const [rule] = (await rulesOf(workspaceId, userId)).filter((row) => row.kind === "followers_drop");
  await db.insert(alerts).values({
    workspaceId,
    userId,
    ruleId: rule!.id,
    kind: "followers_drop",
    eventKey: key,
    title: `Queda ${key}`,
    body: "Seguidores caíram.",
    email: true,
  });
}

/** The unsubscribe link of a message: its List-Unsubscribe header's https URL. */
function unsubscribeUrlOf(headers: Record<string, string>) {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(headers["List-Unsubscribe"] ?? "");
  expect(match, "List-Unsubscribe").not.toBeNull();
  return new URL(match![1]!);
}

/** A page of the link, opened by no signed-in browser. */
const open = async (path: string) => {
  const response = await t.server.app.request(path);
  return { status: response.status, html: await response.text() };
};

/** RFC 8058's one-click, as a mail provider sends it: a form POST from no page of ours. */
const oneClick = async (path: string) => {
  const response = await t.server.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  return { status: response.status, html: await response.text() };
};

describe("alert digest unsubscribe", () => {
  it("sends each workspace's digest with a one-click link that turns off that workspace's alert e-mails only, without signing in", async () => {
    const db = t.server.context.db;
    const person = await signUpConfirmed(t.server, "Joana Alves");
    const agency = await signUpConfirmed(t.server, "Agência Norte");
    await db.insert(workspaceMembers).values({ workspaceId: agency.workspaceId, userId: person.userId, role: "editor" });
    await alertWaiting(person.workspaceId, person.userId, "own:1");
    await alertWaiting(agency.workspaceId, person.userId, "agency:1");
    const [ownName, agencyName] = [
      await readWorkspaceName(t.server.context, person.workspaceId),
      await readWorkspaceName(t.server.context, agency.workspaceId),
    ];

    // Well past any digest of the sign-up: this one goes now.
    const now = new Date(Date.now() + 2 * 3_600_000);
    expect(await db.transaction((tx) => sendAlertDigest(t.server.context, tx, person.userId, now))).toBe("sent");
    const digests = await waitFor(async () => {
      const rows = await digestsTo(person.email);
      return rows.length === 2 ? rows : undefined;
    });
    // One e-mail per workspace, each naming it, each with its own link.
    const own = digests.find((row) => row.text.includes(ownName))!;
    const agencyDigest = digests.find((row) => row.text.includes(agencyName))!;
    expect(own.text).toContain("Queda own:1");
    expect(own.text).not.toContain("Queda agency:1");
    expect(agencyDigest.text).toContain("Queda agency:1");
    expect(own.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = unsubscribeUrlOf(own.headers);
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toMatch(/^\/cancelar-alertas\//);
    expect(unsubscribeUrlOf(agencyDigest.headers).pathname).not.toBe(url.pathname);
    expect(own.html).toContain(`href="${url.href}"`);
    expect(own.html).toContain(linkLabel);
    expect(own.text).toContain(`${linkLabel}: ${url.href}`);
    // No address in the link.
    expect(decodeURIComponent(url.pathname)).not.toContain("@");

    // Opening the link (a scanner, a preview) changes nothing: it asks.
    const asked = await open(url.pathname);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain("Deixar de receber os alertas por e-mail?");
    expect(asked.html).toContain(person.email);
    expect(asked.html).toContain(ownName);
    expect((await rulesOf(person.workspaceId, person.userId)).every((rule) => rule.email)).toBe(true);

    // Another alert is waiting when the one-click comes: it is not e-mailed either.
    await alertWaiting(person.workspaceId, person.userId, "own:2");
    const done = await oneClick(url.pathname);
    expect(done.status).toBe(200);
    expect(done.html).toContain("Pronto, e-mails de alertas desligados");
    expect(done.html).toContain("Os alertas continuam aparecendo no Inteligram");
    const ownRules = await rulesOf(person.workspaceId, person.userId);
    expect(ownRules.length).toBeGreaterThan(0);
    // E-mail off, every alert still on in the app; the other workspace untouched.
    expect(ownRules.every((rule) => !rule.email && rule.enabled)).toBe(true);
    expect((await rulesOf(agency.workspaceId, person.userId)).every((rule) => rule.email)).toBe(true);
    expect(
      await db.transaction((tx) => sendAlertDigest(t.server.context, tx, person.userId, new Date(now.getTime() + 2 * 3_600_000))),
    ).toBe("nothing");
    const waiting = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.workspaceId, person.workspaceId), eq(alerts.eventKey, "own:2")));
    expect(waiting[0]).toMatchObject({ email: false, emailedAt: null, readAt: null });

    // Used again, or opened again: it says so, and changes nothing.
    const again = await oneClick(url.pathname);
    expect(again.status).toBe(200);
    expect(again.html).toContain("E-mails de alertas já desligados");
    expect((await open(url.pathname)).html).toContain("E-mails de alertas já desligados");
  });

  it("says an altered link, or another feature's link, is invalid and changes nothing", async () => {
    const person = await signUpConfirmed(t.server, "Rita Lima");
    await alertWaiting(person.workspaceId, person.userId, "x:1");
    expect(
      await t.server.context.db.transaction((tx) =>
        sendAlertDigest(t.server.context, tx, person.userId, new Date(Date.now() + 2 * 3_600_000)),
      ),
    ).toBe("sent");
    const [digest] = await waitFor(async () => {
      const rows = await digestsTo(person.email);
      return rows.length === 1 ? rows : undefined;
    });
    const [, token] = /^\/cancelar-alertas\/(.+)$/.exec(unsubscribeUrlOf(digest!.headers).pathname)!;
    const [payload, signature] = token!.split(".") as [string, string];
    const flipped = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    // The reports' link for the same person and workspace is signed for another use.
    const reportsToken = signUnsubscribeToken(
      { kind: "member", workspaceId: person.workspaceId, userId: person.userId, generation: 0 },
      t.server.context.env.AUTH_SECRET,
    );
    for (const bad of [`${payload}.${flipped(signature)}`, `${flipped(payload)}.${signature}`, payload, reportsToken]) {
      for (const answer of [await open(`/cancelar-alertas/${bad}`), await oneClick(`/cancelar-alertas/${bad}`)]) {
        expect(answer.status, bad).toBe(400);
        expect(answer.html).toContain("Link de cancelamento inválido");
      }
    }
    expect((await rulesOf(person.workspaceId, person.userId)).every((rule) => rule.email)).toBe(true);
  });
});
