import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, posts } from "../../db/schema/index";
import type { TestClient } from "../../test/http-client";
import { waitForEmail } from "../../test/mailbox";
import { useTestServer, waitFor } from "../../test/server";
import { collectedUser, signUpConfirmed } from "../../test/users";
import { invalidApiKeyMessage } from "./api-keys.service";
import { buildPublicApiDocument } from "./public-api.routes";
import { siteOrigin } from "../../../web/lib/site-url";

const t = useTestServer();

type Created = { id: string; name: string; prefix: string; key: string; createdAt: string; lastUsedAt: string | null };
type KeyList = { keys: (Omit<Created, "key"> & { revokedAt: string | null })[]; canManage: boolean };
type Post = { id: string; type: string; publishedAt: string; likes: number; mediaId: string };
type PostPage = { data: Post[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; message: string; reason?: string; fields?: Record<string, string> } };

async function createKey(client: TestClient, name = "Planilha") {
  const response = await client.post("/api/api-keys", { name });
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

/** A request to the public API with a bearer key, as any outside tool sends it. */
function call(path: string, key: string | null, headers: Record<string, string> = {}) {
  return t.server.app.request(`/api/v1${path}`, {
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
  });
}

async function read<T>(path: string, key: string) {
  const response = await call(path, key);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function allPages(accountId: string, key: string, query = "limit=7") {
  const seen: Post[] = [];
  let cursor: string | null = null;
  do {
    const page: PostPage = await read<PostPage>(`/accounts/${accountId}/posts?${query}${cursor ? `&cursor=${cursor}` : ""}`, key);
    seen.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe("API keys", () => {
  it("shows a key once, keeps only its hash, lists it by prefix with its last use, and revokes it", async () => {
    const owner = await collectedUser(t.server, "chaves_marca");
    const created = await createKey(owner.client, "Looker Studio");
    expect(created.key).toMatch(/^igk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);

    const [row] = await t.server.context.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const before = (await (await owner.client.request("/api/api-keys")).json()) as KeyList;
    expect(before.canManage).toBe(true);
    expect(before.keys).toEqual([
      expect.objectContaining({
        id: created.id,
        name: "Looker Studio",
        prefix: created.prefix,
        lastUsedAt: null,
        revokedAt: null,
      }),
    ]);
    expect(JSON.stringify(before)).not.toContain(created.key);

    expect((await call("/accounts", created.key)).status).toBe(200);
    const used = (await (await owner.client.request("/api/api-keys")).json()) as KeyList;
    expect(used.keys[0]!.lastUsedAt).not.toBeNull();

    expect((await owner.client.request(`/api/api-keys/${created.id}`, { method: "DELETE" })).status).toBe(204);
    const revoked = await call("/accounts", created.key);
    expect(revoked.status).toBe(401);
    const after = (await (await owner.client.request("/api/api-keys")).json()) as KeyList;
    expect(after.keys[0]!.revokedAt).not.toBeNull();
  }, 60_000);

  it("lets an editor (a member before roles) make and revoke keys of their own, never the owner's (decision 030)", async () => {
    const owner = await collectedUser(t.server, "chaves_equipe");
    const key = await createKey(owner.client);
    const member = await signUpConfirmed(t.server, "Membro Chaves");
    await owner.client.post("/api/team/invitations", { email: member.email });
    const message = await waitForEmail(t.server.context.db, member.email, "Convite para a equipe");
    await member.client.post(`/api/invitations/${/\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1]}/accept`, {});

    // The owner's key is neither listed to the editor nor theirs to revoke.
    expect(((await (await member.client.request("/api/api-keys")).json()) as KeyList).keys).toEqual([]);
    expect((await member.client.request(`/api/api-keys/${key.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call("/accounts", key.key)).status).toBe(200);
    const mine = await createKey(member.client);
    const list = (await (await member.client.request("/api/api-keys")).json()) as KeyList;
    expect(list.keys.map((k) => k.prefix)).toEqual([mine.prefix]);
    expect((await call("/accounts", mine.key)).status).toBe(200);
    // The owner sees both and may revoke the editor's.
    expect(((await (await owner.client.request("/api/api-keys")).json()) as KeyList).keys).toHaveLength(2);
    expect((await member.client.request(`/api/api-keys/${mine.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call("/accounts", mine.key)).status).toBe(401);
  }, 90_000);

  it("refuses an empty name and another workspace's key id", async () => {
    const owner = await collectedUser(t.server, "chaves_nome");
    const empty = await owner.client.post("/api/api-keys", { name: "   " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.fields?.name).toBe("Informe um nome para a chave.");
    const other = await collectedUser(t.server, "chaves_outra");
    const foreign = await createKey(other.client);
    expect((await owner.client.request(`/api/api-keys/${foreign.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call("/accounts", foreign.key)).status).toBe(200);
  }, 90_000);
});

describe("/api/v1 authentication", () => {
  it("answers every key that does not open the API with the same 401", async () => {
    const owner = await collectedUser(t.server, "chaves_401");
    const good = await createKey(owner.client);
    const revoked = await createKey(owner.client, "Antiga");
    await owner.client.request(`/api/api-keys/${revoked.id}`, { method: "DELETE" });
    const wrongSecret = `${good.prefix}_${"A".repeat(43)}`;
    const unknown = `igk_ZZZZZZZZ_${"B".repeat(43)}`;
    const attempts: [string, Record<string, string>][] = [
      ["missing", {}],
      ["malformed", { authorization: "Bearer não-é-uma-chave" }],
      ["other scheme", { authorization: `Basic ${good.key}` }],
      ["unknown", { authorization: `Bearer ${unknown}` }],
      ["wrong secret", { authorization: `Bearer ${wrongSecret}` }],
      ["revoked", { authorization: `Bearer ${revoked.key}` }],
      ["huge", { authorization: `Bearer ${"x".repeat(20_000)}` }],
    ];
    const bodies = new Set<string>();
    for (const [label, headers] of attempts) {
      const response = await t.server.app.request("/api/v1/accounts", { headers });
      expect(response.status, label).toBe(401);
      expect(response.headers.get("www-authenticate"), label).toMatch(/^Bearer/);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.message, label).toBe(invalidApiKeyMessage);
      bodies.add(JSON.stringify({ ...body.error, requestId: undefined }));
    }
    // Nothing tells which part was wrong.
    expect(bodies.size).toBe(1);
    // A session cookie is not a key.
    expect((await owner.client.request("/api/v1/accounts")).status).toBe(401);
    expect((await call("/accounts", good.key)).status).toBe(200);
  }, 60_000);
});

describe("/api/v1 resources", () => {
  it("serves accounts, metrics by day and indicators of the key's workspace only, with ISO dates and plain numbers", async () => {
    const owner = await collectedUser(t.server, "api_recursos");
    const other = await collectedUser(t.server, "api_vizinho");
    const { key } = await createKey(owner.client);

    const accounts = await read<{ data: { id: string; username: string; followers: number; lastCollectedAt: string }[] }>(
      "/accounts",
      key,
    );
    expect(accounts.data.map((a) => a.id)).toEqual([owner.accountId]);
    expect(accounts.data[0]!.username).toBe("api_recursos");
    expect(typeof accounts.data[0]!.followers).toBe("number");
    expect(new Date(accounts.data[0]!.lastCollectedAt).toISOString()).toBe(accounts.data[0]!.lastCollectedAt);
    expect((await read<{ id: string }>(`/accounts/${owner.accountId}`, key)).id).toBe(owner.accountId);

    const metrics = await read<{ period: { days: number }; data: { date: string; followers: number; reach: number | null }[] }>(
      `/accounts/${owner.accountId}/metrics?period=90d`,
      key,
    );
    expect(metrics.period.days).toBe(90);
    expect(metrics.data).toHaveLength(90);
    expect(metrics.data[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(metrics.data.every((day) => Number.isInteger(day.followers) && day.reach === null)).toBe(true);
    // The same figures as the app's own period read.
    const app = (await (await owner.client.request(`/api/analytics?period=90d&accountId=${owner.accountId}`)).json()) as {
      followersSeries: { day: string; followers: number }[];
    };
    expect(metrics.data.map((d) => ({ day: d.date, followers: d.followers }))).toEqual(app.followersSeries);

    const latest = await waitFor(async () => {
      const response = await call(`/accounts/${owner.accountId}/indicators`, key);
      return response.status === 200
        ? ((await response.json()) as {
            computedAt: string;
            indicators: Record<string, { score: number | null; sufficient: boolean }>;
          })
        : undefined;
    });
    expect(Object.keys(latest.indicators)).toHaveLength(12);
    expect(latest.indicators.comment_like_ratio).toEqual(expect.objectContaining({ sufficient: expect.any(Boolean) }));
    const history = await read<{ data: { computedAt: string }[] }>(
      `/accounts/${owner.accountId}/indicators/history?period=7d`,
      key,
    );
    expect(history.data[0]!.computedAt).toBe(latest.computedAt);

    // Another workspace's account is not found, on every route that takes one.
    for (const path of ["", "/metrics", "/posts", "/indicators", "/indicators/history"]) {
      const response = await call(`/accounts/${other.accountId}${path}`, key);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("api_vizinho");
    }
    expect((await call(`/accounts/${randomUUID()}`, key)).status).toBe(404);
    const badPeriod = await call(`/accounts/${owner.accountId}/metrics?period=custom&from=2026-13-01&to=2026-13-02`, key);
    expect(badPeriod.status).toBe(400);
    // A range without period is that range; with another period it is refused, never ignored.
    const to = saoPauloDay(new Date());
    const from = addDaysTo(to, -9);
    const range = await read<{ period: { from: string; to: string; days: number } }>(
      `/accounts/${owner.accountId}/metrics?from=${from}&to=${to}`,
      key,
    );
    expect(range.period).toEqual({ from, to, days: 10 });
    const ignored = await call(`/accounts/${owner.accountId}/metrics?period=7d&from=${from}&to=${to}`, key);
    expect(ignored.status).toBe(400);
    expect(await ignored.text()).toContain("Use from e to com period=custom");
  }, 120_000);

  it("pages posts with cursors that stay stable while posts are inserted, filters by type and days, and refuses bad cursors and limits", async () => {
    const owner = await collectedUser(t.server, "api_paginas");
    const { key } = await createKey(owner.client);
    const everything = await allPages(owner.accountId, key, "limit=100");
    expect(everything.length).toBeGreaterThan(10);
    const times = everything.map((post) => Date.parse(post.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(everything.map((p) => p.id)).size).toBe(everything.length);

    // Walk in pages of 4, inserting posts (newer, and at the exact instant of the page's last
    // post) between pages: each original post comes exactly once, in order.
    const db = t.server.context.db;
    const [sample] = await db.select().from(posts).where(eq(posts.socialProfileId, owner.accountId)).limit(1);
    const walked: Post[] = [];
    let cursor: string | null = null;
    let inserted = 0;
    do {
      const page: PostPage = await read<PostPage>(
        `/accounts/${owner.accountId}/posts?limit=4${cursor ? `&cursor=${cursor}` : ""}`,
        key,
      );
      walked.push(...page.data);
      cursor = page.nextCursor;
      const last = page.data.at(-1)!;
      for (const publishedAt of [new Date(), new Date(last.publishedAt)]) {
        await db
          .insert(posts)
          .values({ ...sample!, id: undefined, mediaId: `novo_${inserted++}`, publishedAt, lastSeenAt: new Date() });
      }
    } while (cursor);
    const originalIds = new Set(everything.map((p) => p.id));
    const walkedOriginals = walked.filter((post) => originalIds.has(post.id));
    expect(walkedOriginals.map((p) => p.id)).toEqual(everything.map((p) => p.id));
    expect(new Set(walked.map((p) => p.id)).size).toBe(walked.length);

    const ascending = await allPages(owner.accountId, key, "limit=9&order=asc");
    const ascTimes = ascending.map((post) => Date.parse(post.publishedAt));
    expect(ascTimes).toEqual([...ascTimes].sort((a, b) => a - b));
    expect(new Set(ascending.map((p) => p.id)).size).toBe(ascending.length);

    const type = everything[0]!.type;
    const ofType = await allPages(owner.accountId, key, `limit=5&type=${type}`);
    expect(ofType.length).toBeGreaterThan(0);
    expect(ofType.every((post) => post.type === type)).toBe(true);
    const day = everything[3]!.publishedAt.slice(0, 10);
    const sinceDay = await allPages(owner.accountId, key, `limit=50&from=${day}`);
    expect(sinceDay.every((post) => Date.parse(post.publishedAt) >= Date.parse(`${day}T03:00:00Z`))).toBe(true);

    const bad = [
      ["cursor=%%%", "cursor"],
      [`cursor=${Buffer.from('{"t":"1","i":"x"}').toString("base64url")}`, "cursor"],
      [`cursor=${Buffer.from("não é json").toString("base64url")}`, "cursor"],
      [`cursor=${"A".repeat(500)}`, "cursor"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=abc", "limit"],
      ["type=story", "type"],
      ["from=2026-02-31", "from"],
      [`from=${"9".repeat(5000)}`, "from"],
    ] as const;
    for (const [query, field] of bad) {
      const response = await call(`/accounts/${owner.accountId}/posts?${query}`, key);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field], query).toBeTruthy();
    }
    const huge = await call(`/accounts/${owner.accountId}/posts?${"x=1&".repeat(4000)}`, key);
    expect(huge.status).toBeLessThan(500);
  }, 120_000);

  it("answers 304 to a matching If-None-Match, and a new ETag once the data changes", async () => {
    const owner = await collectedUser(t.server, "api_etag");
    const { key } = await createKey(owner.client);
    const first = await call("/accounts", key);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await call("/accounts", key, { "if-none-match": tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ratelimit-remaining")).not.toBeNull();
    await owner.client.post("/api/accounts", { username: "api_etag_dois" });
    const changed = await call("/accounts", key, { "if-none-match": tag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
  }, 60_000);

  it("counts requests per workspace in RateLimit-* headers", async () => {
    const owner = await collectedUser(t.server, "api_contagem");
    const one = await createKey(owner.client, "Um");
    const two = await createKey(owner.client, "Dois");
    const a = await call("/accounts", one.key);
    const b = await call("/accounts", two.key);
    expect(a.headers.get("ratelimit-limit")).toBe("1000");
    expect(a.headers.get("ratelimit-remaining")).toBe("999");
    // Two keys of one workspace share its hour.
    expect(Number(b.headers.get("ratelimit-remaining"))).toBe(Number(a.headers.get("ratelimit-remaining")) - 1);
    const reset = Number(b.headers.get("ratelimit-reset"));
    expect(reset).toBeGreaterThan(3500);
    expect(reset).toBeLessThanOrEqual(3600);
  }, 60_000);
});

describe("the public OpenAPI document", () => {
  it("lists only /api/v1, is what the server serves, and is the file /api-docs is built from", async () => {
    const served = (await (await t.server.app.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
      servers: { url: string }[];
    };
    expect(Object.keys(served.paths).sort()).toEqual(
      [
        "/accounts",
        "/accounts/{accountId}",
        "/accounts/{accountId}/competitors",
        "/accounts/{accountId}/indicators",
        "/accounts/{accountId}/indicators/history",
        "/accounts/{accountId}/metrics",
        "/accounts/{accountId}/posts",
        "/accounts/{accountId}/reach",
        "/accounts/{accountId}/outcomes",
        "/accounts/{accountId}/recommendations",
        "/clients",
        "/clients/{clientId}",
        "/comments",
        "/competitors",
        "/reports",
        "/reports/{reportId}/download",
        "/search",
      ].sort(),
    );
    expect(served.servers[0]!.url).toBe("http://localhost:3000/api/v1");
    expect(served).toEqual(buildPublicApiDocument("http://localhost:3000"));
    // The committed file (npm run lint:openapi rewrites it) matches the routes.
    const file = JSON.parse(
      readFileSync(new URL("../../../web/features/api-docs/public-openapi.json", import.meta.url), "utf8"),
    ) as unknown;
    expect(file).toEqual(buildPublicApiDocument(siteOrigin));
  });

  it("says every role creates keys, each reading what its creator may (docs/decisions/030-roles.md)", async () => {
    const scheme = (
      buildPublicApiDocument(siteOrigin) as unknown as { components: { securitySchemes: { apiKey: { description: string } } } }
    ).components.securitySchemes.apiKey;
    expect(scheme.description).toContain(
      "Qualquer membro do espaço de trabalho, em qualquer papel (Proprietário, Administrador, Editor ou Leitor), cria as próprias chaves em /admin/api",
    );
    expect(scheme.description).toContain("uma chave lê no máximo o que quem a criou pode ver");
    expect(scheme.description).not.toContain("criada pelo proprietário");
  });
});
