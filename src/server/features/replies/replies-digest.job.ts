import { saoPauloDay } from "@core/analytics/period";
import { formatPtBrInteger } from "@core/format/pt-br-number";
import { formatAccountLabel } from "@core/social/account-label";
import type { Platform } from "@core/social/platforms";
import { z } from "zod";
import type { AppContext } from "../../context";
import { defineJob } from "../../jobs/job";
import { queueMail } from "../mail/queue-mail";
import { renderEmail } from "../mail/templates";
import { accessReaches, readMembersAccountAccess, readWorkspaceName } from "../team/workspace.service";
import { listOpenAssignments } from "./replies.queries";

// replies.digest (docs/decisions/048-replies.md): once a day, each member gets one e-mail per
// workspace listing the comments assigned to them that still wait (not answered, not handled),
// through the alerts' mail path (queueMail and the product's e-mail layout). All of a day's
// e-mails are queued in one transaction, so a retried run sends none twice.

const hour = 3_600_000;

function waitedFor(publishedAt: Date, now: Date) {
  const hours = Math.max(0, Math.floor((now.getTime() - publishedAt.getTime()) / hour));
  if (hours < 1) return "há menos de 1 h";
  if (hours < 48) return `há ${hours} h`;
  return `há ${Math.floor(hours / 24)} dias`;
}

export function repliesDigestEmail(input: {
  name: string;
  workspaceName: string;
  items: { commenter: string; username: string; platform: Platform; text: string; publishedAt: Date }[];
  url: string;
  now: Date;
}) {
  const count = input.items.length;
  const shown = input.items.slice(0, 20);
  return renderEmail({
    subject:
      count === 1
        ? "Inteligram: 1 comentário espera sua resposta"
        : `Inteligram: ${formatPtBrInteger(count)} comentários esperam sua resposta`,
    preheader: `Atribuídos a você em ${input.workspaceName}`,
    heading: `Olá, ${input.name}!`,
    paragraphs: [
      count === 1
        ? `Um comentário atribuído a você em ${input.workspaceName} ainda espera resposta:`
        : `${formatPtBrInteger(count)} comentários atribuídos a você em ${input.workspaceName} ainda esperam resposta:`,
      ...shown.map(
        (item) =>
          `@${item.commenter} em ${formatAccountLabel(item)} (${waitedFor(item.publishedAt, input.now)}): “${item.text.slice(0, 200)}”`,
      ),
      ...(count > shown.length ? [`E mais ${formatPtBrInteger(count - shown.length)} na caixa de respostas.`] : []),
    ],
    action: { label: "Abrir a caixa de respostas", url: input.url },
    footnote:
      "Você recebe este resumo uma vez por dia enquanto houver comentários atribuídos a você sem resposta. Responda, marque como tratado ou devolva a atribuição na caixa de respostas.",
  });
}

/** Queues the day's digests; returns how many e-mails. */
export async function sendRepliesDigests(ctx: Pick<AppContext, "db" | "env" | "queue">, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const open = await listOpenAssignments(tx);
    // Only the comments of accounts the member still reaches (docs/decisions/030-roles.md).
    const access = new Map<string, Awaited<ReturnType<typeof readMembersAccountAccess>>>();
    for (const workspaceId of new Set(open.map((row) => row.workspaceId)))
      access.set(workspaceId, await readMembersAccountAccess({ db: tx }, workspaceId));
    const groups = new Map<string, typeof open>();
    for (const row of open) {
      if (!accessReaches(access.get(row.workspaceId)!, row.userId, row.accountId)) continue;
      const key = `${row.userId}\u0000${row.workspaceId}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) {
      const first = rows[0]!;
      const content = repliesDigestEmail({
        name: first.name,
        workspaceName: await readWorkspaceName({ db: tx }, first.workspaceId),
        items: rows,
        url: `${ctx.env.APP_URL}/respostas?minhas=1`,
        now,
      });
      await queueMail(ctx, { to: first.email, ...content }, { tx });
    }
    return groups.size;
  });
}

export const repliesDigestJob = defineJob({
  name: "replies.digest",
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 2, retryDelay: 300 },
  // 08:00 in São Paulo, before the team's day.
  schedule: "0 8 * * *",
  async handler(_payload, ctx) {
    const now = new Date();
    const sent = await sendRepliesDigests(ctx, now);
    ctx.log.info({ sent, day: saoPauloDay(now) }, "replies digests queued");
  },
});
