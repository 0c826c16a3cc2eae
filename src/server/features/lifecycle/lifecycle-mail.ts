import { createHash } from "node:crypto";
import { formatDate } from "@core/format/format-date";
import { deletionAfterOverdueDays, suspensionAfterOverdueDays } from "@core/legal/policy-terms";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { queueMail } from "../mail/queue-mail";
import { type EmailContent, renderEmail } from "../mail/templates";

// The account lifecycle's e-mails (docs/decisions/020). Each is queued under a job id derived
// from what it tells, so a step run twice sends it once; inside the step's transaction when given.

type MailCtx = Pick<AppContext, "db" | "queue" | "env">;

function mailJobId(key: string) {
  const hex = createHash("sha256").update(`lifecycle-mail:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function queueLifecycleMail(ctx: MailCtx, to: string, key: string, content: EmailContent, tx?: Tx) {
  await queueMail(ctx, { to, ...content }, { id: mailJobId(key), ...(tx ? { tx } : {}) });
}

export function paymentReminderMail(ctx: MailCtx, name: string, day: number, overdueSince: Date, updateUrl: string) {
  const suspension = formatDate(new Date(overdueSince.getTime() + suspensionAfterOverdueDays * 86_400_000));
  const first = day === 0;
  return renderEmail({
    subject: first
      ? "Pagamento pendente: não conseguimos renovar seu plano"
      : "Lembrete: seu pagamento do Inteligram está pendente",
    preheader: `Atualize o pagamento até ${suspension} para manter o acesso completo.`,
    heading: `Olá, ${name}!`,
    paragraphs: [
      first
        ? "Não conseguimos cobrar a renovação do seu plano no Inteligram."
        : `O pagamento da renovação do seu plano está pendente há ${day} dias.`,
      `Atualize a forma de pagamento até ${suspension}. Depois dessa data o espaço de trabalho fica suspenso (somente leitura, sem novas coletas), e após ${deletionAfterOverdueDays} dias de atraso os dados são excluídos.`,
    ],
    action: { label: "Atualizar pagamento", url: updateUrl },
    footnote: "Se você já pagou, desconsidere esta mensagem.",
  });
}

export function suspensionMail(name: string, deletionOn: Date, updateUrl: string) {
  const deletion = formatDate(deletionOn);
  return renderEmail({
    subject: "Seu espaço de trabalho no Inteligram foi suspenso",
    preheader: `Pague até ${deletion} para não perder seus dados.`,
    heading: `Olá, ${name}!`,
    paragraphs: [
      `O pagamento do seu plano está atrasado há ${suspensionAfterOverdueDays} dias, por isso o espaço de trabalho foi suspenso: você ainda vê seus dados, mas não pode alterá-los, e as coletas pararam.`,
      `Se o pagamento não for feito, os dados serão excluídos em ${deletion}. Um pagamento a qualquer momento antes disso restaura tudo.`,
    ],
    action: { label: "Atualizar pagamento", url: updateUrl },
  });
}

export function deletionWarningMail(name: string, deletionOn: Date, updateUrl: string) {
  const deletion = formatDate(deletionOn);
  return renderEmail({
    subject: `Seus dados no Inteligram serão excluídos em ${deletion}`,
    preheader: "Faltam 7 dias. Um pagamento restaura tudo.",
    heading: `Olá, ${name}!`,
    paragraphs: [
      `Seu pagamento continua pendente e, em ${deletion}, excluiremos o espaço de trabalho e todos os dados dele: contas conectadas, histórico e indicadores.`,
      "Pague antes dessa data para manter tudo. Se quiser guardar uma cópia, baixe seus dados em Meus dados.",
    ],
    action: { label: "Atualizar pagamento", url: updateUrl },
  });
}

export function overdueDeletedMail(name: string, workspaceName: string) {
  return renderEmail({
    subject: "Os dados do seu espaço de trabalho foram excluídos",
    preheader: `O espaço ${workspaceName} foi excluído após ${deletionAfterOverdueDays} dias de atraso.`,
    heading: `Olá, ${name}!`,
    paragraphs: [
      `O pagamento do espaço de trabalho ${workspaceName} ficou pendente por ${deletionAfterOverdueDays} dias. Como previsto nos Termos de Uso, a assinatura foi encerrada e os dados do espaço foram excluídos.`,
      "Sua conta de acesso continua ativa: você pode assinar um plano de novo quando quiser.",
    ],
  });
}

export function restoredMail(ctx: MailCtx, name: string) {
  return renderEmail({
    subject: "Pagamento confirmado: seu plano está em dia",
    preheader: "Tudo voltou ao normal no seu espaço de trabalho.",
    heading: `Olá, ${name}!`,
    paragraphs: [
      "Recebemos o pagamento pendente. Seu espaço de trabalho voltou ao normal, com as coletas e as alterações liberadas.",
    ],
    action: { label: "Ir para o painel", url: `${ctx.env.APP_URL}/dashboard` },
  });
}

export function accountDeletedMail(name: string, deletedWorkspaces: string[]) {
  return renderEmail({
    subject: "Sua conta no Inteligram foi excluída",
    preheader: "Confirmamos a exclusão da sua conta e dos seus dados.",
    heading: `Olá, ${name}!`,
    paragraphs: [
      "Confirmamos a exclusão da sua conta no Inteligram, como você pediu. Seus dados pessoais foram apagados e você não consegue mais entrar com este e-mail.",
      ...(deletedWorkspaces.length > 0
        ? [
            `Também excluímos o espaço de trabalho ${deletedWorkspaces.join(", ")}, com a assinatura encerrada (sem novas cobranças) e todos os dados dele.`,
          ]
        : []),
      "Obrigado por ter usado o Inteligram.",
    ],
    footnote: "Se você não pediu esta exclusão, responda a este e-mail imediatamente.",
  });
}

export function exportReadyMail(ctx: MailCtx, name: string) {
  return renderEmail({
    subject: "Seus dados do Inteligram estão prontos para baixar",
    preheader: "O arquivo com seus dados está em Meus dados.",
    heading: `Olá, ${name}!`,
    paragraphs: [
      "O arquivo com todos os dados que o Inteligram guarda sobre você e o seu espaço de trabalho está pronto.",
      "Baixe-o em Meus dados, entrando na sua conta. Ele fica disponível por 7 dias.",
    ],
    action: { label: "Baixar meus dados", url: `${ctx.env.APP_URL}/admin/dados` },
  });
}
