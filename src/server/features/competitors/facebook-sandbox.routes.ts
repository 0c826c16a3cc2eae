import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles, inlineStylesheet } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { FACEBOOK_PERMISSIONS, sandboxFacebookCode } from "../../integrations/networks/instagram/facebook-login";

const facebookDialogStylesheet = inlineStylesheet(`
body{font-family:system-ui,sans-serif;background:#f0f2f5;margin:0;color:#1c1e21}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.1)}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:14px;font-weight:600}
a.button{display:block;text-align:center;margin-top:12px;padding:12px;border-radius:8px;font-size:16px;font-weight:600;text-decoration:none}
.primary{background:#1877f2;color:#fff}.secondary{background:#e4e6eb;color:#1c1e21}
a:focus{outline:3px solid #7c3aed;outline-offset:2px}
`);

// The local stand-in for Facebook Login for Business's dialog (no FACEBOOK_APP_ID): it lists the
// permissions asked and returns to our callback with a code the sandbox login understands.
export function facebookSandboxRoutes(ctx: Pick<AppContext, "env">) {
  const allowedRedirect = (uri: string | undefined) => (uri && uri.startsWith(`${ctx.env.APP_URL}/`) ? uri : null);
  return new Hono<HonoEnv>().use(allowInlineStyles(facebookDialogStylesheet.source)).get("/authorize", (c) => {
    const redirectUri = allowedRedirect(c.req.query("redirect_uri"));
    const state = c.req.query("state") ?? "";
    if (!redirectUri || !state) return c.text("Parâmetros de autorização inválidos.", 400);
    const back = (query: string) => `${redirectUri}?${query}&state=${encodeURIComponent(state)}`;
    return c.html(html`<!doctype html>
      <html lang="pt-BR">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Entrar com o Facebook — Ambiente de testes · Inteligram</title>
          ${facebookDialogStylesheet.element}
        </head>
        <body>
          <main>
            <span class="badge">Ambiente de testes</span>
            <h1>Conectar o Inteligram ao Facebook</h1>
            <p>O Inteligram pede acesso às suas páginas e às contas profissionais do Instagram vinculadas a elas:</p>
            <ul>
              ${FACEBOOK_PERMISSIONS.map((permission) => html`<li><code>${permission}</code></li>`)}
            </ul>
            <p>Páginas de teste: “Minha Loja” (@minhaloja_teste) e “Meu Café” (@meucafe_teste).</p>
            <a class="button primary" href="${back(`code=${sandboxFacebookCode}`)}">Continuar</a>
            <a class="button secondary" href="${back("error=access_denied")}">Cancelar</a>
          </main>
        </body>
      </html>`);
  });
}
