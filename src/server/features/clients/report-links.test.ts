// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer } from "../../test/server";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientDetail } from "@core/clients/client-responses";
import { clientMessages } from "@core/clients/client-rules";
import { clientReportLinks } from "../../db/schema/index";
import { redactSecretsInPath } from "../../log-redaction";
import { createLogger } from "../../logger";
import type { TestClient } from "../../test/http-client";
import { connectCollectedTikTok } from "../../test/tiktok-account";
import { collectedUser } from "../../test/users";

// The link a client opens without signing in (/r/<token>, docs/decisions/045-clients-and-report-links.md).

const lines: string[] = [];
const t = useTestServer(() => ({
  log: createLogger(
    { LOG_LEVEL: "debug", NODE_ENV: "development" },
    { destination: { write: (line: string) => lines.push(line) } },
  ),
}));

let owner: Awaited<ReturnType<typeof collectedUser>> & { clientId: string; otherClientId: string };

beforeAll(async () => {
  const user = await collectedUser(t.server, "doceria.link", "sparks_pro");
  const tiktokId = await connectCollectedTikTok(t.server, user.client, "doceria.link.tt");
  const created = await user.client.post("/api/clients", { name: "Doceria Lua", accountIds: [user.accountId, tiktokId] });
  const other = await user.client.post("/api/clients", { name: "Padaria Sol" });
  owner = {
    ...user,
    clientId: ((await created.json()) as { id: string }).id,
    otherClientId: ((await other.json()) as { id: string }).id,
  };
}, 240_000);

async function createLink(client: TestClient, clientId: string, body: Record<string, unknown> = { period: "30d" }) {
  const response = await client.post(`/api/clients/${clientId}/links`, body);
  expect(response.status).toBe(201);
  const link = (await response.json()) as { id: string; url: string; expiresAt: string };
  const token = new URL(link.url).pathname.slice("/r/".length);
  return { ...link, token, path: `/r/${token}` };
}

/** Opens a link as someone who never signed in: no cookie at all. */
const open = (path: string) => t.server.app.request(path);

const linksOf = async (clientId: string) =>
  ((await (await owner.client.request(`/api/clients/${clientId}`)).json()) as ClientDetail).links;

describe("a report link", { timeout: 180_000 }, () => {
  it("carries a random, unguessable token of which only the SHA-256 is stored", async () => {
    const first = await createLink(owner.client, owner.clientId);
    const second = await createLink(owner.client, owner.clientId);
    for (const link of [first, second]) expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    const [row] = await t.server.context.db.select().from(clientReportLinks).where(eq(clientReportLinks.id, first.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(first.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(first.token);
    // Valid 30 days unless chosen; at most 90.
    expect(Date.parse(first.expiresAt) - Date.parse(row!.createdAt.toISOString())).toBe(30 * 24 * 3600_000);
    const refused = await owner.client.post(`/api/clients/${owner.clientId}/links`, { period: "30d", days: 91 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(clientMessages.linkDays);
  });

  it("opens signed out on that client's period only, with no script, and counts each opening", async () => {
    const link = await createLink(owner.client, owner.clientId, { period: "7d", days: 10 });
    const response = await open(link.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.text();
    expect(body).toContain("Relatório de Doceria Lua");
    for (const text of ["@doceria.link", "@doceria.link.tt", "Instagram", "TikTok", "Números do período"])
      expect(body).toContain(text);
    // Nothing else of the workspace: no other client, no member, no way into the app.
    expect(body).not.toContain("Padaria Sol");
    expect(body).not.toContain(owner.email);
    expect(body).not.toMatch(/<script/i);
    expect(
      [...body.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).filter((href) => !href!.startsWith("https://")),
    ).toEqual([]);
    // Its styles only by hash (docs/decisions/039).
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).not.toContain("unsafe-inline");
    for (const [, css] of body.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(css!).digest("base64")}'`);
    }
    expect(body).not.toMatch(/\sstyle="/);

    expect((await linksOf(owner.clientId)).find((row) => row.id === link.id)).toMatchObject({ openCount: 1, status: "active" });
    await open(link.path);
    expect((await linksOf(owner.clientId)).find((row) => row.id === link.id)?.openCount).toBe(2);
  });

  it("shows the client's colour where the plan allows it", async () => {
    expect(
      (await owner.client.request(`/api/clients/${owner.clientId}/color`, { method: "PUT", json: { color: "#0a7d5a" } })).status,
    ).toBe(200);
    const link = await createLink(owner.client, owner.clientId);
    const body = await (await open(link.path)).text();
    expect(body).toContain("--brand:#0a7d5a");
  });

  it("answers 410 with a pt-BR page and no data once revoked or expired", async () => {
    const revoked = await createLink(owner.client, owner.clientId);
    expect((await owner.client.request(`/api/clients/${owner.clientId}/links/${revoked.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    const expired = await createLink(owner.client, owner.clientId);
    await t.server.context.db
      .update(clientReportLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientReportLinks.id, expired.id));
    for (const link of [revoked, expired]) {
      const response = await open(link.path);
      expect(response.status).toBe(410);
      const body = await response.text();
      expect(body).toContain("Este link não está mais disponível");
      expect(body).not.toContain("Doceria Lua");
      expect(body).not.toContain("doceria.link");
    }
    const statuses = await linksOf(owner.clientId);
    expect(statuses.find((row) => row.id === revoked.id)?.status).toBe("revoked");
    expect(statuses.find((row) => row.id === expired.id)?.status).toBe("expired");
    // Opening a dead link is not counted.
    expect(statuses.find((row) => row.id === revoked.id)?.openCount).toBe(0);
  });

  it("answers 404 for a token that never existed, and refuses a link of a client without accounts", async () => {
    expect((await open(`/r/${"A".repeat(43)}`)).status).toBe(404);
    expect((await open("/r/curto")).status).toBe(404);
    const refused = await owner.client.post(`/api/clients/${owner.otherClientId}/links`, { period: "30d" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(clientMessages.noAccounts);
  });

  it("is never written to the log, and the request log would hide it", async () => {
    const link = await createLink(owner.client, owner.clientId);
    await open(link.path);
    await open(`${link.path}?utm=1`);
    expect(lines.join("\n")).not.toContain(link.token);
    expect(redactSecretsInPath(link.path)).toBe("/r/[redacted]");
  });

  it("answers 410 once its client is deleted", async () => {
    const link = await createLink(owner.client, owner.clientId);
    expect((await open(link.path)).status).toBe(200);
    expect((await owner.client.request(`/api/clients/${owner.clientId}`, { method: "DELETE" })).status).toBe(200);
    const response = await open(link.path);
    expect(response.status).toBe(410);
    expect(await response.text()).not.toContain("Doceria Lua");
  });
});
