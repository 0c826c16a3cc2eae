import { html } from "hono/html";
import { inlineStylesheet } from "../../http/content-security-policy";

/** The unsubscribe pages' stylesheet, allowed by its hash (src/server/http/content-security-policy.ts). */
export const unsubscribeStylesheet = inlineStylesheet(`
body { font-family: system-ui, sans-serif; margin: 0; background: #f8fafc; color: #0f172a; }
main { max-width: 560px; margin: 48px auto; padding: 32px; background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; }
h1 { font-size: 22px; margin: 0 0 16px; }
p { line-height: 1.5; }
a { color: #6d28d9; }
button { background: #7c3aed; color: #fff; border: 0; border-radius: 8px; padding: 12px 20px; font-size: 16px; font-weight: 600; cursor: pointer; }
button:focus-visible { outline: 3px solid #0f172a; outline-offset: 2px; }
.muted { color: #475569; font-size: 14px; }
`);

/**
 * The page behind an e-mail's unsubscribe link (RFC 8058), for people who may never sign in: a
 * plain pt-BR page, not indexed, titled "<title> · <section>" (e.g. "Relatórios por e-mail").
 */
export const unsubscribePage = (section: string, title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · ${section}</title>
    ${unsubscribeStylesheet.element}
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
