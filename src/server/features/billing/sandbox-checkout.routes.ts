import { formatDate } from "@core/format/format-date";
import { formatBrl } from "@core/format/format-money";
import { getPlan, isPlanId } from "@core/plans/catalogue";
import { Hono } from "hono";
import { html } from "hono/html";
import type { AppContext } from "../../context";
import type { HonoEnv } from "../../http/hono-env";
import { allowInlineStyles } from "../../http/content-security-policy";
import { sandboxPageStylesheet } from "../../http/sandbox-page-styles";

// The sandbox provider's hosted checkout page: it plays the part of Stripe Checkout locally
// (docs/decisions/008-payments-port-and-sandbox.md), so it is server-rendered and independent of the web app.
export function sandboxCheckoutRoutes(ctx: Pick<AppContext, "sandboxPayments">) {
  const sandbox = ctx.sandboxPayments!;

  // After a decline the page comes back with what was typed, as Stripe's does; the CVC is never
  // written back into a page.
  type Typed = { number?: string; expiry?: string; holder?: string };
  const render = async (id: string, error?: { message: string; changePlanUrl?: string }, typed: Typed = {}) => {
    const checkout = await sandbox.findCheckout(id);
    if (!checkout || !isPlanId(checkout.planType)) return null;
    const plan = getPlan(checkout.planType);
    const open = checkout.status === "open";
    // Pix only where the account it mirrors has Pix Automático (decision 008), as Stripe's page would.
    const offersPix = sandbox.port.paymentMethods.includes("pix");
    const pixCode = `00020126580014br.gov.bcb.pix0136inteligram-sandbox-${checkout.id.slice(-12)}5204000053039865406${(checkout.amount / 100).toFixed(2)}5802BR5910INTELIGRAM6009SAO PAULO6304ABCD`;
    return html`<!doctype html>
      <html lang="pt-BR">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Pagamento — Ambiente de testes · Inteligram</title>
          ${sandboxPageStylesheet.element}
        </head>
        <body>
          <main>
            <span class="badge">Ambiente de testes</span>
            ${
              checkout.kind === "competitor_addon"
                ? html`<h1>${checkout.description ?? "Concorrente adicional"}</h1>
                  <p><strong>${formatBrl(checkout.amount)}</strong> agora, proporcional ao restante do período; depois ${formatBrl(plan.limits.competitors.addOnPriceCentavos ?? 0)} por mês na assinatura do ${plan.name}.</p>`
                : html`<h1>Assinar ${plan.name}</h1>
                  <p><strong>${formatBrl(checkout.amount)}</strong> por mês · ${checkout.email}</p>`
            }
            <p class="muted">
              Nenhuma cobrança real é feita aqui. Use o cartão de teste 4242 4242 4242 4242 (aprovado),
              4000 0000 0000 0002 (recusado) ou 4000 0000 0000 9995 (saldo insuficiente), com qualquer
              validade futura e CVC.
            </p>
            ${
              error
                ? html`<div class="error" role="alert">
                  ${error.message}
                  ${error.changePlanUrl ? html`<p><a href="${error.changePlanUrl}">Ir para Mudar de plano</a></p>` : ""}
                </div>`
                : ""
            }
            ${
              open
                ? html`<section class="card" aria-labelledby="cartao">
                    <h2 id="cartao">Cartão de crédito</h2>
                    <form method="post" action="/sandbox/checkout/${checkout.id}/pay">
                      <input type="hidden" name="method" value="card" />
                      <label for="number">Número do cartão</label>
                      <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" value="${typed.number ?? ""}" />
                      <div class="row">
                        <div>
                          <label for="expiry">Validade</label>
                          <input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="MM/AA" value="${typed.expiry ?? ""}" />
                        </div>
                        <div>
                          <label for="cvc">CVC</label>
                          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123" />
                        </div>
                      </div>
                      <label for="holder">Nome no cartão</label>
                      <input id="holder" name="holder" autocomplete="cc-name" required value="${typed.holder ?? ""}" />
                      <button type="submit">Pagar ${formatBrl(checkout.amount)}</button>
                    </form>
                  </section>
                  ${
                    offersPix
                      ? html`<section class="card" aria-labelledby="pix">
                        <h2 id="pix">Pix Automático</h2>
                        <p class="muted">
                          Pague com o código Pix copia e cola e autorize no app do banco o débito mensal da assinatura
                          (simulado):
                        </p>
                        <code>${pixCode}</code>
                        <form method="post" action="/sandbox/checkout/${checkout.id}/pay">
                          <input type="hidden" name="method" value="pix" />
                          <button type="submit" class="secondary">Simular pagamento Pix</button>
                        </form>
                      </section>`
                      : ""
                  }
                  <p><a href="${checkout.cancelUrl}">Cancelar e voltar ao Inteligram</a></p>`
                : html`<div class="card"><p>Este pagamento já foi concluído.</p><p><a href="${checkout.successUrl}">Continuar</a></p></div>`
            }
          </main>
        </body>
      </html>`;
  };

  return new Hono<HonoEnv>()
    .use(allowInlineStyles(sandboxPageStylesheet.source))
    .get("/invoices/:id", async (c) => {
      const invoice = await sandbox.findInvoice(c.req.param("id"));
      if (!invoice) return c.text("Fatura não encontrada.", 404);
      return c.html(html`<!doctype html>
        <html lang="pt-BR">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>Fatura ${invoice.id} — Ambiente de testes · Inteligram</title>
            ${sandboxPageStylesheet.element}
          </head>
          <body>
            <main>
              <span class="badge">Ambiente de testes</span>
              <h1>Fatura</h1>
              <div class="card">
                <p><strong>${invoice.description}</strong></p>
                <p>Valor: ${formatBrl(invoice.amount)}</p>
                <p>Data: ${formatDate(invoice.createdAt)}</p>
                <p>Situação: ${invoice.status === "paid" ? "Paga" : invoice.status === "open" ? "Em aberto" : "Não paga"}</p>
                <p class="muted">Número: ${invoice.id}</p>
              </div>
            </main>
          </body>
        </html>`);
    })
    .get("/checkout/:id", async (c) => {
      const page = await render(c.req.param("id"));
      return page ? c.html(page) : c.text("Sessão de pagamento não encontrada.", 404);
    })
    .post("/checkout/:id/pay", async (c) => {
      const id = c.req.param("id");
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
      const typed = { number: field("number"), expiry: field("expiry"), holder: field("holder") };
      const method =
        form.method === "pix"
          ? ({ kind: "pix" } as const)
          : ({ kind: "card", number: typed.number, expiry: typed.expiry, cvc: field("cvc") } as const);
      const result = await sandbox.pay(id, method);
      if (result.ok) return c.redirect(result.successUrl, 303);
      const page = await render(id, result, method.kind === "card" ? typed : {});
      if (!page) return c.text("Sessão de pagamento não encontrada.", 404);
      return c.html(page, result.reason === "already_subscribed" ? 409 : result.reason === "method_not_offered" ? 400 : 402);
    });
}
