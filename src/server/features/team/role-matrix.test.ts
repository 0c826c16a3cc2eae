import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { roleMessages, workspaceRoles, type WorkspaceRole } from "@core/team/roles";
import type { TestClient } from "../../test/http-client";
import { useTestServer } from "../../test/server";
import { joinTeam } from "../../test/team";
import { collectedUser } from "../../test/users";
import { operationRoles as leastRole } from "./operation-roles";

// Every role × every operation of the OpenAPI documents, against the one table of the least
// role each operation needs (operation-roles.ts; docs/product/teams-and-roles.md,
// docs/decisions/030). The table holds exactly the documented operations a session or an API key
// calls: the app's document (/api/openapi.json) and the public one (/api/v1/openapi.json, whose
// keys read with a viewer's role). A role below the least is refused by the membership check
// (403, reason OPERATION_ROLE, a pt-BR message) and nothing runs; a role at or above it passes
// that check and no service refuses it for its role either: it is sent a body that fails
// validation and unknown ids, so it reaches the route and changes nothing. A route added later
// fails the first test until it is placed in the table; a route placed below what its service
// asks fails the walk.

const rank: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

type Operation = { security?: unknown[]; requestBody?: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; servers?: { url: string }[] };

const t = useTestServer();
let appDocument: Document;
let publicDocument: Document;
const clients = {} as Record<WorkspaceRole, TestClient>;
let apiKey: string;

beforeAll(async () => {
  const owner = await collectedUser(t.server, "marca_papeis", "sparks_pro");
  clients.owner = owner.client;
  for (const role of ["admin", "editor", "viewer"] as const)
    clients[role] = (await joinTeam(t.server, owner.client, { role })).client;
  apiKey = ((await (await owner.client.post("/api/api-keys", { name: "Papéis" })).json()) as { key: string }).key;
  appDocument = (await (await t.server.app.request("/api/openapi.json")).json()) as Document;
  publicDocument = (await (await t.server.app.request("/api/v1/openapi.json")).json()) as Document;
}, 120_000);

/** The operations of a document that take a session or a key (public routes take neither), under `prefix`. */
function securedOperations(document: Document, prefix = "") {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.length)
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${prefix}${path}`,
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        operation,
      })),
  );
}

const isPublicApi = (path: string) => path.startsWith("/api/v1/");
/** The operations a session calls; the public API's take a key. */
const sessionOperations = () => securedOperations(appDocument).filter((operation) => !isPublicApi(operation.path));
const keyOperations = () => securedOperations(publicDocument, new URL(publicDocument.servers![0]!.url).pathname);

/** A request that reaches an operation and changes nothing: unknown ids, and a body that fails validation. */
function harmlessRequest(
  client: TestClient,
  { method, path, operation }: ReturnType<typeof securedOperations>[number],
  headers: Record<string, string> = {},
) {
  const concrete = path.replace(/\{platform\}/, "instagram").replace(/\{[^}]+\}/g, () => randomUUID());
  return client.request(concrete, {
    method,
    ...(operation.requestBody ? { rawBody: "{", headers: { "content-type": "application/json", ...headers } } : { headers }),
  });
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { reason?: string; message: string } }).error;
/** The reasons of a refusal for the person's role: the membership check's, or a service's own check (workspace-access.ts). */
const roleReasons = ["OPERATION_ROLE", "OWNER_ONLY", "ROLE"];

describe("roles × every operation of the OpenAPI documents", () => {
  it("places every documented operation a session or a key calls in the table, and nothing else", () => {
    const keys = securedOperations(appDocument).map((operation) => operation.key);
    expect(
      keys.filter((key) => !(key in leastRole)),
      "operations missing from the table",
    ).toEqual([]);
    expect(
      Object.keys(leastRole).filter((key) => !keys.includes(key)),
      "table rows in no document",
    ).toEqual([]);
  });

  it("places the public document's operations as the app's /api/v1 ones, each a viewer's (a key reads with a viewer's role)", () => {
    const publicKeys = keyOperations().map((operation) => operation.key);
    expect(publicKeys.length).toBeGreaterThan(5);
    expect(publicKeys.sort()).toEqual(
      securedOperations(appDocument)
        .filter((operation) => isPublicApi(operation.path))
        .map((operation) => operation.key)
        .sort(),
    );
    expect(
      publicKeys.filter((key) => leastRole[key] !== "viewer"),
      "public operations a key may not call",
    ).toEqual([]);
  });

  it("lets a key through every operation of the public document", async () => {
    for (const operation of keyOperations()) {
      const response = await harmlessRequest(clients.owner, operation, { authorization: `Bearer ${apiKey}` });
      const error = response.status === 403 ? await errorOf(response) : undefined;
      expect(roleReasons, `${operation.key} -> ${response.status} ${error?.message ?? ""}`).not.toContain(error?.reason);
    }
  });

  for (const role of workspaceRoles) {
    it(`lets the ${role} through exactly the operations the table gives them, refusing the rest in pt-BR`, async () => {
      const refused: string[] = [];
      const passed: string[] = [];
      for (const operation of sessionOperations()) {
        const { key, method, path } = operation;
        const allowed = rank[role] >= rank[leastRole[key]!];
        // An allowed request reaches the route and changes nothing; one without a body or an id
        // runs only when refused.
        const takesInput = path.includes("{") || operation.operation.requestBody !== undefined;
        if (allowed && !takesInput && method !== "GET") continue;
        const response = await harmlessRequest(clients[role], operation);
        const error = response.status === 403 ? await errorOf(response) : undefined;
        if (allowed) {
          // Neither the membership check nor the service refuses it for the person's role.
          expect(roleReasons, `${role}: ${key} -> ${response.status} ${error?.reason} ${error?.message ?? ""}`).not.toContain(
            error?.reason,
          );
          passed.push(key);
        } else {
          expect(response.status, `${role}: ${key}`).toBe(403);
          expect(error?.reason, `${role}: ${key}`).toBe("OPERATION_ROLE");
          expect(Object.values(roleMessages), `${role}: ${key}`).toContain(error!.message);
          refused.push(key);
        }
      }
      const expectedRefusals = sessionOperations().filter(({ key }) => rank[role] < rank[leastRole[key]!]).length;
      expect(refused).toHaveLength(expectedRefusals);
      if (role === "owner") expect(refused).toEqual([]);
      expect(passed.length).toBeGreaterThan(20);
    }, 120_000);
  }

  it("names the reason in pt-BR: a viewer may not collect, an admin may not touch billing", async () => {
    const viewer = await errorOf(await clients.viewer.post(`/api/accounts/${randomUUID()}/collect`, {}));
    expect(viewer.message).toBe(roleMessages.viewer);
    const admin = await clients.admin.post("/api/billing/checkout", { planType: "sparks_pro" });
    expect(admin.status).toBe(403);
    expect((await errorOf(admin)).message).toBe("Apenas o proprietário deste espaço de trabalho pode fazer isso.");
    const transfer = await clients.admin.post("/api/team/transfer", { userId: "x" });
    expect(transfer.status).toBe(403);
  });
});
