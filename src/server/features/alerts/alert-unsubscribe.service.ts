import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { readWorkspaceName } from "../team/workspace.service";
import { readAlertUnsubscribeToken } from "./alert-unsubscribe-token";
import { countEmailRules, ensureDefaultRules, findMemberEmail, listUserIdsByEmail, stopAlertEmails } from "./alerts.queries";

/** What an alert digest's unsubscribe link finds: whose e-mail it stops, or why it does nothing. */
export type AlertUnsubscribeTarget =
  | { found: true; email: string; workspaceName: string; done: boolean; apply: () => Promise<boolean> }
  | { found: false; reason: "invalid" | "gone" };

/**
 * Reads a link's token (the signature first: an altered one is "invalid") and the membership it
 * names ("gone" once the person left the workspace). `done`: none of the member's rules there
 * sends e-mail. `apply` turns the e-mail of every one of them off (the alerts stay in the app,
 * and /alertas/preferencias turns any back on): true the first time, false when it was so already.
 */
export async function findAlertUnsubscribeTarget(
  ctx: Pick<AppContext, "db" | "env">,
  token: string,
): Promise<AlertUnsubscribeTarget> {
  const subject = readAlertUnsubscribeToken(token, ctx.env.AUTH_SECRET);
  if (!subject) return { found: false, reason: "invalid" };
  const { workspaceId, userId } = subject;
  const member = await findMemberEmail(ctx.db, workspaceId, userId);
  if (!member) return { found: false, reason: "gone" };
  const { rules, emailing } = await countEmailRules(ctx.db, workspaceId, userId);
  return {
    found: true,
    email: member.email,
    workspaceName: await readWorkspaceName(ctx, workspaceId),
    done: rules > 0 && emailing === 0,
    apply: () =>
      ctx.db.transaction(async (tx) => {
        // Rules made later with their defaults would send e-mail again: make them now, then stop them.
        await ensureDefaultRules(tx, workspaceId, [userId]);
        return (await stopAlertEmails(tx, [userId], workspaceId)) > 0;
      }),
  };
}

/**
 * A mail provider says the address bounced for good or its person marked our mail as spam
 * (features/mail's mailAddressSuppressedHook): no alert e-mail goes to it again, in any workspace.
 */
export async function stopAlertEmailsTo(tx: Tx, email: string) {
  await stopAlertEmails(tx, await listUserIdsByEmail(tx, email));
}
