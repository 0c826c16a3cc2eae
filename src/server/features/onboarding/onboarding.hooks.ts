import type { AppContext } from "../../context";
import { defineHook } from "../../hook";

// Where onboarding lets higher features react without importing them (decision 026); their
// handlers are registered in src/server/app/register-hooks.ts.

/**
 * A company write changed the company name the dashboard shows, and committed (dashboard: its
 * cached answers move to the new data version with the new name, when nothing else changed).
 * `fromVersion`: the workspace's data version the request read with its session; `raisedBy`: how
 * much this write raised it (migration 0023's triggers).
 */
export type CompanyNameChange = { workspaceId: string; fromVersion: number; raisedBy: number; companyName: string | null };

export const companyNameChangedHook = defineHook<[ctx: Pick<AppContext, "db" | "sessions">, change: CompanyNameChange]>(
  "onboarding.company-name-changed",
);
