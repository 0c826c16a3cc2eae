import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { collectionRuns, sandboxCheckouts, subscriptions, workspaceInvitations } from "../../db/schema/index";
import { queryRows } from "../../test/database";
import type { TestClient } from "../../test/http-client";
import { waitForEmail } from "../../test/mailbox";
import { waitForIdleJobs } from "../../test/jobs";
import { useTestServer } from "../../test/server";
import { connectCollected, joinTeam } from "../../test/team";
import { collectedUser, signUpConfirmed, uniqueEmail } from "../../test/users";

// Every route of the OpenAPI document, walked by the owner and by a member of workspace A with
// workspace B's ids: each answers 403 or 404 and nothing changes. The routes are read from the
// document, so a route added later is walked without editing this test. A viewer of A limited
// to one of its accounts walks it too, with A's other account and its collection taken as
// foreign: that account is as unknown to them as B's (docs/decisions/030).

const t = useTestServer();

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  $ref?: string;
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema: JsonSchema };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isIdName = (name: string) => name === "id" || name === "token" || /Id$/.test(name);

let document: Document;
let foreignIds: string[];
let foreignWorkspaceId: string;
let foreignTexts: string[];
let walkers: { role: string; client: TestClient; foreignIds: string[]; foreignTexts: string[]; apiKey: string }[];
/** Workspace A's key: the public API (/api/v1) is walked with it instead of a session. */
let apiKeyA: string;

/** A digest of every workspace-owned row (every table with a workspace_id, read from the catalog). */
async function digestOfWorkspaceData() {
  const db = t.server.context.db;
  const tables = await queryRows<{ table_name: string }>(
    db,
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'workspace_id' order by table_name`,
  );
  const digests: string[] = [];
  for (const table of [...tables.map((row) => row.table_name), "workspaces"]) {
    const [row] = await queryRows<{ d: string }>(
      db,
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${table}" x`,
    );
    digests.push(`${table}:${row!.d}`);
  }
  return digests.join("\n");
}

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  return resolve(document.components!.schemas![schema.$ref.replace("#/components/schemas/", "")]!);
}

/** A value the schema accepts, with foreign ids where an id is asked for. */
function exampleFor(schema: JsonSchema, name: string, id: string): unknown {
  const resolved = resolve(schema);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) return exampleFor(variants.find((v) => resolve(v).type !== "null") ?? variants[0]!, name, id);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  const type = Array.isArray(resolved.type) ? resolved.type.find((x) => x !== "null") : resolved.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, exampleFor(value, key, id)]),
      );
    case "array":
      return resolved.items ? [exampleFor(resolved.items, name, id)] : [];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    default:
      if (isIdName(name)) return id;
      if (resolved.format === "email" || /email/i.test(name)) return uniqueEmail();
      if (resolved.format === "uuid") return randomUUID();
      // The one pattern the document has: a colour (#RRGGBB).
      if (resolved.pattern) return "#1f6feb";
      return "x".repeat(Math.max(1, resolved.minLength ?? 1));
  }
}

/** Whether a value fits a declared string format (a uuid route is not sent a user id). */
const fits = (schema: JsonSchema | undefined, value: string) =>
  resolve(schema ?? {}).format !== "uuid" || uuidPattern.test(value);

type Attempt = { method: string; path: string; body?: unknown; takesId: boolean; isPublic: boolean; byApiKey: boolean };

/**
 * The requests to make for one operation: one per foreign id where it takes an id. An
 * operation that takes no id acts on the session's own workspace: only its reads are made
 * (leaving the team or paying would change what the walk is about).
 */
function attemptsFor(pathTemplate: string, method: string, operation: Operation, foreignIds: string[]): Attempt[] {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const bodyProperties = bodySchema ? (resolve(bodySchema).properties ?? {}) : {};
  const idInputs = [
    ...parameters.filter((p) => (p.in === "path" || p.in === "query") && isIdName(p.name)).map((p) => p.schema),
    ...Object.entries(bodyProperties)
      .filter(([key]) => isIdName(key))
      .map(([, schema]) => schema),
  ];
  if (!idInputs.length && method !== "get") return [];
  const candidates = idInputs.length ? foreignIds.filter((id) => idInputs.every((schema) => fits(schema, id))) : [""];
  return candidates.map((id) => {
    let path = pathTemplate;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      const value = isIdName(parameter.name) ? id : String(exampleFor(parameter.schema, parameter.name, id));
      if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
      if (parameter.in === "query" && (parameter.required || isIdName(parameter.name))) query.set(parameter.name, value);
    }
    if (query.size) path += `?${query}`;
    return {
      method: method.toUpperCase(),
      path,
      body: bodySchema ? exampleFor(bodySchema, "", id) : undefined,
      takesId: idInputs.length > 0,
      isPublic: !operation.security?.length,
      byApiKey: pathTemplate.startsWith("/api/v1/"),
    };
  });
}

beforeAll(async () => {
  // Workspace B: an owner with a plan, a collected account, a member and a pending invitation.
  const ownerB = await collectedUser(t.server, "marca_b", "advanced");
  const memberB = await signUpConfirmed(t.server, "Membro B");
  await ownerB.client.post("/api/team/invitations", { email: memberB.email });
  const message = await waitForEmail(t.server.context.db, memberB.email, "Convite para a equipe");
  const tokenB = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1]!;
  await memberB.client.post(`/api/invitations/${tokenB}/accept`, {});
  await ownerB.client.post("/api/team/invitations", { email: uniqueEmail() });
  const db = t.server.context.db;
  const [run] = await db.select().from(collectionRuns).where(eq(collectionRuns.workspaceId, ownerB.workspaceId));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, ownerB.workspaceId));
  const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.workspaceId, ownerB.workspaceId));
  const invitations = await db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, ownerB.workspaceId));
  const keyB = (await (await ownerB.client.post("/api/api-keys", { name: "B" })).json()) as { id: string };
  foreignWorkspaceId = ownerB.workspaceId;
  foreignIds = [
    ownerB.workspaceId,
    ownerB.accountId,
    run!.id,
    subscription!.id,
    checkout!.id,
    ownerB.userId,
    memberB.userId,
    tokenB,
    ...invitations.map((invitation) => invitation.id),
    keyB.id,
  ];
  foreignTexts = [ownerB.workspaceId, ownerB.accountId, "marca_b", ownerB.email, memberB.email];

  // Workspace A: an owner with a plan and a collected account, and a member.
  const ownerA = await collectedUser(t.server, "marca_a", "advanced");
  const memberA = await signUpConfirmed(t.server, "Membro A");
  await ownerA.client.post("/api/team/invitations", { email: memberA.email });
  const messageA = await waitForEmail(t.server.context.db, memberA.email, "Convite para a equipe");
  await memberA.client.post(`/api/invitations/${/\/convite\/([A-Za-z0-9_-]+)/.exec(messageA.html)![1]}/accept`, {});
  apiKeyA = ((await (await ownerA.client.post("/api/api-keys", { name: "A" })).json()) as { key: string }).key;
  // A's second account, out of reach of a viewer of A limited to the first.
  const secondA = await connectCollected(ownerA.client, "marca_a_reservada");
  const limited = await joinTeam(t.server, ownerA.client, { role: "viewer", accountIds: [ownerA.accountId] });
  walkers = [
    { role: "member", client: memberA.client, foreignIds, foreignTexts, apiKey: apiKeyA },
    { role: "owner", client: ownerA.client, foreignIds, foreignTexts, apiKey: apiKeyA },
    {
      role: "limited viewer",
      client: limited.client,
      // The public API walked with a key this viewer made: it carries their access.
      apiKey: ((await (await limited.client.post("/api/api-keys", { name: "Leitora" })).json()) as { key: string }).key,
      foreignIds: [...foreignIds, secondA.accountId, secondA.runId],
      foreignTexts: [...foreignTexts, secondA.accountId, "marca_a_reservada"],
    },
  ];
  document = (await (await t.server.app.request("/api/openapi.json")).json()) as Document;
  // The collections' follow-ups (indicators, alerts) finish before the walk compares digests.
  await waitForIdleJobs(t.server.context.db);
}, 120_000);

describe("workspace isolation, walked from the OpenAPI document", () => {
  it("documents the routes it walks", () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/dashboard",
        "/api/accounts/{id}",
        "/api/team/members/{userId}",
        "/api/v1/accounts/{accountId}/posts",
      ]),
    );
  });

  // Each walk tries every documented operation: about 20 s alone, several minutes beside two
  // other heavy files on a loaded 2-core machine.
  for (const role of ["member", "owner", "limited viewer"] as const) {
    it(`refuses workspace B's ids to the ${role} of workspace A, changing nothing`, async () => {
      const { client, foreignIds, foreignTexts, apiKey } = walkers.find((walker) => walker.role === role)!;
      const walked: string[] = [];
      // The data as it was just before the attempt: after an attempt with a foreign id it is the
      // digest the check just compared with, else (a read of the session's own workspace, which
      // may legitimately touch it) read again before the next attempt with an id.
      let before: string | undefined;
      for (const [pathTemplate, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          for (const attempt of attemptsFor(pathTemplate, method, operation, foreignIds)) {
            if (attempt.takesId) before ??= await digestOfWorkspaceData();
            else before = undefined;
            const headers: Record<string, string> = attempt.byApiKey ? { authorization: `Bearer ${apiKey}` } : {};
            const response = await client.request(attempt.path, { method: attempt.method, json: attempt.body, headers });
            const text = await response.text();
            const label = `${attempt.method} ${attempt.path} ${JSON.stringify(attempt.body ?? null)} -> ${response.status} ${text.slice(0, 200)}`;
            walked.push(label);
            // A public route keyed by a secret (an invitation's preview, by its token) may answer
            // whoever holds the secret; every other route answers 403 or 404 and shows nothing of B.
            if (!attempt.isPublic) for (const secret of foreignTexts) expect(text, label).not.toContain(secret);
            if (!attempt.takesId) continue;
            if (!attempt.isPublic) expect([403, 404], label).toContain(response.status);
            expect(await digestOfWorkspaceData(), label).toBe(before);
          }
        }
      }
      expect(walked.length).toBeGreaterThan(30);
      expect(walked.some((line) => line.includes(foreignWorkspaceId))).toBe(true);
    }, 600_000);
  }
});
