// Every operation of both OpenAPI documents (GET /api/openapi.json and the public one of /api/v1)
// walked with requests a client would send: signed out, with invalid input, and valid ones as
// the owner of a workspace with a collected demo account. Each answer's status must be one the
// operation declares, and its body must match the declared schema (ajv, formats included).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import publicDocumentFile from "../../web/features/api-docs/public-openapi.json" with { type: "json" };
import { TestClient } from "../test/http-client";
import { waitForIdleJobs } from "../test/jobs";
import { waitForEmail } from "../test/mailbox";
import { createConformance, readAnswer, type Conformance, type ConformanceDocument } from "../test/openapi-conformance";
import { listOperations, validish, type OpenApiDocument, type Operation } from "../test/openapi-arbitraries";
import { useTestServer } from "../test/server";
import { collectedUser, signUpConfirmed, testPassword } from "../test/users";

const t = useTestServer();

/** What the valid requests need: the owner's session, key and the ids of what the workspace holds. */
type Fixture = {
  owner: TestClient;
  apiKey: string;
  email: string;
  ids: Record<string, string>;
};
let fixture: Fixture;
let appDoc: OpenApiDocument & ConformanceDocument;
let appConformance: Conformance;
let publicConformance: Conformance;
let operations: Operation[];
const deletionCode = "0123456789abcdef";
const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

beforeAll(async () => {
  const server = t.server;
  const user = await collectedUser(server);
  const db = server.context.db;
  const apiKey = ((await (await user.client.post("/api/api-keys", { name: "Contrato" })).json()) as { key: string }).key;
  // A member to invite (its invitation id and token), a report and a data export to read.
  const invitee = await signUpConfirmed(server, "Convidada Contrato");
  const invitation = (await (await user.client.post("/api/team/invitations", { email: invitee.email })).json()) as { id: string };
  const message = await waitForEmail(db, invitee.email, "Convite para a equipe");
  const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1]!;
  const report = (await (await user.client.post("/api/reports", { accountId: user.accountId, period: "30d" })).json()) as {
    id: string;
  };
  await user.client.post("/api/lifecycle/exports", {});
  const client = (await (
    await user.client.post("/api/clients", { name: "Cliente Contrato", accountIds: [user.accountId] })
  ).json()) as { id: string };
  // What Meta's signed deletion request would have recorded (its code is what the status page reads).
  await db.execute(sql`insert into data_deletion_requests (code, accounts_deleted) values (${deletionCode}, 1)`);
  // Generous: the report and the export render in jobs, slow on a busy machine.
  await waitForIdleJobs(db, undefined, 180_000);
  const first = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await db.execute(query))[0]?.id ?? "";
  const rules = (await (await user.client.request("/api/alerts/rules")).json()) as { rules?: { id: string }[] };
  fixture = {
    owner: user.client,
    apiKey,
    email: user.email,
    ids: {
      account: user.accountId,
      workspace: user.workspaceId,
      user: user.userId,
      run: await first(sql`select id from collection_runs where workspace_id = ${user.workspaceId} order by created_at desc`),
      subscription: await first(sql`select id from subscriptions where workspace_id = ${user.workspaceId}`),
      invitation: invitation.id,
      token,
      report: report.id,
      export: await first(sql`select id from data_exports where user_id = ${user.userId}`),
      alert: await first(sql`select id from alerts where workspace_id = ${user.workspaceId}`),
      rule: rules.rules?.[0]?.id ?? "",
      apiKey: await first(sql`select id from api_keys where workspace_id = ${user.workspaceId}`),
      client: client.id,
    },
  };
  appDoc = (await (await server.app.request("/api/openapi.json")).json()) as typeof appDoc;
  appConformance = createConformance(appDoc);
  // The committed document (the one /api-docs shows) is the one checked, with no property beyond
  // what it lists; a test elsewhere keeps it equal to what the routes build.
  publicConformance = createConformance(publicDocumentFile as unknown as ConformanceDocument, {
    basePath: "/api/v1",
    closedObjects: true,
  });
  operations = order(listOperations(appDoc));
}, 600_000);

/**
 * Reads first, then writes, then deletions, and last what ends the session or the account, so
 * that each operation still finds what the valid request names.
 */
function order(list: Operation[]) {
  const rank = (o: Operation) => {
    if (/\/(lifecycle\/account\/delete|team\/leave|team\/transfer)$/.test(o.path)) return 4;
    if (o.method === "DELETE") return 3;
    if (o.method === "GET") return 1;
    return 2;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

/** The id a path parameter names, by the parameter and the resource the path is under. */
function idFor(operation: Operation, name: string): string {
  const { ids } = fixture;
  if (name === "accountId") return ids.account!;
  if (name === "reportId") return ids.report!;
  if (name === "token") return ids.token!;
  if (name === "userId") return ids.user!;
  if (name === "ruleId") return "posting_frequency";
  if (name === "code") return deletionCode;
  if (name === "platform") return "instagram";
  if (name === "clientId") return ids.client!;
  const byResource: [RegExp, string][] = [
    [/^\/api\/accounts\//, "account"],
    [/^\/api\/collection-runs\//, "run"],
    [/^\/api\/workspaces\//, "workspace"],
    [/^\/api\/team\/invitations\//, "invitation"],
    [/^\/api\/reports\//, "report"],
    [/^\/api\/lifecycle\/exports\//, "export"],
    [/^\/api\/alerts\/rules\//, "rule"],
    [/^\/api\/alerts\//, "alert"],
    [/^\/api\/api-keys\//, "apiKey"],
    [/^\/api\/competitors\//, "account"],
    [/^\/api\/clients\//, "client"],
  ];
  const resource = byResource.find(([pattern]) => pattern.test(operation.path))?.[1];
  return (resource && ids[resource]) || "00000000-0000-4000-8000-000000000000";
}

/** Valid bodies where a generated one would rarely be (the rest come from the schema, seeded). */
function validBody(operation: Operation): unknown {
  const { ids } = fixture;
  const bodies: Record<string, unknown> = {
    "POST /api/account/password": { currentPassword: testPassword, newPassword: testPassword, confirmPassword: testPassword },
    "POST /api/contact": undefined,
    "POST /api/newsletter": { email: "contrato@exemplo.com.br" },
    "POST /api/billing/checkout": { planType: "basic" },
    "POST /api/billing/subscription/cancel": { subscriptionId: ids.subscription },
    "POST /api/billing/subscription/resume": { subscriptionId: ids.subscription },
    "POST /api/billing/subscription/change": { subscriptionId: ids.subscription, planType: "sparks_pro" },
    "PUT /api/onboarding/goals": { goals: ["growth"] },
    "POST /api/accounts": { username: "nasa" },
    "POST /api/dashboard/indicators": { accountId: ids.account },
    "POST /api/team/invitations": { email: "outra.pessoa@exemplo.com.br" },
    "POST /api/team/transfer": { userId: ids.user },
    "POST /api/competitors": { username: "natgeo" },
    "PUT /api/report-settings": { paused: false },
    "PUT /api/report-settings/color": { color: "#123456" },
    "POST /api/reports": { accountId: ids.account, period: "7d" },
    "PUT /api/insights/recommendations/{ruleId}/status": { accountId: ids.account, status: "done" },
    "POST /api/insights/content-analysis": { accountId: ids.account, period: "30d" },
    "PATCH /api/alerts/rules/{id}": { enabled: true },
    "POST /api/api-keys": { name: "Outra chave" },
    "POST /api/lifecycle/account/delete": { email: fixture.email, password: testPassword },
  };
  const key = `${operation.method} ${operation.path}`;
  if (key in bodies && bodies[key] !== undefined) return bodies[key];
  if (!operation.body) return undefined;
  return fc.sample(validish(operation.body, appDoc, { ids: Object.values(ids) }), { seed: 33, numRuns: 1 })[0];
}

/** Valid query values by parameter name (the rest are left out). */
function validQuery(operation: Operation) {
  const values: Record<string, string> = { accountId: fixture.ids.account!, period: "30d", format: "csv", q: "natgeo" };
  const search = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === "query" && values[parameter.name]) search.set(parameter.name, values[parameter.name]!);
  }
  const query = search.toString();
  return query ? `?${query}` : "";
}

function fillPath(operation: Operation, value: (name: string) => string) {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

type Sent = { label: string; url: string; method: string; body?: unknown; client: TestClient; key?: string };

/** Sends a request and returns what does not conform to the documents (both, for /api/v1). */
async function send(operation: Operation, sent: Sent) {
  const headers: Record<string, string> = sent.key ? { authorization: `Bearer ${sent.key}` } : {};
  const response = await sent.client.request(sent.url, {
    method: sent.method,
    headers,
    ...(sent.body === undefined ? {} : { json: sent.body }),
  });
  const answer = await readAnswer(response);
  const problems = appConformance.check(operation.method, operation.path, answer);
  if (operation.path.startsWith("/api/v1/"))
    problems.push(...publicConformance.check(operation.method, operation.path, answer).map((p) => `public document: ${p}`));
  const where = `${sent.label}: ${sent.method} ${sent.url} ${JSON.stringify(sent.body ?? null).slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  return { status: answer.status, problems: problems.map((problem) => `${where}\n    ${problem}`) };
}

describe("the OpenAPI documents describe every answer", () => {
  it("both documents list operations, and the public one only /api/v1's", () => {
    expect(operations.length).toBeGreaterThan(50);
    const publicPaths = Object.keys((publicDocumentFile as unknown as ConformanceDocument).paths);
    expect(publicPaths.length).toBeGreaterThan(5);
    for (const path of publicPaths) expect(Object.keys(appDoc.paths)).toContain(`/api/v1${path}`);
  });

  it("every operation, signed out, with invalid input and valid as a signed-in owner: a declared status and a body of the declared shape", async () => {
    const problems: string[] = [];
    const succeeded = new Set<string>();
    const anonymous = new TestClient(t.server.app);
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const isPublicApi = operation.path.startsWith("/api/v1/");
      const key = isPublicApi ? fixture.apiKey : undefined;
      const validPath = fillPath(operation, (parameter) => idFor(operation, parameter));
      const validBodyValue = operation.method === "GET" ? undefined : validBody(operation);

      // Signed out (and, for the public API, without a key).
      const signedOut = await send(operation, {
        label: "signed out",
        url: `${validPath}${validQuery(operation)}`,
        method: operation.method,
        body: validBodyValue,
        client: anonymous,
      });
      problems.push(...signedOut.problems);

      // Invalid input: a malformed path id, malformed query values, a body of the wrong type.
      const invalid: Sent[] = [];
      if (operation.parameters.some((p) => p.in === "path")) {
        invalid.push({
          label: "malformed path",
          url: fillPath(operation, () => "não-é-um-id"),
          method: operation.method,
          body: validBodyValue,
          client: fixture.owner,
          key,
        });
      }
      // A search's text has no malformed value: symbols are separators, "✗x" searches "x".
      for (const parameter of operation.parameters.filter((p) => p.in === "query" && !freeTextParameters.has(p.name))) {
        // A day range is read only with period=custom.
        const custom = parameter.name === "from" || parameter.name === "to" ? "period=custom&" : "";
        invalid.push({
          label: `malformed ${parameter.name}`,
          url: `${validPath}?${custom}${parameter.name}=%E2%9C%97x`,
          method: operation.method,
          body: validBodyValue,
          client: fixture.owner,
          key,
        });
      }
      if (operation.body)
        invalid.push({
          label: "body of the wrong type",
          url: validPath,
          method: operation.method,
          body: ["lista"],
          client: fixture.owner,
          key,
        });
      invalid.push({
        label: "control character",
        url: `${validPath}?x=%00`,
        method: operation.method,
        body: validBodyValue,
        client: fixture.owner,
        key,
      });
      for (const request of invalid) {
        const result = await send(operation, request);
        problems.push(...result.problems);
        if (result.status < 400 || result.status >= 500)
          problems.push(`${name} ${request.label}: answered ${result.status}, not a refusal`);
      }

      // Valid, as the owner (by key for the public API).
      const valid = await send(operation, {
        label: "valid",
        url: `${validPath}${validQuery(operation)}`,
        method: operation.method,
        body: validBodyValue,
        client: fixture.owner,
        key,
      });
      problems.push(...valid.problems);
      if (valid.status < 300) succeeded.add(name);
      await waitForIdleJobs(t.server.context.db, undefined, 120_000);
    }
    const refused = operations.map((o) => `${o.method} ${o.path}`).filter((name) => !succeeded.has(name));
    console.info(
      `[api-contract] ${succeeded.size} of ${operations.length} operations answered a valid request with 2xx; not: ${refused.join(", ")}`,
    );
    expect(problems).toEqual([]);
    // Every read succeeds with a valid request, so the success shapes are checked, not only the errors.
    const reads = operations.filter((o) => o.method === "GET").map((o) => `${o.method} ${o.path}`);
    expect(reads.filter((name) => !succeeded.has(name) && !readsWithoutSuccess.has(name))).toEqual([]);
  }, 900_000);
});

/** Query parameters any text is valid for (the search's words; src/core/search/search-query.ts). */
const freeTextParameters = new Set(["q"]);

/** Reads that answer 404 here by design; their 404 is still checked against the document. */
const readsWithoutSuccess = new Set([
  // The white-label logo is Pro's; this workspace is on Advanced, so it has none to read.
  "GET /api/report-settings/logo",
  // A client's logo likewise: none was sent.
  "GET /api/clients/{id}/logo",
]);
