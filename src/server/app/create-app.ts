import type { AppContext } from "../context";
import { accountRoutes } from "../features/account/account.routes";
import { authRoutes } from "../features/auth/auth.routes";
import { billingRoutes } from "../features/billing/billing.routes";
import { sandboxCheckoutRoutes } from "../features/billing/sandbox-checkout.routes";
import { stripeWebhookRoutes } from "../features/billing/stripe-webhook.routes";
import { contactRoutes } from "../features/contact/contact.routes";
import { healthRoutes } from "../features/health/health.routes";
import { dashboardRoutes } from "../features/dashboard/dashboard.routes";
import { devAgingRoutes } from "../features/dashboard/dev-aging.routes";
import { dataDeletionRoutes, dataDeletionStatusRoutes } from "../features/social-accounts/data-deletion.routes";
import { instagramSandboxRoutes } from "../features/social-accounts/instagram-sandbox.routes";
import { tiktokSandboxRoutes } from "../features/social-accounts/tiktok-sandbox.routes";
import { socialAccountRoutes } from "../features/social-accounts/social-accounts.routes";
import { mediaRoutes } from "../features/social-accounts/media.routes";
import { mailboxRoutes } from "../features/mailbox/mailbox.routes";
import { mailEventRoutes } from "../features/mail/mail-events.routes";
import { onboardingRoutes } from "../features/onboarding/onboarding.routes";
import { teamRoutes } from "../features/team/team.routes";
import { analyticsRoutes } from "../features/analytics/analytics.routes";
import { commentsRoutes } from "../features/analytics/comments.routes";
import { instagramWebhookRoutes } from "../features/analytics/instagram-webhook.routes";
import { competitorRoutes } from "../features/competitors/competitors.routes";
import { facebookSandboxRoutes } from "../features/competitors/facebook-sandbox.routes";
import { reportsRoutes } from "../features/reports/reports.routes";
import { unsubscribeRoutes } from "../features/reports/unsubscribe.routes";
import { clientsRoutes } from "../features/clients/clients.routes";
import { clientUnsubscribeRoutes } from "../features/clients/client-unsubscribe.routes";
import { reportLinkRoutes } from "../features/clients/report-link.routes";
import { insightsRoutes } from "../features/insights/insights.routes";
import { devOutcomeAgingRoutes } from "../features/insights/dev-outcomes.routes";
import { alertsRoutes } from "../features/alerts/alerts.routes";
import { alertUnsubscribeRoutes } from "../features/alerts/alert-unsubscribe.routes";
import { searchRoutes } from "../features/search/search.routes";
import { repliesRoutes } from "../features/replies/replies.routes";
import { devFollowerDropRoutes } from "../features/alerts/dev-follower-drop.routes";
import { apiKeyRoutes } from "../features/public-api/api-keys.routes";
import { publicApiRoutes } from "../features/public-api/public-api.routes";
import { lifecycleRoutes } from "../features/lifecycle/lifecycle.routes";
import { devLifecycleRoutes, sandboxBillingRoutes } from "../features/lifecycle/lifecycle-sandbox.routes";
import { createHttpApp } from "../http/http-app";
import { createRouter, type Router } from "../http/openapi";

export type CreateAppOptions = {
  /** The built web app (build/client); omitted in API-only tests. */
  webDir?: string;
};

/** The HTTP app: the platform's middleware and fallbacks (http/http-app.ts) around every feature's router. */
export function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  return createHttpApp(ctx, { webDir: options.webDir, mountRoutes: (app) => mountRoutes(app, ctx) });
}

export type App = ReturnType<typeof createApp>;

/** Where each feature's router answers. A new feature's router is mounted here. */
function mountRoutes(app: Router, ctx: AppContext) {
  const api = createRouter();
  api.route("/", healthRoutes(ctx));
  api.route("/", accountRoutes(ctx));
  api.route("/", contactRoutes(ctx));
  api.route("/", billingRoutes(ctx));
  api.route("/", onboardingRoutes(ctx));
  api.route("/", socialAccountRoutes(ctx));
  api.route("/", dashboardRoutes(ctx));
  api.route("/", teamRoutes(ctx));
  api.route("/", analyticsRoutes(ctx));
  api.route("/", commentsRoutes(ctx));
  api.route("/", competitorRoutes(ctx));
  api.route("/", reportsRoutes(ctx));
  api.route("/", insightsRoutes(ctx));
  api.route("/", alertsRoutes(ctx));
  api.route("/", searchRoutes(ctx));
  api.route("/", clientsRoutes(ctx));
  api.route("/", repliesRoutes(ctx));
  api.route("/", dataDeletionStatusRoutes(ctx));
  api.route("/", apiKeyRoutes(ctx));
  // The public API (docs/decisions/019), with its own document at /api/v1/openapi.json.
  api.route("/v1", publicApiRoutes(ctx));
  api.route("/", lifecycleRoutes(ctx));

  app.route("/api/auth", authRoutes(ctx));
  app.route("/api/webhooks", stripeWebhookRoutes(ctx));
  app.route("/api/webhooks/instagram", dataDeletionRoutes(ctx));
  // Instagram's notifications (story_insights) and Meta's subscription check, at the callback's root.
  app.route("/api/webhooks/instagram", instagramWebhookRoutes(ctx));
  app.route("/api/webhooks/mail", mailEventRoutes(ctx));
  if (ctx.sandboxPayments) app.route("/sandbox", sandboxCheckoutRoutes(ctx));
  if (ctx.sandboxPayments) app.route("/sandbox/billing", sandboxBillingRoutes(ctx));
  if (ctx.networks.instagram.oauth.kind === "sandbox") app.route("/sandbox/instagram", instagramSandboxRoutes(ctx));
  if (ctx.networks.tiktok.oauth.kind === "sandbox") app.route("/sandbox/tiktok", tiktokSandboxRoutes(ctx));
  if (ctx.networks.instagram.facebook?.kind === "sandbox") app.route("/sandbox/facebook", facebookSandboxRoutes(ctx));
  app.route("/api", api);
  app.route("/cancelar-inscricao", unsubscribeRoutes(ctx));
  app.route("/cancelar-alertas", alertUnsubscribeRoutes(ctx));
  app.route("/cancelar-relatorio", clientUnsubscribeRoutes(ctx));
  // A client's online report, opened signed out (docs/decisions/045).
  app.route("/r", reportLinkRoutes(ctx));
  // The images copied at collection, content-hashed and immutable (docs/decisions/049).
  app.route("/media", mediaRoutes(ctx));
  if (!ctx.env.isProduction) {
    app.route("/dev/mailbox", mailboxRoutes(ctx));
    app.route("/dev/age-analytics", devAgingRoutes(ctx));
    app.route("/dev/follower-drop", devFollowerDropRoutes(ctx));
    app.route("/dev/age-outcomes", devOutcomeAgingRoutes(ctx));
    app.route("/dev/lifecycle", devLifecycleRoutes(ctx));
  }
}
