import { queueAlertsAfterCollection, queueAlertsAfterFailedCollection } from "../features/alerts/queue-evaluation";
import { ensureDefaultRules } from "../features/alerts/alerts.queries";
import { stopAlertEmailsTo } from "../features/alerts/alert-unsubscribe.service";
import { recordOutcomeAlerts } from "../features/alerts/outcome-alerts";
import { outcomeMeasuredHook } from "../features/insights/outcomes.hooks";
import { recordCollection } from "../features/analytics/record-collection";
import { planOwnerInsights } from "../features/analytics/record-owner-insights";
import { userCreatedHook } from "../features/auth/auth.hooks";
import {
  checkoutCompletedHook,
  checkoutVerifiedHook,
  paymentStandingHook,
  planUsageHook,
} from "../features/billing/billing.hooks";
import { countCompetitors, onCheckoutCompleted } from "../features/competitors/competitors.service";
import { queueIndicatorsAfterCollection } from "../features/dashboard/queue-indicators";
import { countConnectedAccounts } from "../features/social-accounts/accounts.service";
import {
  accountSavedHook,
  collectionFailedHook,
  collectionSucceededHook,
  ownerInsightsWantedHook,
} from "../features/social-accounts/collection.hooks";
import { recordTermsAcceptance } from "../features/lifecycle/consent.service";
import { reconcileDunning } from "../features/lifecycle/dunning.service";
import { refuseWritesWhenSuspended } from "../features/lifecycle/suspension";
import { collectOnboardingHandle } from "../features/onboarding/onboarding.service";
import { companyNameChangedHook } from "../features/onboarding/onboarding.hooks";
import { carryDashboardsForward } from "../features/dashboard/dashboard.service";
import { memberRequestHook } from "../features/team/team.hooks";
import { mailAddressSuppressedHook } from "../features/mail/mail.hooks";
import { suppressReportsTo } from "../features/reports/mail-suppression.service";

let registered = false;

/**
 * Registers each higher feature's handler on the hooks of the lower features it reacts to
 * (decision 026): the one place that shows who reacts to what. Runs once per process, before
 * anything serves a request or runs a job (bootstrap; a script that runs a job handler alone).
 * Handlers on one hook run in the order listed here.
 */
export function registerHooks() {
  if (registered) return;
  registered = true;

  // auth: signing up accepts the terms, recorded with their version (lifecycle, LGPD art. 8).
  userCreatedHook.register(recordTermsAcceptance);

  // team: a workspace suspended for an overdue payment is read-only (lifecycle, decision 020).
  memberRequestHook.register(refuseWritesWhenSuspended);

  // billing
  // A Start competitor add-on's payment activates its competitor (decision 022).
  checkoutCompletedHook.register(onCheckoutCompleted);
  // Back from a paid checkout: the handle typed during onboarding is collected.
  checkoutVerifiedHook.register(collectOnboardingHandle);
  // Overdue or paid again: the account lifecycle's timeline follows the re-read status.
  paymentStandingHook.register(async (ctx, workspaceId) => {
    await reconcileDunning(ctx, workspaceId);
  });
  // What a plan change must fit (docs/product/plans-and-limits.md); seats are billing's own read.
  planUsageHook.register(async (ctx, workspaceId) => ({ accountsPerNetwork: await countConnectedAccounts(ctx, workspaceId) }));
  planUsageHook.register(async (ctx, workspaceId) => ({ competitors: await countCompetitors(ctx, workspaceId) }));

  // accounts & collection
  // Alerts start with their defaults for every member as soon as there is an account to watch.
  accountSavedHook.register((tx, workspaceId) => ensureDefaultRules(tx, workspaceId));
  // What a collection reads of the owner's insights is decided by what analytics keeps (decision 044).
  ownerInsightsWantedHook.register(planOwnerInsights);
  collectionSucceededHook.register(recordCollection);
  collectionSucceededHook.register(queueIndicatorsAfterCollection);
  collectionSucceededHook.register(queueAlertsAfterCollection);
  collectionFailedHook.register(queueAlertsAfterFailedCollection);

  // mail: an address the provider says bounced for good, or whose person complained, gets no
  // more reports or alert e-mails (decision 038).
  mailAddressSuppressedHook.register(suppressReportsTo);
  mailAddressSuppressedHook.register(stopAlertEmailsTo);

  // insights: a followed recommendation's outcome is ready; its members hear of it (docs/decisions/050).
  outcomeMeasuredHook.register(recordOutcomeAlerts);

  // onboarding: a new company name moves the cached dashboards to the new data version with it.
  companyNameChangedHook.register(carryDashboardsForward);
}
