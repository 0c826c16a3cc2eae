import { createHash } from "node:crypto";
import { formatDate } from "@core/format/format-date";
import { formatBrl } from "@core/format/format-money";
import { getPlan, isPlanId, pricePeriodLabel } from "@core/plans/catalogue";
import type { AppContext } from "../../context";
import type { DbOrTx, Tx } from "../../db/client";
import type { ProviderInvoice } from "../../integrations/payments/payments.port";
import { queueMail } from "../mail/queue-mail";
import { findWorkspaceOwner } from "../team/workspace-owner";
import { type EmailContent, renderEmail } from "../mail/templates";
import type { SubscriptionRow } from "./billing.queries";

// The billing e-mails: a receipt per paid invoice, and a note when the plan changes or is
// cancelled. Each is queued at most once: a receipt under a job id derived from the invoice id,
// a change inside the transaction that first writes it (a redelivered event finds nothing new).

type MailCtx = Pick<AppContext, "db" | "queue" | "env">;

/** Who is told about a workspace's billing (its owner): the one place that turns it into an address. */
function findBillingRecipient(db: DbOrTx, workspaceId: string) {
  return findWorkspaceOwner({ db }, workspaceId);
}

/** A job id that is the same for the same message, so pg-boss drops a second send of it. */
function mailJobId(key: string) {
  const hex = createHash("sha256").update(`billing-mail:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues one message to the subscription's person; with `tx`, only if that transaction commits. */
async function queueBillingMail(
  ctx: MailCtx,
  target: { workspaceId: string; key: string; tx?: Tx },
  content: (name: string) => EmailContent,
) {
  const recipient = await findBillingRecipient(target.tx ?? ctx.db, target.workspaceId);
  if (!recipient) return;
  await queueMail(
    ctx,
    { to: recipient.email, ...content(recipient.name) },
    { id: mailJobId(target.key), ...(target.tx ? { tx: target.tx } : {}) },
  );
}

/** A receipt for a paid invoice (invoice.paid), once per invoice. */
export async function queueReceiptMail(ctx: MailCtx, workspaceId: string, invoice: ProviderInvoice) {
  if (invoice.status !== "succeeded") return;
  const amount = formatBrl(invoice.amount);
  await queueBillingMail(ctx, { workspaceId, key: `receipt:${invoice.id}` }, (name) =>
    renderEmail({
      subject: `Recibo do seu pagamento de ${amount} no Inteligram`,
      preheader: `Recebemos seu pagamento de ${amount}.`,
      heading: `Olá, ${name}!`,
      paragraphs: [
        `Recebemos seu pagamento de ${amount} em ${formatDate(invoice.created)}.`,
        `Descrição: ${invoice.description}.`,
      ],
      action: invoice.invoiceUrl
        ? { label: "Ver fatura", url: invoice.invoiceUrl }
        : { label: "Ver faturamento", url: `${ctx.env.APP_URL}/admin/billing` },
      footnote: "Todos os seus pagamentos ficam em Faturamento, no menu da sua conta.",
    }),
  );
}

/**
 * Tells the person when a sync changed the plan or cancelled it. Called with the row before and
 * after the sync, inside the sync's transaction (the row is locked), so one change is told once.
 */
export async function queueSubscriptionChangeMails(
  ctx: MailCtx,
  tx: Tx,
  before: SubscriptionRow | undefined,
  after: SubscriptionRow,
) {
  if (!before || !isPlanId(after.planType)) return;
  const plan = getPlan(after.planType);
  const myPlanUrl = `${ctx.env.APP_URL}/admin/my-plan`;
  const changeKey = `${after.id}:${after.updatedAt.toISOString()}`;

  if (before.planType !== after.planType && isPlanId(before.planType)) {
    const previous = getPlan(before.planType);
    await queueBillingMail(ctx, { workspaceId: after.workspaceId, key: `plan-change:${changeKey}`, tx }, (name) =>
      renderEmail({
        subject: `Seu plano agora é o ${plan.name}`,
        preheader: `Seu plano mudou de ${previous.name} para ${plan.name}.`,
        heading: `Olá, ${name}!`,
        paragraphs: [
          `Seu plano mudou de ${previous.name} para ${plan.name}.`,
          `O novo valor é ${formatBrl(plan.monthlyPriceCentavos)}${pricePeriodLabel}. A diferença proporcional aos dias que restam do período atual é cobrada ou creditada pelo provedor de pagamento, e aparece em Faturamento.`,
        ],
        action: { label: "Ver meu plano", url: myPlanUrl },
        footnote: "Se você não pediu esta mudança, responda a este e-mail.",
      }),
    );
  }

  const cancelledNow =
    (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) || (before.status !== "canceled" && after.status === "canceled");
  if (cancelledNow) {
    const until = after.status === "canceled" ? null : formatDate(after.currentPeriodEnd);
    await queueBillingMail(ctx, { workspaceId: after.workspaceId, key: `cancellation:${changeKey}`, tx }, (name) =>
      renderEmail({
        subject: `Seu plano ${plan.name} foi cancelado`,
        preheader: until ? `Você mantém o acesso até ${until}.` : "Sua assinatura foi encerrada.",
        heading: `Olá, ${name}!`,
        paragraphs: until
          ? [
              `O cancelamento do ${plan.name} foi registrado e o plano não será renovado.`,
              `Você mantém o acesso até ${until}, o fim do período de cobrança atual.`,
              "Mudou de ideia? Desfaça o cancelamento em Meu Plano até essa data.",
            ]
          : [`Sua assinatura do ${plan.name} foi encerrada e o acesso aos recursos do plano terminou.`],
        action: { label: "Ver meu plano", url: myPlanUrl },
        footnote: "Se você não pediu este cancelamento, responda a este e-mail.",
      }),
    );
  }
}
