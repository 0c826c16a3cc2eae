import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import { allowInlineStyles } from "../../http/content-security-policy";
import type { HonoEnv } from "../../http/hono-env";
import { unsubscribePage, unsubscribeStylesheet } from "../mail/unsubscribe-page";
import { findUnsubscribeTarget } from "./unsubscribe.service";

// The scheduled report's unsubscribe link (RFC 8058), for people who may never sign in: GET
// shows what it does and asks (a link scanner opening it changes nothing); POST does it, from
// the page's button or from the mail client's one-click (List-Unsubscribe-Post). Every answer
// is a pt-BR page; a bad or old link is said so, never an error page.

const page = (title: string, body: ReturnType<typeof html>) => unsubscribePage("Relatórios por e-mail", title, body);

export const invalidPage = () =>
  page(
    "Link inválido",
    html`<h1>Link de cancelamento inválido</h1>
      <p>Este link não é válido: ele pode ter sido copiado pela metade ou alterado. Use o link “Não quero mais receber estes relatórios” do e-mail mais recente.</p>`,
  );

export const gonePage = () =>
  page(
    "Endereço fora da lista",
    html`<h1>Este endereço já não recebe estes relatórios</h1>
      <p>O endereço saiu da lista de envio deste relatório. Nada mais precisa ser feito.</p>`,
  );

const supersededPage = () =>
  page(
    "Link antigo",
    html`<h1>Este link é de um e-mail anterior</h1>
      <p>Você voltou a receber estes relatórios depois que este e-mail foi enviado, então este link não muda mais nada. Para deixar de recebê-los, use o link do e-mail mais recente ou as configurações de Relatórios no Inteligram.</p>`,
  );

const notFoundPage = (reason: "invalid" | "gone" | "superseded") =>
  reason === "invalid" ? invalidPage() : reason === "gone" ? gonePage() : supersededPage();

export function unsubscribeRoutes(ctx: Pick<AppContext, "db" | "env">) {
  return new Hono<HonoEnv>()
    .use(allowInlineStyles(unsubscribeStylesheet.source))
    .get("/:token", async (c) => {
      const target = await findUnsubscribeTarget(ctx, c.req.param("token"));
      if (!target.found) return c.html(notFoundPage(target.reason), target.reason === "invalid" ? 400 : 200);
      if (target.done) {
        return c.html(
          page(
            "Inscrição já cancelada",
            html`<h1>Inscrição já cancelada</h1>
              <p>${target.email} já não recebe os relatórios de ${target.workspaceName}.</p>`,
          ),
        );
      }
      return c.html(
        page(
          "Cancelar relatórios",
          html`<h1>Deixar de receber os relatórios?</h1>
            <p>${target.email} recebe por e-mail os relatórios de desempenho enviados por ${target.workspaceName}.</p>
            <form method="post">
              <button type="submit">Cancelar o recebimento</button>
            </form>
            <p class="muted">Você não precisa entrar em nenhuma conta.</p>`,
        ),
      );
    })
    .post("/:token", async (c) => {
      const target = await findUnsubscribeTarget(ctx, c.req.param("token"));
      if (!target.found) return c.html(notFoundPage(target.reason), target.reason === "invalid" ? 400 : 200);
      const changed = await target.apply();
      return c.html(
        page(
          "Inscrição cancelada",
          html`<h1>${changed ? "Pronto, inscrição cancelada" : "Inscrição já cancelada"}</h1>
            <p>${target.email} não recebe mais os relatórios de ${target.workspaceName}.</p>`,
        ),
      );
    });
}
