import { randomBytes } from "node:crypto";
import { normalizeManualUsername, validateInstagramUsername } from "@core/validation/instagram-username";
import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { consentParams, invalidConsentParams, sandboxConsentPage, sandboxConsentStylesheet } from "./sandbox-consent-page";
import { createSandboxAuthorizationCode } from "../../integrations/networks/instagram/sandbox-oauth";

// The local stand-in for Instagram's consent screen (no INSTAGRAM_APP_ID): the person picks a
// username, and the browser returns to our callback with a code the sandbox OAuth understands.
const page = (body: ReturnType<typeof html>) => sandboxConsentPage("Instagram", body);

export function instagramSandboxRoutes(ctx: Pick<AppContext, "env">) {
  const form = (state: string, redirectUri: string, error?: string) =>
    page(html`<span class="badge">Ambiente de testes</span>
      <h1>Conectar ao Inteligram</h1>
      <p>O Inteligram quer acessar o perfil e as publicações da sua conta profissional do Instagram.</p>
      <form method="post">
        <input type="hidden" name="state" value="${state}" />
        <input type="hidden" name="redirect_uri" value="${redirectUri}" />
        <label for="username">Conta do Instagram (nome de usuário)</label>
        <input id="username" name="username" required autocomplete="off" placeholder="suamarca" aria-describedby="${error ? "erro" : ""}" />
        ${error ? html`<p id="erro" class="error" role="alert">${error}</p>` : ""}
        <button type="submit">Permitir</button>
      </form>
      <a class="button" href="${redirectUri}?error=access_denied&error_description=${encodeURIComponent("Você cancelou a autorização no Instagram.")}&state=${state}">Cancelar</a>`);

  return new Hono<HonoEnv>()
    .use(allowInlineStyles(sandboxConsentStylesheet.source))
    .get("/authorize", (c) => {
      const params = consentParams(ctx.env.APP_URL, c.req.query("redirect_uri"), c.req.query("state"));
      if (!params) return c.text(invalidConsentParams, 400);
      return c.html(form(params.state, params.redirectUri));
    })
    .post("/authorize", async (c) => {
      const body = await c.req.parseBody();
      const params = consentParams(ctx.env.APP_URL, String(body.redirect_uri ?? ""), String(body.state ?? ""));
      if (!params) return c.text(invalidConsentParams, 400);
      const { redirectUri, state } = params;
      const username = normalizeManualUsername(String(body.username ?? ""));
      const problem = validateInstagramUsername(username);
      if (problem) return c.html(form(state, redirectUri, problem), 400);
      const code = createSandboxAuthorizationCode(username, randomBytes(8).toString("hex"));
      // Instagram appends '#_' to the code; the sandbox does too, so the stripping is exercised.
      return c.redirect(`${redirectUri}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}#_`, 302);
    });
}
