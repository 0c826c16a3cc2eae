import type { GoalId } from "@core/goals";
import type { CompanyData } from "@core/validation/company";
import type { AppContext } from "../../context";
import type { RequestWorkspace } from "../../http/hono-env";
import { assertManager, assertOwner } from "../team/workspace-access";
import { findAccessSubscription } from "../billing/billing.service";
import { connectManualAccount, listAccounts } from "../social-accounts/accounts.service";
import { startCollection } from "../social-accounts/collection.service";
import { workspaceSuspendedError } from "../../http/workspace-suspended";
import { companyNameChangedHook } from "./onboarding.hooks";
import { findProfile, listGoals, replaceGoals, upsertProfile } from "./onboarding.queries";

type Ctx = Pick<AppContext, "db">;

/**
 * docs/product/screens.md "Onboarding": decided on the server, a paid subscription with profile and goals is
 * done (-> /dashboard); otherwise the first step whose data is missing.
 */
export async function readOnboarding(ctx: Ctx, workspaceId: string) {
  const [subscription, profile, goals] = await Promise.all([
    findAccessSubscription(ctx, workspaceId),
    findProfile(ctx.db, workspaceId),
    listGoals(ctx.db, workspaceId),
  ]);
  const complete = Boolean(subscription && profile && goals.length > 0);
  // Step 1 (plan) and 2 (company) both mean "no profile yet": the plan choice lives in the browser
  // until payment, so the page starts at step 1 with the ?plan= preselected.
  const step = complete ? "done" : !profile ? 1 : goals.length === 0 ? 3 : 4;
  return {
    step: step as "done" | 1 | 3 | 4,
    subscription: subscription ? { status: subscription.status, planType: subscription.planType } : null,
    profile: profile
      ? {
          accountType: profile.accountType,
          name: (profile.accountType === "business" ? profile.companyName : profile.ownerName) ?? "",
          legalDocument: profile.legalDocument ?? "",
          email: profile.email ?? "",
          phone: profile.phone ?? "",
          instagramHandle: profile.instagramHandle ?? "",
        }
      : null,
    goals,
  };
}

/**
 * The company data is the customer's, as billing (the invoices' data): only the owner changes it.
 * One statement, which also refuses a suspended workspace (decision 020). When it changed the
 * company name the dashboard shows, the dashboard is told what changed (companyNameChangedHook),
 * so the read after the write need not read everything again.
 */
export async function saveCompany(ctx: Pick<AppContext, "db" | "sessions">, workspace: RequestWorkspace, data: CompanyData) {
  assertOwner(workspace);
  const companyName = data.accountType === "business" ? data.name : null;
  const written = await upsertProfile(ctx.db, {
    workspaceId: workspace.id,
    accountType: data.accountType,
    companyName,
    ownerName: data.accountType === "personal" ? data.name : null,
    legalDocument: data.legalDocument,
    email: data.email,
    phone: data.phone,
    instagramHandle: data.instagramHandle ?? null,
  });
  if (!written) throw workspaceSuspendedError();
  // Migration 0023's triggers raise the version once per workspace a changed row names: a new
  // profile once, a changed company name twice (the old row and the new one each name it).
  const raisedBy = written.inserted ? 1 : written.companyNameBefore !== companyName ? 2 : 0;
  if (raisedBy > 0 && workspace.dataVersion !== undefined) {
    await companyNameChangedHook.run(ctx, {
      workspaceId: workspace.id,
      fromVersion: workspace.dataVersion,
      raisedBy,
      companyName,
    });
  }
}

/** Goals are replaced atomically: a failure leaves the previous ones. */
export async function saveGoals(ctx: Ctx, workspace: RequestWorkspace, goals: readonly GoalId[]) {
  assertManager(workspace);
  await ctx.db.transaction((tx) => replaceGoals(tx, workspace.id, goals));
}

/**
 * After payment (docs/product/screens.md "Onboarding"): the Instagram handle given in onboarding is connected and
 * collected once the plan is paid (connecting needs a plan). A failure is only logged.
 */
export async function collectOnboardingHandle(ctx: Pick<AppContext, "db" | "env" | "queue" | "log">, workspaceId: string) {
  try {
    const profile = await findProfile(ctx.db, workspaceId);
    if (!profile?.instagramHandle) return;
    if ((await listAccounts(ctx, workspaceId)).length > 0) return;
    const account = await connectManualAccount(ctx, workspaceId, "instagram", profile.instagramHandle);
    await startCollection(ctx, workspaceId, account.id);
  } catch (error) {
    ctx.log.warn({ err: error }, "could not start the collection of the onboarding handle");
  }
}
