// Property-based requests to every operation of GET /api/openapi.json, signed out and in:
// valid and invalid bodies, query strings and path ids; every answer must be one the document
// declares, status and body (api-contract.test.ts walks them deterministically). FUZZ_RUNS (read
// through env.ts, tests only) sets the requests per operation and role: 8 in `npm test`, more
// for a longer run, e.g.
// `FUZZ_RUNS=200 npx vitest run src/server/http/api-fuzz.test.ts`.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../app/bootstrap";
import { readFuzzRuns } from "../env";
import { errorStatus } from "./app-error";
import { TestClient } from "../test/http-client";
import {
  listOperations,
  requestFor,
  type Body,
  type GeneratedRequest,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
} from "../test/openapi-arbitraries";
import { waitForIdleJobs } from "../test/jobs";
import { createConformance, type Conformance } from "../test/openapi-conformance";
import { useTestServer } from "../test/server";
import { waitForEmail } from "../test/mailbox";
import { joinTeam } from "../test/team";
import { collectedUser, signUpConfirmed } from "../test/users";

/**
 * Who sends the requests. A role signs in (or not) and tells the ids it owns; every role's ids
 * are offered to every role, so foreign ids are tried too. A new role is one more entry here.
 */
type Role = {
  name: string;
  signedIn: boolean;
  start(server: RunningServer): Promise<{ client: TestClient; ids: string[]; apiKey?: string }>;
};
const roles: Role[] = [
  { name: "signed out", signedIn: false, start: async (server) => ({ client: new TestClient(server.app), ids: [] }) },
  {
    name: "owner",
    signedIn: true,
    async start(server) {
      const user = await collectedUser(server);
      return {
        client: user.client,
        ids: await idsOfWorkspace(server, user.workspaceId, user.accountId),
        apiKey: await createApiKey(user.client),
      };
    },
  },
  {
    name: "member",
    signedIn: true,
    async start(server) {
      const owner = await collectedUser(server, "fuzz_equipe");
      const member = await signUpConfirmed(server, "Membro Fuzz");
      await owner.client.post("/api/team/invitations", { email: member.email });
      const message = await waitForEmail(server.context.db, member.email, "Convite para a equipe");
      const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1];
      await member.client.post(`/api/invitations/${token}/accept`, {});
      return {
        client: member.client,
        ids: [...(await idsOfWorkspace(server, owner.workspaceId, owner.accountId)), owner.userId],
        apiKey: await createApiKey(owner.client),
      };
    },
  },
  // docs/decisions/029: an admin, and a viewer limited to the workspace's one account with a key of their own.
  ...(["admin", "viewer"] as const).map((role): Role => ({
    name: role,
    signedIn: true,
    async start(server) {
      const owner = await collectedUser(server, `fuzz_${role}`);
      const person = await joinTeam(server, owner.client, {
        role,
        accountIds: role === "viewer" ? [owner.accountId] : undefined,
      });
      return {
        client: person.client,
        ids: [...(await idsOfWorkspace(server, owner.workspaceId, owner.accountId)), owner.userId],
        apiKey: await createApiKey(person.client),
      };
    },
  })),
];

/** A key of the client's workspace for the public API (/api/v1), which takes no session. */
async function createApiKey(client: TestClient) {
  return ((await (await client.post("/api/api-keys", { name: "Fuzz" })).json()) as { key: string }).key;
}

/** The ids a workspace owns that routes take: its account, runs, subscriptions and itself. */
async function idsOfWorkspace(server: RunningServer, workspaceId: string, accountId: string) {
  const runs = rowsOf<{ id: string }>(
    await server.context.db.execute(sql`select id from collection_runs where workspace_id = ${workspaceId}`),
  );
  const subscriptions = rowsOf<{ id: string }>(
    await server.context.db.execute(sql`select id from subscriptions where workspace_id = ${workspaceId}`),
  );
  return [workspaceId, accountId, ...runs.map((r) => r.id), ...subscriptions.map((s) => s.id)];
}

const runsPerOperation = readFuzzRuns();
const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

// Counters written by refused requests on purpose (rate limits count attempts).
// A key's last use is marked when it authenticates, before the request's own checks.
const notCountedTables = new Set(["rate_limits", "api_key_uses"]);
// Words that give away an English message (pt-BR messages may still name types like "string").
const englishWords =
  /\b(the|is|are|invalid|expected|received|required|must|should|found|error|failed|unexpected|cannot|unauthorized|forbidden|please|missing|too)\b/i;
const stackTrace = /\bat .+:\d+:\d+|\n\s+at |Error:/;

const t = useTestServer();
// Status counts per role, printed at the end: shows that valid requests get through too.
const statuses = new Map<string, Map<number, number>>();
afterAll(() => {
  for (const [role, counts] of statuses) {
    const summary = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.info(`[api-fuzz] ${role} (${runsPerOperation} per operation): ${summary.join(", ")}`);
  }
});
const started: { role: Role; client: TestClient; ids: string[]; apiKey?: string }[] = [];
let doc: OpenApiDocument;
let conformance: Conformance;
let operations: Operation[];
let tables: string[];

beforeAll(async () => {
  doc = (await (await t.server.app.request("/api/openapi.json")).json()) as OpenApiDocument;
  operations = listOperations(doc);
  conformance = createConformance(doc as never);
  for (const role of roles) started.push({ role, ...(await role.start(t.server)) });
  tables = rowsOf<{ table_name: string }>(
    await t.server.context.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((row) => row.table_name)
    .filter((name) => !notCountedTables.has(name));
  await waitForIdleJobs(t.server.context.db);
}, 120_000);

/** Row counts of the application's tables. */
async function countRows() {
  const query = tables.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(" union all ");
  const rows = rowsOf<{ name: string; n: number }>(await t.server.context.db.execute(sql.raw(query)));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

function send(client: TestClient, operation: Operation, request: GeneratedRequest, apiKey?: string) {
  const url = `${request.path}${request.query}`;
  const body: Body = request.body;
  // The public API authenticates by key, the rest of the document by session.
  const auth: Record<string, string> =
    apiKey && operation.path.startsWith("/api/v1/") ? { authorization: `Bearer ${apiKey}` } : {};
  if (body.kind === "json") return client.request(url, { method: operation.method, json: body.value, headers: auth });
  if (body.kind === "raw") {
    return client.request(url, {
      method: operation.method,
      headers: { ...auth, "content-type": body.contentType },
      rawBody: body.text,
    });
  }
  return client.request(url, { method: operation.method, headers: auth });
}

/** Sends one generated request and checks the answer (and, when refused, that nothing was written). */
async function checkOne(role: Role, client: TestClient, operation: Operation, request: GeneratedRequest, apiKey?: string) {
  const before = await countRows();
  const response = await send(client, operation, request, apiKey);
  const text = await response.text();
  const counts = statuses.get(role.name) ?? new Map<number, number>();
  counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
  statuses.set(role.name, counts);
  const where = describeCase(role, operation, request, response.status, text);
  expect(response.status, where).toBeLessThan(500);
  // Every answer is one the document declares, status and body (better-auth's are not in it).
  if (!authOperations.includes(operation)) {
    const problems = conformance.check(operation.method, operation.path, {
      status: response.status,
      contentType: response.headers.get("content-type"),
      text,
    });
    expect(problems, where).toEqual([]);
  }
  if (!role.signedIn && operation.secured) expect(response.status, where).toBeGreaterThanOrEqual(400);
  if (response.status >= 400) {
    const body = JSON.parse(text) as {
      error?: { code?: string; message?: string; requestId?: string; fields?: Record<string, string> };
    };
    expect(Object.keys(errorStatus), where).toContain(body.error?.code);
    expect(errorStatus[body.error!.code as keyof typeof errorStatus], where).toBe(response.status);
    const messages = [body.error!.message ?? "", ...Object.values(body.error!.fields ?? {})];
    for (const message of messages) {
      expect(message.trim(), where).not.toBe("");
      expect(message, where).not.toMatch(englishWords);
      expect(message, where).not.toMatch(stackTrace);
    }
    expect(body.error!.requestId, where).toBeTruthy();
    expect(await countRows(), where).toEqual(before);
  } else {
    // What it queued runs before the next case, so counts stay comparable.
    await waitForIdleJobs(t.server.context.db);
  }
}

function describeCase(role: Role, operation: Operation, request: GeneratedRequest, status: number, text: string) {
  return `${role.name} ${operation.method} ${request.path}${request.query} body=${JSON.stringify(request.body).slice(0, 300)} -> ${status} ${text.slice(0, 300)}`;
}

// better-auth's JSON endpoints are outside the OpenAPI document; the ones a stranger can reach
// are fuzzed the same way, described here by hand.
const authOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    parameters: [],
    secured: false,
    body: {
      type: "object",
      properties: {
        name: { type: "string", maxLength: 40 },
        email: { type: "string", format: "email" },
        password: { type: "string" },
      },
      required: ["name", "email", "password"],
    },
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    parameters: [],
    secured: false,
    body: {
      type: "object",
      properties: { email: { type: "string", format: "email" }, password: { type: "string" } },
      required: ["email", "password"],
    },
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    parameters: [],
    secured: false,
    body: {
      type: "object",
      properties: { email: { type: "string", format: "email" }, redirectTo: { type: "string" } },
      required: ["email"],
    },
  },
  {
    method: "POST",
    path: "/api/auth/send-verification-email",
    parameters: [],
    secured: false,
    body: { type: "object", properties: { email: { type: "string", format: "email" } }, required: ["email"] },
  },
];

describe("every JSON route of the OpenAPI document, fuzzed", () => {
  it("lists the operations it fuzzes", () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.some((o) => o.secured)).toBe(true);
  });

  it("better-auth's public endpoints: never 5xx; every 4xx in the error shape with a pt-BR message; a refused request writes nothing", async () => {
    const known: KnownValues = { ids: [] };
    for (const operation of authOperations) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation, doc, known), async (request) => {
          // A new address each time, so the per-address limits do not answer everything.
          await checkOne(roles[0]!, new TestClient(t.server.app), operation, request);
        }),
        { numRuns: runsPerOperation },
      );
    }
  }, 600_000);

  for (const role of roles) {
    it(`${role.name}: never 5xx; every 4xx in the error shape with a pt-BR message; a refused request writes nothing`, async () => {
      const me = started.find((s) => s.role === role)!;
      const known: KnownValues = { ids: [...new Set(started.flatMap((s) => s.ids))] };
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(requestFor(operation, doc, known), async (request) => {
            await checkOne(role, me.client, operation, request, me.apiKey);
          }),
          { numRuns: runsPerOperation },
        );
      }
    }, 600_000);
  }
});
