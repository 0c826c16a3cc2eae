import type { WorkspaceRole } from "@core/team/roles";

/**
 * The least role of every documented operation a session or an API key calls
 * (docs/decisions/030): the one table the membership check (requireMember) and the key check
 * (requireApiKey: a key reads with a viewer's role) refuse by, before the route runs. A service
 * may refuse more by what is asked (a member's own report e-mails against everyone's), never less.
 * team/role-matrix.test.ts compares it with both OpenAPI documents (the app's and the public
 * one): a documented operation missing here, or a row in no document, fails it, and so does an
 * operation a service refuses to a role this table lets through.
 */
export const operationRoles: Readonly<Record<string, WorkspaceRole>> = {
  // Everyone reads.
  "GET /api/workspaces": "viewer",
  "GET /api/team": "viewer",
  "GET /api/accounts": "viewer",
  "GET /api/collection-runs/{id}": "viewer",
  "GET /api/dashboard": "viewer",
  "GET /api/dashboard/overview": "viewer",
  "GET /api/analytics": "viewer",
  "GET /api/analytics/posts": "viewer",
  "GET /api/analytics/audience": "viewer",
  "GET /api/analytics/stories": "viewer",
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
  "GET /api/insights/outcomes": "viewer",
  "GET /api/alerts": "viewer",
  "GET /api/alerts/unread": "viewer",
  "GET /api/alerts/rules": "viewer",
  "GET /api/search": "viewer",
  "GET /api/search/export": "viewer",
  "GET /api/replies": "viewer",
  "GET /api/replies/templates": "viewer",
  "POST /api/replies/{id}/reply": "editor",
  "POST /api/replies/{id}/hide": "editor",
  "POST /api/replies/{id}/handled": "editor",
  "POST /api/replies/{id}/assign": "editor",
  "POST /api/replies/templates": "editor",
  "DELETE /api/replies/templates/{id}": "editor",
  "GET /api/api-keys": "viewer",
  "GET /api/onboarding": "viewer",
  "GET /api/billing/subscription": "viewer",
  "GET /api/lifecycle/standing": "viewer",
  "GET /api/lifecycle/consents": "viewer",
  "GET /api/lifecycle/exports/latest": "viewer",
  "GET /api/lifecycle/exports/{id}/download": "viewer",
  "GET /api/lifecycle/account": "viewer",
  "GET /api/clients": "viewer",
  "GET /api/clients/{id}": "viewer",
  "GET /api/clients/{id}/report": "viewer",
  "GET /api/clients/{id}/export": "viewer",
  "GET /api/clients/{id}/logo": "viewer",
  // The public API: a key reads what its creator may, with a viewer's role.
  "GET /api/v1/accounts": "viewer",
  "GET /api/v1/accounts/{accountId}": "viewer",
  "GET /api/v1/accounts/{accountId}/metrics": "viewer",
  "GET /api/v1/accounts/{accountId}/reach": "viewer",
  "GET /api/v1/accounts/{accountId}/posts": "viewer",
  "GET /api/v1/accounts/{accountId}/indicators": "viewer",
  "GET /api/v1/accounts/{accountId}/indicators/history": "viewer",
  "GET /api/v1/accounts/{accountId}/competitors": "viewer",
  "GET /api/v1/accounts/{accountId}/recommendations": "viewer",
  "GET /api/v1/accounts/{accountId}/outcomes": "viewer",
  "GET /api/v1/competitors": "viewer",
  "GET /api/v1/reports": "viewer",
  "GET /api/v1/reports/{reportId}/download": "viewer",
  "GET /api/v1/comments": "viewer",
  "GET /api/v1/search": "viewer",
  "GET /api/v1/clients": "viewer",
  "GET /api/v1/clients/{clientId}": "viewer",
  // A person's own choices, alerts, keys, password and data: every role.
  "POST /api/workspaces/{id}/select": "viewer",
  "POST /api/workspaces/endings/{id}/dismiss": "viewer",
  "POST /api/accounts/{id}/select": "viewer",
  "POST /api/team/leave": "viewer",
  "POST /api/alerts/{id}/read": "viewer",
  "POST /api/alerts/read-all": "viewer",
  "PATCH /api/alerts/rules/{id}": "viewer",
  "POST /api/api-keys": "viewer",
  "DELETE /api/api-keys/{id}": "viewer",
  "POST /api/account/password": "viewer",
  "POST /api/lifecycle/exports": "viewer",
  "POST /api/lifecycle/account/delete": "viewer",
  "POST /api/invitations/{token}/accept": "viewer",
  // Reading figures the server computes on demand (no setting changes).
  "POST /api/dashboard/indicators": "viewer",
  // Whether the person gets the scheduled reports: their own (everyone's: an admin, in the service).
  "PUT /api/report-settings": "viewer",
  // "Enviar teste para mim": a report to the person asking only.
  "POST /api/report-settings/send-test": "viewer",
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
  // A client's report link, as a report is an editor's (docs/decisions/045).
  "POST /api/clients/{id}/links": "editor",
  "DELETE /api/clients/{id}/links/{linkId}": "editor",
  // The team and the workspace's settings: owner and admins.
  "POST /api/team/invitations": "admin",
  "POST /api/team/invitations/{id}/resend": "admin",
  "DELETE /api/team/invitations/{id}": "admin",
  "PATCH /api/team/members/{userId}": "admin",
  "DELETE /api/team/members/{userId}": "admin",
  "PUT /api/onboarding/goals": "admin",
  "PUT /api/report-settings/color": "admin",
  "PUT /api/report-settings/logo": "admin",
  "DELETE /api/report-settings/logo": "admin",
  // "Enviar agora" to every recipient, clients included: as the recipients are, an admin's.
  "POST /api/report-settings/send-now": "admin",
  // Clients: who receives their e-mails and what a member limited to one reaches, as the
  // recipients and the team are, an admin's (docs/decisions/045).
  "POST /api/clients": "admin",
  "PATCH /api/clients/{id}": "admin",
  "DELETE /api/clients/{id}": "admin",
  "PUT /api/clients/{id}/color": "admin",
  "PUT /api/clients/{id}/logo": "admin",
  "DELETE /api/clients/{id}/logo": "admin",
  "POST /api/clients/{id}/send-now": "admin",
  // Billing and ownership: the owner only (the company data is the invoices' too; which plans
  // the workspace fits is the plan change's first step).
  "POST /api/billing/checkout": "owner",
  "POST /api/billing/verify": "owner",
  "POST /api/billing/subscription/cancel": "owner",
  "POST /api/billing/subscription/resume": "owner",
  "POST /api/billing/subscription/change": "owner",
  "GET /api/billing/subscription/changes": "owner",
  "GET /api/billing/payments": "owner",
  "POST /api/lifecycle/payment-update": "owner",
  "PUT /api/onboarding/company": "owner",
  "POST /api/team/transfer": "owner",
};

// The table's path templates as patterns, by method (a request is matched against its method's only).
const compiled = new Map<string, { pattern: RegExp; role: WorkspaceRole }[]>();
for (const [operation, role] of Object.entries(operationRoles)) {
  const [method, template] = operation.split(" ") as [string, string];
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`);
  compiled.set(method, [...(compiled.get(method) ?? []), { pattern, role }]);
}

const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The least role that may make this request (method and path as received). A HEAD is its GET.
 * A route in no document (the development aids, never mounted in production) follows the rule
 * the table spells out: reading is everyone's, writing an editor's.
 */
export function leastRoleFor(method: string, path: string): WorkspaceRole {
  const upper = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const found = compiled.get(upper)?.find((entry) => entry.pattern.test(path));
  if (found) return found.role;
  return reads.has(upper) ? "viewer" : "editor";
}
