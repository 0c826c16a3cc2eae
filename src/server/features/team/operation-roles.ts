import type { WorkspaceRole } from "@core/team/roles";

/**
 * The least role of each operation that differs from the rule (docs/decisions/030): reading
 * (GET) is every member's, writing is an editor's. The membership check (requireMember) refuses
 * the rest before the route runs; a service may refuse more by what is asked (a member's own
 * report e-mails against everyone's). team/role-matrix.test.ts walks every documented
 * operation with every role against its own table.
 */
const exceptions: Record<string, WorkspaceRole> = {
  // A person's own choices, alerts, keys and data: every role (viewer).
  "POST /api/workspaces/{id}/select": "viewer",
  "POST /api/accounts/{id}/select": "viewer",
  "POST /api/team/leave": "viewer",
  "POST /api/alerts/{id}/read": "viewer",
  "POST /api/alerts/read-all": "viewer",
  "PATCH /api/alerts/rules/{id}": "viewer",
  "POST /api/lifecycle/exports": "viewer",
  "POST /api/api-keys": "viewer",
  "DELETE /api/api-keys/{id}": "viewer",
  // Reading figures the server computes on demand (no setting changes).
  "POST /api/dashboard/indicators": "viewer",
  // Whether the person gets the scheduled reports: their own (everyone's: an admin, in the service).
  "PUT /api/report-settings": "viewer",
  // "Enviar teste para mim": a report to the person asking only.
  "POST /api/report-settings/send-test": "viewer",
  // The team and the workspace's settings: owner and admins.
  "POST /api/team/invitations": "admin",
  "POST /api/team/invitations/{id}/resend": "admin",
  "DELETE /api/team/invitations/{id}": "admin",
  "DELETE /api/team/members/{userId}": "admin",
  "PATCH /api/team/members/{userId}": "admin",
  "PUT /api/onboarding/goals": "admin",
  "PUT /api/report-settings/color": "admin",
  "PUT /api/report-settings/logo": "admin",
  "DELETE /api/report-settings/logo": "admin",
  // "Enviar agora" to every recipient, clients included: as the recipients are, an admin's.
  "POST /api/report-settings/send-now": "admin",
  // Billing and ownership: the owner only (the company data is the invoices' too).
  "PUT /api/onboarding/company": "owner",
  "POST /api/team/transfer": "owner",
  "POST /api/billing/checkout": "owner",
  "POST /api/billing/verify": "owner",
  "POST /api/billing/subscription/cancel": "owner",
  "POST /api/billing/subscription/resume": "owner",
  "POST /api/billing/subscription/change": "owner",
  "GET /api/billing/payments": "owner",
  "POST /api/lifecycle/payment-update": "owner",
  "POST /sandbox/billing/renew": "owner",
  "POST /sandbox/billing/advance": "owner",
};

const compiled = Object.entries(exceptions).map(([operation, role]) => {
  const [method, template] = operation.split(" ") as [string, string];
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`);
  return { method, pattern, role };
});

/** The least role that may make this request (method and path as received). */
export function leastRoleFor(method: string, path: string): WorkspaceRole {
  const upper = method.toUpperCase();
  const found = compiled.find((entry) => entry.method === upper && entry.pattern.test(path));
  if (found) return found.role;
  return upper === "GET" || upper === "HEAD" || upper === "OPTIONS" ? "viewer" : "editor";
}
