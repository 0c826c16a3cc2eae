import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import packageJson from "../../../package.json" with { type: "json" };
import type { AppContext } from "../context";
import { redactSecretsInPath } from "../log-redaction";
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
import { mailboxRoutes } from "../features/mailbox/mailbox.routes";
import { mailEventRoutes } from "../features/mail/mail-events.routes";
import { onboardingRoutes } from "../features/onboarding/onboarding.routes";
import { teamRoutes } from "../features/team/team.routes";
import { analyticsRoutes } from "../features/analytics/analytics.routes";
import { commentsRoutes } from "../features/analytics/comments.routes";
import { competitorRoutes } from "../features/competitors/competitors.routes";
import { facebookSandboxRoutes } from "../features/competitors/facebook-sandbox.routes";
import { reportsRoutes } from "../features/reports/reports.routes";
import { unsubscribeRoutes } from "../features/reports/unsubscribe.routes";
import { insightsRoutes } from "../features/insights/insights.routes";
import { alertsRoutes } from "../features/alerts/alerts.routes";
import { alertUnsubscribeRoutes } from "../features/alerts/alert-unsubscribe.routes";
import { searchRoutes } from "../features/search/search.routes";
import { devFollowerDropRoutes } from "../features/alerts/dev-follower-drop.routes";
import { apiKeyRoutes } from "../features/public-api/api-keys.routes";
import { publicApiRoutes } from "../features/public-api/public-api.routes";
import { lifecycleRoutes } from "../features/lifecycle/lifecycle.routes";
import { devLifecycleRoutes, sandboxBillingRoutes } from "../features/lifecycle/lifecycle-sandbox.routes";
import { configureZodPortuguese } from "@core/validation/zod-pt";
import { probeDatabase } from "../db/availability";
import { handleError, notFoundBody } from "./error-handler";
import { jsonWithLength } from "./json-with-length";
import { limitBody } from "./body-limit";
import { createRouter } from "./openapi";
import { refuseControlCharactersInUrl } from "./refuse-control-characters";
import { defaultContentSecurity } from "./content-security-policy";
import { readPageData } from "./page-data";
import { serveWebApp } from "./static";

export type CreateAppOptions = {
  /** The built web app (build/client); omitted in API-only tests. */
  webDir?: string;
};

export function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  // Zod's own messages (a wrong type, a missing field) reach clients in error.fields: pt-BR.
  configureZodPortuguese();
  const app = createRouter();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = ctx.log.child({ requestId: c.get("requestId") });
    c.set("log", log);
    await next();
    if (c.req.path.startsWith("/api/")) {
      log.info(
        { method: c.req.method, path: redactSecretsInPath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });
  app.use(
    secureHeaders({
      strictTransportSecurity: ctx.env.isProduction ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      // No page of ours is shown in a frame (the policy's frame-ancestors 'none' says the same).
      xFrameOptions: "DENY",
    }),
  );
  // Pages of the web app get their own policy with their inline scripts' hashes (static.ts).
  app.use(defaultContentSecurity);
  app.use(refuseControlCharactersInUrl);
  app.use("/api/*", limitBody(1024 * 1024));
  // Forms and plain-text posts must come from our own pages (JSON can't cross sites without
  // CORS, and session cookies are SameSite=Lax). Provider webhooks are server-to-server.
  const sameOrigin = csrf({ origin: ctx.env.APP_URL });
  // The reports' and alert digests' one-click unsubscribe (RFC 8058) is POSTed by mail providers,
  // from no page of ours; its signed token is what authorises it, and it only ever stops e-mails.
  const crossSite = ["/api/webhooks/", "/cancelar-inscricao/", "/cancelar-alertas/"];
  app.use(async (c, next) => (crossSite.some((prefix) => c.req.path.startsWith(prefix)) ? next() : sameOrigin(c, next)));
  app.use(compress());
  app.use(jsonWithLength);

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
  api.route("/", dataDeletionStatusRoutes(ctx));
  api.route("/", apiKeyRoutes(ctx));
  // The public API (docs/decisions/019), with its own document at /api/v1/openapi.json.
  api.route("/v1", publicApiRoutes(ctx));
  api.route("/", lifecycleRoutes(ctx));

  app.route("/api/auth", authRoutes(ctx));
  app.route("/api/webhooks", stripeWebhookRoutes(ctx));
  app.route("/api/webhooks/instagram", dataDeletionRoutes(ctx));
  app.route("/api/webhooks/mail", mailEventRoutes(ctx));
  if (ctx.sandboxPayments) app.route("/sandbox", sandboxCheckoutRoutes(ctx));
  if (ctx.sandboxPayments) app.route("/sandbox/billing", sandboxBillingRoutes(ctx));
  if (ctx.networks.instagram.oauth.kind === "sandbox") app.route("/sandbox/instagram", instagramSandboxRoutes(ctx));
  if (ctx.networks.tiktok.oauth.kind === "sandbox") app.route("/sandbox/tiktok", tiktokSandboxRoutes(ctx));
  if (ctx.networks.instagram.facebook?.kind === "sandbox") app.route("/sandbox/facebook", facebookSandboxRoutes(ctx));
  app.route("/api", api);
  app.route("/cancelar-inscricao", unsubscribeRoutes(ctx));
  app.route("/cancelar-alertas", alertUnsubscribeRoutes(ctx));
  if (!ctx.env.isProduction) {
    app.route("/dev/mailbox", mailboxRoutes(ctx));
    app.route("/dev/age-analytics", devAgingRoutes(ctx));
    app.route("/dev/follower-drop", devFollowerDropRoutes(ctx));
    app.route("/dev/lifecycle", devLifecycleRoutes(ctx));
  }
  app.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "inteligram.session_token",
    description: "Sessão criada por POST /api/auth/sign-in/email.",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Inteligram API",
      version: packageJson.version,
      description: "API do Inteligram: análise de Instagram e TikTok para marcas, criadores e equipes de marketing.",
    },
    servers: [{ url: ctx.env.APP_URL }],
  });

  app.notFound((c) => c.json(notFoundBody(c.get("requestId")), 404));
  app.onError(async (error, c) => handleError(error, c, async () => !(await probeDatabase(ctx.database))));

  if (options.webDir) {
    // Pages outside the web app (the outbox, the sandboxes) name no icon, and browsers then ask for this.
    app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
    // Signed-in pages carry their first API answers, read in-process (docs/decisions/021).
    const pageData = (request: Request, pagePath: string) => readPageData((path, init) => app.request(path, init), request, pagePath);
    app.use(serveWebApp(options.webDir, { pageData }));
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
