import { listNetworks, onNetworks, type Platform } from "@core/social/platform-names";

// Transactional e-mails: pt-BR, HTML plus plain text, in the product's look.
export type EmailContent = { subject: string; html: string; text: string };

type Layout = {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** White-label (Pro): the workspace's name in the header and its colour on the button. */
  brand?: { name: string; color: string | null };
  /** A small link under the footnote (the unsubscribe link of a scheduled report or an alert digest). */
  unsubscribe?: { label: string; url: string };
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderEmail(layout: Layout): EmailContent {
  const accent = layout.brand?.color ?? "#7c3aed";
  const paragraphs = layout.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(p)}</p>`)
    .join("");
  const action = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:${escapeHtml(accent)};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(layout.action.url)}" style="color:${escapeHtml(accent)};word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : "";
  const footnote = layout.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(layout.footnote)}</p>`
    : "";
  const unsubscribe = layout.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#64748b"><a href="${escapeHtml(layout.unsubscribe.url)}" style="color:#64748b">${escapeHtml(layout.unsubscribe.label)}</a></p>`
    : "";
  const brandName = layout.brand?.name ?? "Inteligram";
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${escapeHtml(accent)}">${escapeHtml(brandName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(layout.heading)}</h1>
${paragraphs}${action}${footnote}${unsubscribe}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">${layout.brand ? `${escapeHtml(layout.brand.name)} · Relatório enviado com o Inteligram` : `Inteligram · Análise de ${listNetworks()} para marcas, criadores e equipes de marketing`}</p>
</td></tr></table></body></html>`;
  const text = [
    layout.heading,
    "",
    ...layout.paragraphs.flatMap((p) => [p, ""]),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ""] : []),
    ...(layout.footnote ? [layout.footnote, ""] : []),
    ...(layout.unsubscribe ? [`${layout.unsubscribe.label}: ${layout.unsubscribe.url}`, ""] : []),
    brandName,
  ].join("\n");
  return { subject: layout.subject, html, text };
}

export function confirmationEmail(name: string, url: string): EmailContent {
  return renderEmail({
    subject: "Confirme sua conta no Inteligram",
    preheader: "Falta só um passo para começar a usar o Inteligram.",
    heading: `Olá, ${name}!`,
    paragraphs: ["Recebemos seu cadastro no Inteligram. Para ativar sua conta, confirme seu email clicando no botão abaixo."],
    action: { label: "Confirmar minha conta", url },
    footnote: "O link vale por 24 horas. Se você não criou uma conta no Inteligram, ignore este email.",
  });
}

/** A membership ended without the person's doing: removed from the team, or the workspace deleted. */
export function membershipEndedEmail(input: {
  name: string;
  workspaceName: string;
  reason: "removed" | "workspace_deleted";
  url: string;
}): EmailContent {
  const removed = input.reason === "removed";
  return renderEmail({
    subject: removed
      ? `Você não faz mais parte da equipe ${input.workspaceName} no Inteligram`
      : `A equipe ${input.workspaceName} foi excluída do Inteligram`,
    preheader: removed ? "Seu acesso a esta equipe foi encerrado." : "O espaço de trabalho e os dados dele foram excluídos.",
    heading: `Olá, ${input.name}!`,
    paragraphs: [
      removed
        ? `Um administrador removeu você da equipe ${input.workspaceName} no Inteligram. Você não vê mais os dados, relatórios e alertas dessa equipe.`
        : `O proprietário excluiu o espaço de trabalho ${input.workspaceName} no Inteligram, com todos os dados dele. Você não faz mais parte dessa equipe.`,
      "Sua conta no Inteligram continua ativa. Se acha que isso foi um engano, fale com quem administra a equipe.",
    ],
    action: { label: "Abrir o Inteligram", url: input.url },
  });
}

export function passwordResetEmail(name: string, url: string): EmailContent {
  return renderEmail({
    subject: "Redefina sua senha do Inteligram",
    preheader: "Use o link para escolher uma nova senha.",
    heading: `Olá, ${name}!`,
    paragraphs: ["Recebemos um pedido para redefinir a senha da sua conta no Inteligram."],
    action: { label: "Escolher nova senha", url },
    footnote: "O link vale por 1 hora. Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.",
  });
}

export function invitationEmail(input: {
  workspaceName: string;
  inviterName: string;
  url: string;
  expiresOn: string;
  /** "Seu papel: Leitor, nas contas @a e @b." (docs/decisions/030) */
  access?: string;
  /** The networks of the accounts the invitation gives (every network when empty). */
  networks: readonly Platform[];
}): EmailContent {
  const results = `os resultados ${onNetworks(input.networks)}`;
  return renderEmail({
    subject: `Convite para a equipe ${input.workspaceName} no Inteligram`,
    preheader: `${input.inviterName} convidou você para acompanhar ${results} no Inteligram.`,
    heading: "Você foi convidado para uma equipe",
    paragraphs: [
      `${input.inviterName} convidou você para a equipe ${input.workspaceName} no Inteligram, onde vocês acompanham juntos ${results}.`,
      ...(input.access ? [input.access] : []),
      "Aceite o convite para ver o painel da equipe. Se ainda não tem conta, você pode criar uma com este e-mail.",
    ],
    action: { label: "Aceitar convite", url: input.url },
    footnote: `O convite vale até ${input.expiresOn} e só pode ser usado uma vez. Se você não esperava este convite, ignore este e-mail.`,
  });
}
