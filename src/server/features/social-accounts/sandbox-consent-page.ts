import { html } from "hono/html";
import { inlineStylesheet } from "../../http/content-security-policy";

/** The consent pages' stylesheet, allowed by its hash (src/server/http/content-security-policy.ts). */
export const sandboxConsentStylesheet = inlineStylesheet(`
body{font-family:system-ui,sans-serif;background:#fafafa;margin:0;color:#111}
main{max-width:420px;margin:48px auto;background:#fff;border:1px solid #dbdbdb;border-radius:12px;padding:32px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:14px;font-weight:600}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px;font-size:16px}
button,a.button{display:block;width:100%;box-sizing:border-box;text-align:center;margin-top:12px;padding:12px;border-radius:8px;font-size:16px;font-weight:600;border:0;cursor:pointer;text-decoration:none}
button{background:#0095f6;color:#fff}
a.button{background:#efefef;color:#111}
input:focus,button:focus,a:focus{outline:3px solid #7c3aed;outline-offset:2px}
.error{color:#b91c1c;margin-top:8px}
fieldset{border:1px solid #dbdbdb;border-radius:8px;margin-top:16px}
fieldset label{font-weight:400;margin:6px 0}
fieldset input{width:auto;margin-right:8px}
`);

/** The frame of a network's local consent page (its sandbox OAuth, when its keys are unset). */
export const sandboxConsentPage = (network: string, body: ReturnType<typeof html>) => html`<!doctype html>
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>Autorizar acesso — ${network} (ambiente de testes)</title>
      ${sandboxConsentStylesheet.element}
    </head>
    <body>
      <main>${body}</main>
    </body>
  </html>`;

/**
 * The consent page's two parameters, or null: a redirect back to this app only (never an open
 * redirect) and a state to return with it.
 */
export function consentParams(appUrl: string, redirectUri: string | undefined, state: string | undefined) {
  if (!redirectUri || !redirectUri.startsWith(`${appUrl}/`) || !state) return null;
  return { redirectUri, state };
}

export const invalidConsentParams = "Parâmetros de autorização inválidos.";
