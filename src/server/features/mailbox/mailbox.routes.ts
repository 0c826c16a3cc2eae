import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { findOutboxEmail, listOutboxEmails } from "../../integrations/mail/outbox.queries";

// Development only: the outbox mail adapter's messages, so sign-up works on a fresh machine.
const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Caixa de saída (desenvolvimento) · Inteligram</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #f8fafc; color: #0f172a; }
      header { background: #7c3aed; color: #fff; padding: 16px 24px; }
      header a { color: #fff; }
      main { max-width: 960px; margin: 0 auto; padding: 24px; }
      ul { list-style: none; padding: 0; margin: 0; }
      li { background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; margin-bottom: 8px; }
      li a { display: block; padding: 12px 16px; color: inherit; text-decoration: none; }
      li a:hover, li a:focus { background: #f5f3ff; outline: 2px solid #7c3aed; }
      .meta { color: #475569; font-size: 14px; }
      iframe { width: 100%; height: 70vh; border: 1px solid #e2e8f0; border-radius: 8px; background: #fff; }
      .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 10px; font-size: 13px; }
    </style>
  </head>
  <body>
    <header>
      <strong>Caixa de saída</strong> <span class="badge">Ambiente de desenvolvimento</span>
      · <a href="/dev/mailbox">Todas as mensagens</a> · <a href="/">Inteligram</a>
    </header>
    <main>${body}</main>
  </body>
</html>`;

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium", timeZone: "America/Sao_Paulo" }).format(date);

export function mailboxRoutes(ctx: Pick<AppContext, "db">) {
  return (
    new Hono<HonoEnv>()
      // The messages are shown in srcdoc frames, which inherit this policy, and e-mails style with
      // attributes (mail clients ignore stylesheets): inline styles stay allowed on this page only.
      .use(allowInlineStyles("'unsafe-inline'"))
      .get("/", async (c) => {
        const messages = await listOutboxEmails(ctx.db);
        const items = messages.map(
          (message) =>
            html`<li>
            <a href="/dev/mailbox/${message.id}">
              <strong>${message.subject}</strong>
              <div class="meta">Para ${message.to} · ${formatDate(message.createdAt)}</div>
            </a>
          </li>`,
        );
        return c.html(
          page(
            "Mensagens",
            html`<h1>Mensagens enviadas</h1>
            ${messages.length === 0 ? html`<p>Nenhuma mensagem ainda.</p>` : html`<ul>${items}</ul>`}`,
          ),
        );
      })
      .get("/:id", async (c) => {
        const id = c.req.param("id");
        const message = /^[0-9a-f-]{36}$/.test(id) ? await findOutboxEmail(ctx.db, id) : undefined;
        if (!message) return c.html(page("Não encontrada", html`<h1>Mensagem não encontrada</h1>`), 404);
        return c.html(
          page(
            message.subject,
            html`<h1>${message.subject}</h1>
            <p class="meta">De ${message.from} · Para ${message.to} · ${formatDate(message.createdAt)}</p>
            ${message.headers["X-Attachments"] ? html`<p class="meta">Anexos: ${message.headers["X-Attachments"]}</p>` : ""}
            <iframe title="Conteúdo da mensagem" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${'<base target="_top">' + message.html}"></iframe>
            <details><summary>Versão em texto</summary><pre>${message.text}</pre></details>`,
          ),
        );
      })
  );
}
