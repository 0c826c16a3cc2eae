import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { roleMessages, workspaceRoles, type WorkspaceRole } from "@core/team/roles";
import type { TestClient } from "../../test/http-client";
import { useTestServer } from "../../test/server";
import { joinTeam } from "../../test/team";
import { collectedUser } from "../../test/users";

// Every role × every operation of the OpenAPI document that a session calls, against this
// table of the least role each operation needs (DECISIONS.md "Roles and client reports",
// docs/decisions/030), written here apart from the server's own list (operation-roles.ts). A
// role below the least is refused by the membership check (403, reason OPERATION_ROLE, a
// pt-BR message) and nothing runs; a role at or above it passes that check: it is sent a body
// that fails validation and unknown ids, so it reaches the route and changes nothing. A route
// added later fails the first test until it is placed in the table.

const leastRole: Record<string, WorkspaceRole> = {
  // Everyone reads.
  "GET /api/workspaces": "viewer",
  "GET /api/team": "viewer",
  "GET /api/accounts": "viewer",
  "GET /api/collection-runs/{id}": "viewer",
  "GET /api/dashboard": "viewer",
  "GET /api/dashboard/overview": "viewer",
  "GET /api/analytics": "viewer",
  "GET /api/analytics/posts": "viewer",
  "GET /api/comments/summary": "viewer",
  "GET /api/competitors": "viewer",
  "GET /api/competitors/comparison": "viewer",
  "GET /api/facebook/connection": "viewer",
  "GET /api/reports": "viewer",
  "GET /api/reports/{id}": "viewer",
  "GET /api/reports/{id}/download": "viewer",
  "GET /api/exports": "viewer",
  "GET /api/report-settings": "viewer",
  "GET /api/report-settings/logo": "viewer",
  "GET /api/insights/recommendations": "viewer",
  "GET /api/alerts": "viewer",
  "GET /api/alerts/unread": "viewer",
  "GET /api/alerts/rules": "viewer",
  "GET /api/search": "viewer",
  "GET /api/search/export": "viewer",
  "GET /api/api-keys": "viewer",
  "GET /api/onboarding": "viewer",
  "GET /api/billing/subscription": "viewer",
  "GET /api/billing/subscription/changes": "viewer",
  "GET /api/lifecycle/standing": "viewer",
  "GET /api/lifecycle/consents": "viewer",
  "GET /api/lifecycle/exports/latest": "viewer",
  "GET /api/lifecycle/exports/{id}/download": "viewer",
  "GET /api/lifecycle/account": "viewer",
  // A person's own choices, alerts, keys, password and data.
  "POST /api/workspaces/{id}/select": "viewer",
  "POST /api/accounts/{id}/select": "viewer",
  "POST /api/team/leave": "viewer",
  "POST /api/alerts/{id}/read": "viewer",
  "POST /api/alerts/read-all": "viewer",
  "PATCH /api/alerts/rules/{id}": "viewer",
  "POST /api/api-keys": "viewer",
  "DELETE /api/api-keys/{id}": "viewer",
  "POST /api/dashboard/indicators": "viewer",
  "PUT /api/report-settings": "viewer",
  "POST /api/report-settings/send-test": "viewer",
  "POST /api/account/password": "viewer",
  "POST /api/lifecycle/exports": "viewer",
  "POST /api/lifecycle/account/delete": "viewer",
  "POST /api/invitations/{token}/accept": "viewer",
  // Editors: accounts, collection, competitors, reports, recommendations.
  "POST /api/accounts": "editor",
  "DELETE /api/accounts/{id}": "editor",
  "POST /api/accounts/{id}/collect": "editor",
  "POST /api/networks/{platform}/oauth/start": "editor",
  "POST /api/networks/{platform}/oauth/callback": "editor",
  "POST /api/competitors": "editor",
  "DELETE /api/competitors/{id}": "editor",
  "POST /api/facebook/connect": "editor",
  "POST /api/facebook/callback": "editor",
  "POST /api/facebook/connection/page": "editor",
  "DELETE /api/facebook/connection": "editor",
  "POST /api/reports": "editor",
  "DELETE /api/reports/{id}": "editor",
  "PUT /api/insights/recommendations/{ruleId}/status": "editor",
  "POST /api/insights/content-analysis": "editor",
  // Admins: the team and the workspace's settings.
  "POST /api/team/invitations": "admin",
  "POST /api/team/invitations/{id}/resend": "admin",
  "DELETE /api/team/invitations/{id}": "admin",
  "PATCH /api/team/members/{userId}": "admin",
  "DELETE /api/team/members/{userId}": "admin",
  "PUT /api/onboarding/goals": "admin",
  "PUT /api/report-settings/color": "admin",
  "PUT /api/report-settings/logo": "admin",
  "DELETE /api/report-settings/logo": "admin",
  "POST /api/report-settings/send-now": "admin",
  // The owner: billing, the company (invoice) data, ownership.
  "POST /api/billing/checkout": "owner",
  "POST /api/billing/verify": "owner",
  "POST /api/billing/subscription/cancel": "owner",
  "POST /api/billing/subscription/resume": "owner",
  "POST /api/billing/subscription/change": "owner",
  "GET /api/billing/payments": "owner",
  "POST /api/lifecycle/payment-update": "owner",
  "PUT /api/onboarding/company": "owner",
  "POST /api/team/transfer": "owner",
};

const rank: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

type Operation = { security?: unknown[]; requestBody?: unknown };
type Document = { paths: Record<string, Record<string, Operation>> };

const t = useTestServer();
let document: Document;
const clients = {} as Record<WorkspaceRole, TestClient>;

beforeAll(async () => {
  const owner = await collectedUser(t.server, "marca_papeis", "sparks_pro");
  clients.owner = owner.client;
  for (const role of ["admin", "editor", "viewer"] as const) clients[role] = (await joinTeam(t.server, owner.client, { role })).client;
  document = (await (await t.server.app.request("/api/openapi.json")).json()) as Document;
}, 120_000);

/** The operations a session calls (the public API takes a key; public routes no one). */
function sessionOperations() {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.length && !path.startsWith("/api/v1/"))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
  );
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { reason?: string; message: string } }).error;

describe("roles × every operation of the OpenAPI document", () => {
  it("places every operation a session calls in the table, and nothing else", () => {
    const keys = sessionOperations().map((operation) => operation.key);
    expect(keys.filter((key) => !(key in leastRole)), "operations missing from the table").toEqual([]);
    expect(Object.keys(leastRole).filter((key) => !keys.includes(key)), "table rows without an operation").toEqual([]);
  });

  for (const role of workspaceRoles) {
    it(`lets the ${role} through exactly the operations the table gives them, refusing the rest in pt-BR`, async () => {
      const refused: string[] = [];
      const passed: string[] = [];
      for (const { key, method, path, operation } of sessionOperations()) {
        const allowed = rank[role] >= rank[leastRole[key]!];
        // Unknown ids and a body that fails validation: an allowed request reaches the route
        // and changes nothing; one without a body or an id runs only when refused.
        const takesInput = path.includes("{") || operation.requestBody !== undefined;
        if (allowed && !takesInput && method !== "GET") continue;
        const concrete = path.replace(/\{platform\}/, "instagram").replace(/\{[^}]+\}/g, () => randomUUID());
        const response = await clients[role].request(concrete, {
          method,
          ...(operation.requestBody ? { rawBody: "{", headers: { "content-type": "application/json" } } : {}),
        });
        const error = response.status === 403 ? await errorOf(response) : undefined;
        const refusedByRole = error?.reason === "OPERATION_ROLE";
        if (allowed) {
          expect(refusedByRole, `${role}: ${key} -> ${response.status} ${error?.message ?? ""}`).toBe(false);
          passed.push(key);
        } else {
          expect(response.status, `${role}: ${key}`).toBe(403);
          expect(refusedByRole, `${role}: ${key} ${error?.reason}`).toBe(true);
          expect(Object.values(roleMessages), `${role}: ${key}`).toContain(error!.message);
          refused.push(key);
        }
      }
      const expectedRefusals = Object.entries(leastRole).filter(([, least]) => rank[role] < rank[least]).length;
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
