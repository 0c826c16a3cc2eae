import { formatDate } from "@core/format/format-date";
import { formatBrl } from "@core/format/format-money";
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { allowInlineStyles } from "../../http/content-security-policy";
import { sandboxPageStylesheet } from "../../http/sandbox-page-styles";
import { listUnpaidSandboxInvoices } from "../../integrations/payments/sandbox.queries";
import { requireMember } from "../team/require-member";
import { assertOwner } from "../team/workspace-access";
import { advanceWorkspaceDunning, readStanding } from "./dunning.service";
import { moveDunningBack } from "./lifecycle.queries";

const layout = (title: string, body: unknown) => html`<!doctype html>
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title} — Ambiente de testes · Inteligram</title>
      ${sandboxPageStylesheet.element}
    </head>
    <body>
      <main>${body}</main>
    </body>
  </html>`;

/**
 * The sandbox's "update payment" page: what Stripe's customer portal is with Stripe. A good
 * test card pays what a failed renewal left open and the plan is active again.
 */
export function sandboxBillingRoutes(ctx: Pick<AppContext, "sandboxPayments" | "db" | "env">) {
  const sandbox = ctx.sandboxPayments!;
  const render = async (customerId: string, notice?: { ok: boolean; message: string }) => {
    const subscription = await sandbox.findSubscriptionByCustomer(customerId);
    const unpaid = subscription ? await listUnpaidSandboxInvoices(ctx.db, subscription.id) : [];
    return layout(
      "Atualizar pagamento",
      html`<span class="badge">Ambiente de testes</span>
        <h1>Atualizar forma de pagamento</h1>
        <p class="muted">
          Nenhuma cobrança real é feita aqui. 4242 4242 4242 4242 paga; 4000 0000 0000 0341 aceita o cartão, mas recusa
          as renovações; 4000 0000 0000 0002 é recusado.
        </p>
        ${notice ? html`<div class="${notice.ok ? "ok" : "error"}" role="${notice.ok ? "status" : "alert"}">${notice.message}</div>` : ""}
        ${
          unpaid.length > 0
            ? html`<div class="card">
              <h2>Em aberto</h2>
              ${unpaid.map((invoice) => html`<p>${invoice.description}: <strong>${formatBrl(invoice.amount)}</strong> (${formatDate(invoice.createdAt)})</p>`)}
            </div>`
            : html`<p>Nenhuma fatura em aberto.</p>`
        }
        <form class="card" method="post" action="/sandbox/billing/${encodeURIComponent(customerId)}">
          <h2>Cartão de crédito</h2>
          <label for="number">Número do cartão</label>
          <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" />
          <div class="row">
            <div>
              <label for="expiry">Validade</label>
              <input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="MM/AA" />
            </div>
            <div>
              <label for="cvc">CVC</label>
              <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123" />
            </div>
          </div>
          <button type="submit">${unpaid.length > 0 ? "Salvar cartão e pagar" : "Salvar cartão"}</button>
        </form>
        <p><a href="${ctx.env.APP_URL}/admin/my-plan">Voltar ao Inteligram</a></p>`,
    );
  };
  return new Hono<HonoEnv>()
    .use(allowInlineStyles(sandboxPageStylesheet.source))
    .get("/:customerId", async (c) => c.html(await render(c.req.param("customerId"))))
    .post("/:customerId", async (c) => {
      const customerId = c.req.param("customerId");
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
      const result = await sandbox.updatePaymentMethod(customerId, {
        number: field("number"),
        expiry: field("expiry"),
        cvc: field("cvc"),
      });
      const notice = result.ok
        ? { ok: true, message: result.paid.length > 0 ? "Pagamento aprovado. Seu plano está em dia." : "Cartão salvo." }
        : { ok: false, message: result.message };
      return c.html(await render(customerId, notice), result.ok ? 200 : 402);
    });
}

/**
 * Development only (never mounted in production): lets a person try the overdue timeline. The
 * renewal happens now (failing with the 0341 card), and the clock of the workspace's timeline
 * moves forward by moving its day 0 back, then the daily step runs for it.
 */
export function devLifecycleRoutes(ctx: AppContext) {
  const advance = z.object({ days: z.coerce.number().int().min(1).max(60) });
  const page = (standing: Awaited<ReturnType<typeof readStanding>>, notice?: string) =>
    layout(
      "Ciclo da conta",
      html`<span class="badge">Ambiente de desenvolvimento</span>
        <h1>Pagamento pendente: simular</h1>
        ${notice ? html`<div class="ok" role="status">${notice}</div>` : ""}
        <div class="card">
          <p>
            Situação:
            <strong>${standing.state === "ok" ? "Em dia" : standing.state === "past_due" ? `Pagamento pendente há ${standing.overdueDays} dias` : `Suspenso (${standing.overdueDays} dias de atraso)`}</strong>
          </p>
          ${standing.state === "ok" ? "" : html`<p class="muted">Exclusão dos dados em ${formatDate(standing.deletesOn)}.</p>`}
        </div>
        <form class="card" method="post" action="/dev/lifecycle/renew">
          <h2>Renovar agora</h2>
          <p class="muted">Cobra a renovação do plano agora. Com o cartão 4000 0000 0000 0341 ela falha.</p>
          <button type="submit">Renovar agora</button>
        </form>
        <form class="card" method="post" action="/dev/lifecycle/advance">
          <h2>Avançar o relógio</h2>
          <label for="days">Dias</label>
          <input id="days" name="days" type="number" min="1" max="60" value="3" required />
          <button type="submit">Avançar e rodar o passo diário</button>
        </form>
        <p><a href="${ctx.env.APP_URL}/dashboard">Voltar ao Inteligram</a> · <a href="/dev/mailbox">Caixa de saída</a></p>`,
    );
  const readInput = async (c: {
    req: { header(name: string): string | undefined; json(): Promise<unknown>; parseBody(): Promise<Record<string, unknown>> };
  }) => ((c.req.header("content-type") ?? "").includes("application/json") ? c.req.json().catch(() => null) : c.req.parseBody());
  const wantsHtml = (c: { req: { header(name: string): string | undefined } }) =>
    !(c.req.header("content-type") ?? "").includes("application/json");

  return new Hono<HonoEnv>()
    .use(allowInlineStyles(sandboxPageStylesheet.source))
    .use(requireMember(ctx))
    .get("/", async (c) => c.html(await page(await readStanding(ctx, c.get("workspace")))))
    .post("/renew", async (c) => {
      assertOwner(c.get("workspace"));
      if (!ctx.sandboxPayments) throw new AppError("NOT_FOUND", "A renovação simulada só existe com o provedor de testes.");
      const renewed = await ctx.sandboxPayments.renewNow(c.get("workspace").id);
      if (!renewed) throw new AppError("NOT_FOUND", "Nenhuma assinatura ativa para renovar.");
      if (wantsHtml(c))
        return c.html(
          await page(await readStanding(ctx, c.get("workspace")), renewed.failed ? "A renovação falhou." : "Renovação paga."),
        );
      return c.json(renewed);
    })
    .post("/advance", async (c) => {
      assertOwner(c.get("workspace"));
      const parsed = advance.safeParse(await readInput(c));
      if (!parsed.success) throw new AppError("INVALID_INPUT", "Informe de 1 a 60 dias.");
      const moved = await moveDunningBack(ctx.db, c.get("workspace").id, parsed.data.days);
      if (!moved) throw new AppError("NOT_FOUND", "Este espaço de trabalho não tem pagamento pendente.");
      const step = await advanceWorkspaceDunning(ctx, c.get("workspace").id, new Date());
      if (wantsHtml(c)) {
        if (step === "deleted") return c.redirect(`${ctx.env.APP_URL}/dashboard`, 303);
        return c.html(await page(await readStanding(ctx, c.get("workspace")), `Relógio avançado ${parsed.data.days} dias.`));
      }
      return c.json({ step });
    });
}
