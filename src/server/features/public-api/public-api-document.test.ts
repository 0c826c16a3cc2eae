// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import publicDocumentFile from "../../../web/features/api-docs/public-openapi.json" with { type: "json" };
import { accountDays } from "../../db/schema/index";
import { createConformance, readAnswer, type ConformanceDocument } from "../../test/openapi-conformance";
import { collectedUser } from "../../test/users";

// Every /api/v1 operation's real answers against the committed public document (the one
// /api-docs shows), with every object closed: a property the document does not list is a
// failure, so what a client generated from the document reads is everything the API sends.

const t = useTestServer();
const document = publicDocumentFile as unknown as ConformanceDocument;
const conformance = createConformance(document, { closedObjects: true });

type Fixture = { key: string; accountId: string; competitorId: string; reportId: string; clientId: string };
let fixture: Fixture;

beforeAll(async () => {
  const user = await collectedUser(t.server, "documento_api", "advanced");
  const competitor = await user.client.post("/api/competitors", { username: "documento_rival" });
  expect(competitor.status).toBe(201);
  const competitorId = ((await competitor.json()) as { competitor: { id: string } }).competitor.id;
  await waitFor(async () => {
    const [row] = await t.server.context.db
      .select()
      .from(accountDays)
      .where(eq(accountDays.socialProfileId, competitorId))
      .limit(1);
    return row ? true : undefined;
  }, 60_000);
  const queued = await user.client.post("/api/reports", { accountId: user.accountId, period: "30d" });
  expect(queued.status).toBe(202);
  const reportId = ((await queued.json()) as { id: string }).id;
  await waitFor(async () => {
    const report = (await (await user.client.request(`/api/reports/${reportId}`)).json()) as { status: string };
    return report.status === "done" ? true : undefined;
  }, 90_000);
  const client = await user.client.post("/api/clients", {
    name: "Doceria Lua",
    accountIds: [user.accountId],
    competitorIds: [competitorId],
  });
  expect(client.status).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  // A followed recommendation with its outcomes measured (the development route ages it 30 days).
  const done = await user.client.request("/api/insights/recommendations/format_try_reels/status", {
    method: "PUT",
    json: { accountId: user.accountId, status: "done" },
  });
  expect(done.status).toBe(200);
  expect(
    (await user.client.request("/dev/age-outcomes", { method: "POST", json: { accountId: user.accountId, days: 30 } })).status,
  ).toBe(200);
  const key = ((await (await user.client.post("/api/api-keys", { name: "Documento" })).json()) as { key: string }).key;
  fixture = { key, accountId: user.accountId, competitorId, reportId, clientId };
}, 240_000);

/** Requests an operation of the document and returns its answer's JSON, after checking it against the document. */
async function answerOf(pathTemplate: string, url: string, options: { key?: string | null; status?: number } = {}) {
  const key = options.key === undefined ? fixture.key : options.key;
  const response = await t.server.app.request(`/api/v1${url}`, {
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
  const answer = await readAnswer(response);
  expect(answer.status, `${url}: ${answer.text.slice(0, 300)}`).toBe(options.status ?? 200);
  expect(conformance.check("GET", pathTemplate, answer), url).toEqual([]);
  return answer.contentType?.startsWith("application/json") ? (JSON.parse(answer.text) as Record<string, unknown>) : null;
}

const listOf = (body: Record<string, unknown> | null, field = "data") => body?.[field] as Record<string, unknown>[];

describe("/api/v1 answers only what its public document lists", { timeout: 120_000 }, () => {
  it("every operation's success, with lists that hold items, has no property the document leaves out", async () => {
    const { accountId, reportId, clientId } = fixture;
    const seen = new Set<string>();
    const read = async (pathTemplate: string, url: string) => {
      seen.add(pathTemplate);
      return answerOf(pathTemplate, url);
    };

    expect(listOf(await read("/accounts", "/accounts"))).not.toEqual([]);
    await read("/accounts/{accountId}", `/accounts/${accountId}`);
    expect(listOf(await read("/accounts/{accountId}/metrics", `/accounts/${accountId}/metrics?period=90d`))).not.toEqual([]);
    const posts = listOf(await read("/accounts/{accountId}/posts", `/accounts/${accountId}/posts?limit=100`));
    expect(posts).not.toEqual([]);
    const indicators = (await read("/accounts/{accountId}/indicators", `/accounts/${accountId}/indicators`))!
      .indicators as Record<string, Record<string, unknown>>;
    // The growth trend says what it was measured on: checked against the document too.
    expect(indicators.growth_trend_score).toHaveProperty("basis");
    expect(
      listOf(await read("/accounts/{accountId}/indicators/history", `/accounts/${accountId}/indicators/history?period=90d`)),
    ).not.toEqual([]);
    expect(listOf(await read("/competitors", "/competitors"))).not.toEqual([]);
    expect(
      listOf(await read("/accounts/{accountId}/competitors", `/accounts/${accountId}/competitors?period=90d`), "competitors"),
    ).not.toEqual([]);
    expect(listOf(await read("/reports", "/reports"))).not.toEqual([]);
    await read("/reports/{reportId}/download", `/reports/${reportId}/download`);
    // A username connection: every day with its reason instead of a figure.
    expect(listOf(await read("/accounts/{accountId}/reach", `/accounts/${accountId}/reach?period=30d`))).not.toEqual([]);
    expect(listOf(await read("/clients", "/clients"))).not.toEqual([]);
    expect(listOf(await read("/clients/{clientId}", `/clients/${clientId}`), "accounts")).not.toEqual([]);
    expect(
      listOf(await read("/accounts/{accountId}/recommendations", `/accounts/${accountId}/recommendations?period=90d`)),
    ).not.toEqual([]);
    const outcomes = listOf(await read("/accounts/{accountId}/outcomes", `/accounts/${accountId}/outcomes`));
    expect(outcomes.map((outcome) => (outcome.results as unknown[]).length)).toEqual([2]);
    expect(listOf(await read("/comments", `/comments?accountId=${accountId}&limit=100`))).not.toEqual([]);
    // A caption's word finds posts; the questions, comments.
    const word = /\p{L}{5,}/u.exec(posts.map((post) => post.caption).join(" "))![0];
    expect(listOf(await read("/search", `/search?${new URLSearchParams({ q: word, kind: "posts" })}`))).not.toEqual([]);
    expect(
      listOf(await read("/search", `/search?${new URLSearchParams({ q: "", kind: "comments", questions: "1" })}`)),
    ).not.toEqual([]);

    expect([...seen].sort()).toEqual(Object.keys(document.paths).sort());
  });

  it("its refusals too: a bad parameter, a missing key, an unknown account", async () => {
    const { accountId } = fixture;
    const refused = await answerOf("/accounts/{accountId}/posts", `/accounts/${accountId}/posts?limit=0&order=aleatoria`, {
      status: 400,
    });
    expect(refused).toMatchObject({
      error: { code: "INVALID_INPUT", fields: { limit: "O limite mínimo é 1.", order: "Ordem inválida." } },
    });
    await answerOf("/accounts", "/accounts", { key: null, status: 401 });
    await answerOf("/accounts/{accountId}", "/accounts/00000000-0000-4000-8000-000000000000", { status: 404 });
  });
});
