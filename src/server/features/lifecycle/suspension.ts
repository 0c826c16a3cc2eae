import type { Context } from "hono";
import type { AppContext } from "../../context";
import type { HonoEnv } from "../../http/hono-env";
import { assertWritable } from "./dunning.service";

// A suspended workspace is read-only (docs/product/lifecycle.md): every change to it is
// refused with a pt-BR 403 (reason WORKSPACE_SUSPENDED). What gets it out of the suspension
// stays open: billing, "Meus dados", choosing a workspace or an account to look at, leaving,
// transferring or removing people.
const stillAllowed = [
  /^\/api\/(billing|lifecycle|workspaces|account|invitations)\//,
  /^\/api\/team\/(leave|transfer|members\/)/,
  /^\/api\/accounts\/[^/]+\/select$/,
  /^\/dev\/lifecycle\//,
];

// Writes that refuse a suspended workspace in their own statement (workspaceNotSuspended in
// src/server/db/workspace-suspension.ts), with the same 403: a write is one statement, not a
// check and then the write (docs/decisions/031 says what each one runs).
const checkedByTheirWrite = [
  { method: "PUT", path: /^\/api\/onboarding\/company$/ },
  { method: "POST", path: /^\/api\/alerts\/[^/]+\/read$/ },
  { method: "POST", path: /^\/api\/alerts\/read-all$/ },
  { method: "PATCH", path: /^\/api\/alerts\/rules\/[^/]+$/ },
  { method: "PUT", path: /^\/api\/report-settings$/ },
  { method: "PUT", path: /^\/api\/report-settings\/color$/ },
  { method: "PUT", path: /^\/api\/report-settings\/logo$/ },
  { method: "DELETE", path: /^\/api\/report-settings\/logo$/ },
  { method: "POST", path: /^\/api\/reports$/ },
  { method: "DELETE", path: /^\/api\/reports\/[^/]+$/ },
  { method: "POST", path: /^\/api\/competitors$/ },
  { method: "DELETE", path: /^\/api\/competitors\/[^/]+$/ },
];

export async function refuseWritesWhenSuspended(ctx: Pick<AppContext, "db">, c: Context<HonoEnv>) {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return;
  if (stillAllowed.some((pattern) => pattern.test(c.req.path))) return;
  if (checkedByTheirWrite.some((write) => write.method === method && write.path.test(c.req.path))) return;
  await assertWritable(ctx, c.get("workspace").id);
}
