import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { unsubscribePage, unsubscribeStylesheet } from "../mail/unsubscribe-page";
import { listSuppressedReportEmails, suppressReportEmail } from "../reports/mail-suppression.service";
import { gonePage, invalidPage } from "../reports/unsubscribe.routes";
import { readClientUnsubscribeToken } from "./client-unsubscribe-token";
import { findClientRecipient } from "./clients.queries";

// A client's scheduled report's unsubscribe link (RFC 8058), for people who never sign in: GET
// asks (a link scanner changes nothing), POST does it (the page's button or the mail client's
// one-click). The address is then suppressed as the workspace's outside addresses are
// (report_suppressions, docs/decisions/017): it receives none of the workspace's reports.

const page = (title: string, body: ReturnType<typeof html>) => unsubscribePage("Relatórios por e-mail", title, body);

async function findTarget(ctx: Pick<AppContext, "db" | "env">, token: string) {
  const recipientId = readClientUnsubscribeToken(token, ctx.env.AUTH_SECRET);
  if (!recipientId) return { found: false as const, reason: "invalid" as const };
  const recipient = await findClientRecipient(ctx.db, recipientId);
  if (!recipient) return { found: false as const, reason: "gone" as const };
  const done = (await listSuppressedReportEmails(ctx.db, recipient.workspaceId, [recipient.email])).size > 0;
  return { found: true as const, recipient, done };
}

export function clientUnsubscribeRoutes(ctx: Pick<AppContext, "db" | "env">) {
  return new Hono<HonoEnv>()
    .use(allowInlineStyles(unsubscribeStylesheet.source))
    .get("/:token", async (c) => {
      const target = await findTarget(ctx, c.req.param("token"));
      if (!target.found)
        return c.html(target.reason === "invalid" ? invalidPage() : gonePage(), target.reason === "invalid" ? 400 : 200);
      const { email, clientName } = target.recipient;
      if (target.done) {
        return c.html(
          page(
            "Inscrição já cancelada",
            html`<h1>Inscrição já cancelada</h1><p>${email} já não recebe os relatórios de ${clientName}.</p>`,
          ),
        );
      }
      return c.html(
        page(
          "Cancelar relatórios",
          html`<h1>Deixar de receber os relatórios?</h1>
            <p>${email} recebe por e-mail os relatórios de desempenho de ${clientName}.</p>
            <form method="post">
              <button type="submit">Cancelar o recebimento</button>
            </form>
            <p class="muted">Você não precisa entrar em nenhuma conta.</p>`,
        ),
      );
    })
    .post("/:token", async (c) => {
      const target = await findTarget(ctx, c.req.param("token"));
      if (!target.found)
        return c.html(target.reason === "invalid" ? invalidPage() : gonePage(), target.reason === "invalid" ? 400 : 200);
      const { workspaceId, email, clientName } = target.recipient;
      const changed = await suppressReportEmail(ctx.db, workspaceId, email, "unsubscribed");
      return c.html(
        page(
          "Inscrição cancelada",
          html`<h1>${changed ? "Pronto, inscrição cancelada" : "Inscrição já cancelada"}</h1>
            <p>${email} não recebe mais os relatórios de ${clientName}.</p>`,
        ),
      );
    });
}
