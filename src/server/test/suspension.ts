import { expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { workspaceDunning } from "../db/schema/index";
import { suspendedMessage } from "../http/workspace-suspended";
import { waitForIdleJobs } from "./jobs";

// A workspace's overdue timeline set by hand (decision 020), for tests of what a suspended
// workspace may still do.

const dayMs = 86_400_000;

/**
 * Suspended: eight days overdue, read-only. The payment's provider events are applied first: a
 * late one re-reads the standing (active) and would end this timeline (reconcileDunning).
 */
export async function suspendWorkspace(db: Db, workspaceId: string) {
  await waitForIdleJobs(db, "billing.provider-event", 90_000);
  await db
    .insert(workspaceDunning)
    .values({ workspaceId, overdueSince: new Date(Date.now() - 8 * dayMs), suspendedAt: new Date() });
}

/** Still past due, no longer suspended: writable again. */
export async function liftSuspension(db: Db, workspaceId: string) {
  await db.update(workspaceDunning).set({ suspendedAt: null }).where(eq(workspaceDunning.workspaceId, workspaceId));
}

/** The answer every refused change of a suspended workspace gets: a 403 with the pt-BR message. */
export async function expectSuspendedAnswer(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ error: { message: suspendedMessage, reason: "WORKSPACE_SUSPENDED" } });
}
