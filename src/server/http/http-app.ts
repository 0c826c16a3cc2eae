import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import packageJson from "../../../package.json" with { type: "json" };
import type { AppContext } from "../context";
import { redactSecretsInPath } from "../log-redaction";
import { configureZodPortuguese } from "@core/validation/zod-pt";
import { probeDatabase } from "../db/availability";
import { handleError, notFoundBody } from "./error-handler";
import { jsonWithLength } from "./json-with-length";
import { limitBody } from "./body-limit";
import { createRouter, type Router } from "./openapi";
import { refuseControlCharactersInUrl } from "./refuse-control-characters";
import { defaultContentSecurity } from "./content-security-policy";
import { readPageData } from "./page-data";
import { serveWebApp } from "./static";

export type HttpAppOptions = {
  /** The built web app (build/client); omitted in API-only tests. */
  webDir?: string;
  /**
   * Mounts every feature's router (src/server/app/create-app.ts): called after the middleware and
   * before the OpenAPI document, the fallbacks and the web app.
   */
  mountRoutes: (app: Router) => void;
};

/**
 * The HTTP app's platform part, in registration order: middleware, the features' routes (mounted
 * by the caller), the OpenAPI document, the not-found and error answers, the built web app.
 * It knows no feature: the composition root (src/server/app) hands them in.
 */
export function createHttpApp(ctx: AppContext, options: HttpAppOptions) {
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
        {
          method: c.req.method,
          path: redactSecretsInPath(c.req.path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
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
  // The reports', clients' reports' and alert digests' one-click unsubscribe (RFC 8058) is POSTed by mail providers,
  // from no page of ours; its signed token is what authorises it, and it only ever stops e-mails.
  const crossSite = ["/api/webhooks/", "/cancelar-inscricao/", "/cancelar-alertas/", "/cancelar-relatorio/"];
  app.use(async (c, next) => (crossSite.some((prefix) => c.req.path.startsWith(prefix)) ? next() : sameOrigin(c, next)));
  app.use(compress());
  app.use(jsonWithLength);

  options.mountRoutes(app);

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
    const pageData = (request: Request, pagePath: string) =>
      readPageData((path, init) => app.request(path, init), request, pagePath);
    app.use(serveWebApp(options.webDir, { pageData }));
  }

  return app;
}
