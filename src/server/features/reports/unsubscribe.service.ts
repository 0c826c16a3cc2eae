import type { AppContext } from "../../context";
import { readWorkspaceName } from "./report-data.service";
import {
  findOutsideRecipient,
  listMembersWithChoice,
  listSuppressedEmails,
  setRecipient,
  suppressEmail,
} from "./reports.queries";
import { readUnsubscribeToken } from "./unsubscribe-token";

/** What an unsubscribe link finds: who it is for, or why it does nothing. */
export type UnsubscribeTarget =
  | { found: true; email: string; workspaceName: string; done: boolean; apply: () => Promise<boolean> }
  | { found: false; reason: "invalid" | "gone" | "superseded" };

/**
 * Reads a link's token (the signature first: an altered one is "invalid") and the row it names
 * ("gone" once the address left the schedule or the person the workspace; "superseded" when the
 * member switched the reports back on after this link was sent). `apply` does it
 * once: true the first time, false when it was already done (a link used twice).
 */
export async function findUnsubscribeTarget(ctx: Pick<AppContext, "db" | "env">, token: string): Promise<UnsubscribeTarget> {
  const subject = readUnsubscribeToken(token, ctx.env.AUTH_SECRET);
  if (!subject) return { found: false, reason: "invalid" };
  if (subject.kind === "outside") {
    const recipient = await findOutsideRecipient(ctx.db, subject.recipientId);
    if (!recipient) return { found: false, reason: "gone" };
    const { workspaceId, email } = recipient;
    const done = (await listSuppressedEmails(ctx.db, workspaceId, [email])).size > 0;
    return {
      found: true,
      email,
      workspaceName: await readWorkspaceName(ctx, workspaceId),
      done,
      apply: () => suppressEmail(ctx.db, workspaceId, email, "unsubscribed"),
    };
  }
  const member = (await listMembersWithChoice(ctx.db, subject.workspaceId)).find((row) => row.userId === subject.userId);
  if (!member) return { found: false, reason: "gone" };
  if (member.generation !== subject.generation) return { found: false, reason: "superseded" };
  const receives = member.enabled ?? member.role === "owner";
  return {
    found: true,
    email: member.email,
    workspaceName: await readWorkspaceName(ctx, subject.workspaceId),
    done: !receives,
    apply: async () => {
      if (!receives) return false;
      await setRecipient(ctx.db, subject.workspaceId, subject.userId, false);
      return true;
    },
  };
}
