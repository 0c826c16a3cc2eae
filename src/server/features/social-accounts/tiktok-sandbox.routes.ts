import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { createTikTokSandboxCode, TIKTOK_SCOPES, tiktokUsernameSchema } from "../../integrations/networks/tiktok/sandbox-oauth";
import { consentParams, invalidConsentParams, sandboxConsentPage, sandboxConsentStylesheet } from "./sandbox-consent-page";

// The local stand-in for TikTok's consent screen (no TIKTOK_CLIENT_KEY; decision 029): the person
// types a username and may untick scopes, as on TikTok, and returns to our callback with a code.
const scopeLabels: Record<(typeof TIKTOK_SCOPES)[number], string> = {
  "user.info.basic": "Nome e foto do perfil",
  "user.info.profile": "Perfil (bio, verificação, link)",
  "user.info.stats": "Números do perfil (seguidores, curtidas, vídeos)",
  "video.list": "Seus vídeos públicos",
};

export function tiktokSandboxRoutes(ctx: Pick<AppContext, "env">) {
  const denied = (redirectUri: string, state: string) =>
    `${redirectUri}?error=access_denied&error_description=${encodeURIComponent("Você cancelou a autorização no TikTok.")}&state=${encodeURIComponent(state)}`;
  const form = (state: string, redirectUri: string, error?: string) =>
    sandboxConsentPage(
      "TikTok",
      html`<span class="badge">Ambiente de testes</span>
        <h1>Conectar ao Inteligram</h1>
        <p>O Inteligram quer ler o perfil e os vídeos públicos da sua conta do TikTok.</p>
        <form method="post">
          <input type="hidden" name="state" value="${state}" />
          <input type="hidden" name="redirect_uri" value="${redirectUri}" />
          <label for="username">Conta do TikTok (nome de usuário)</label>
          <input id="username" name="username" required autocomplete="off" placeholder="suamarca" aria-describedby="${error ? "erro" : ""}" />
          ${error ? html`<p id="erro" class="error" role="alert">${error}</p>` : ""}
          <fieldset>
            <legend>Permissões</legend>
            ${TIKTOK_SCOPES.map(
              (scope) =>
                html`<label><input type="checkbox" name="scope" value="${scope}" checked ${scope === "user.info.basic" ? "disabled" : ""} />${scopeLabels[scope]}</label>`,
            )}
          </fieldset>
          <button type="submit">Autorizar</button>
        </form>
        <a class="button" href="${denied(redirectUri, state)}">Cancelar</a>`,
    );

  return new Hono<HonoEnv>()
    .use(allowInlineStyles(sandboxConsentStylesheet.source))
    .get("/authorize", (c) => {
      const params = consentParams(ctx.env.APP_URL, c.req.query("redirect_uri"), c.req.query("state"));
      if (!params) return c.text(invalidConsentParams, 400);
      return c.html(form(params.state, params.redirectUri));
    })
    .post("/authorize", async (c) => {
      const body = await c.req.parseBody({ all: true });
      const params = consentParams(ctx.env.APP_URL, String(body.redirect_uri ?? ""), String(body.state ?? ""));
      if (!params) return c.text(invalidConsentParams, 400);
      const { redirectUri, state } = params;
      const username = String(body.username ?? "")
        .trim()
        .replace(/^@/, "");
      if (!tiktokUsernameSchema.safeParse(username).success) {
        return c.html(form(state, redirectUri, "Use de 2 a 24 letras, números, ponto ou sublinhado."), 400);
      }
      const ticked = ([] as unknown[]).concat(body.scope ?? []).map(String);
      // user.info.basic cannot be unticked on TikTok's page either.
      const scopes = TIKTOK_SCOPES.filter((scope) => scope === "user.info.basic" || ticked.includes(scope));
      const code = createTikTokSandboxCode(username, scopes, randomBytes(8).toString("hex"));
      return c.redirect(
        `${redirectUri}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}&scopes=${encodeURIComponent(scopes.join(","))}`,
        302,
      );
    });
}
