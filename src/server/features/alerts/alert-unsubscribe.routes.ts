import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { unsubscribePage, unsubscribeStylesheet } from "../mail/unsubscribe-page";
import { findAlertUnsubscribeTarget } from "./alert-unsubscribe.service";

// The alert digest's unsubscribe link (RFC 8058), as the reports' one (reports/unsubscribe.routes.ts):
// GET shows what it does and asks (a link scanner opening it changes nothing); POST does it, from
// the page's button or from the mail client's one-click (List-Unsubscribe-Post). Every answer is
// a pt-BR page; a bad link is said so, never an error page.

const page = (title: string, body: ReturnType<typeof html>) => unsubscribePage("Alertas por e-mail", title, body);

const invalidPage = () =>
  page(
    "Link inválido",
    html`<h1>Link de cancelamento inválido</h1>
      <p>Este link não é válido: ele pode ter sido copiado pela metade ou alterado. Use o link “Não quero mais receber estes alertas por e-mail” do e-mail mais recente.</p>`,
  );

const gonePage = () =>
  page(
    "Fora da equipe",
    html`<h1>Este endereço já não recebe estes alertas</h1>
      <p>Você não faz mais parte desta equipe no Inteligram, então não recebe os alertas dela. Nada mais precisa ser feito.</p>`,
  );

export function alertUnsubscribeRoutes(ctx: Pick<AppContext, "db" | "env">) {
  const preferences = html`<a href="${ctx.env.APP_URL}/alertas/preferencias">Preferências de alertas</a>`;
  return new Hono<HonoEnv>()
    .use(allowInlineStyles(unsubscribeStylesheet.source))
    .get("/:token", async (c) => {
      const target = await findAlertUnsubscribeTarget(ctx, c.req.param("token"));
      if (!target.found)
        return c.html(target.reason === "invalid" ? invalidPage() : gonePage(), target.reason === "invalid" ? 400 : 200);
      if (target.done) {
        return c.html(
          page(
            "E-mails já desligados",
            html`<h1>E-mails de alertas já desligados</h1>
              <p>${target.email} já não recebe por e-mail os alertas de ${target.workspaceName}. Para voltar a recebê-los, acesse ${preferences} no Inteligram.</p>`,
          ),
        );
      }
      return c.html(
        page(
          "Desligar e-mails de alertas",
          html`<h1>Deixar de receber os alertas por e-mail?</h1>
            <p>${target.email} recebe por e-mail os alertas de ${target.workspaceName} no Inteligram.</p>
            <form method="post">
              <button type="submit">Parar os e-mails de alertas</button>
            </form>
            <p class="muted">Os alertas continuam aparecendo no Inteligram. Você não precisa entrar em nenhuma conta.</p>`,
        ),
      );
    })
    .post("/:token", async (c) => {
      const target = await findAlertUnsubscribeTarget(ctx, c.req.param("token"));
      if (!target.found)
        return c.html(target.reason === "invalid" ? invalidPage() : gonePage(), target.reason === "invalid" ? 400 : 200);
      const changed = await target.apply();
      return c.html(
        page(
          "E-mails desligados",
          html`<h1>${changed ? "Pronto, e-mails de alertas desligados" : "E-mails de alertas já desligados"}</h1>
            <p>${target.email} não recebe mais por e-mail os alertas de ${target.workspaceName}.</p>
            <p>Os alertas continuam aparecendo no Inteligram. Para voltar a recebê-los por e-mail, acesse ${preferences}.</p>`,
        ),
      );
    });
}
