import type { AppContext } from "../../context";
import type { MailEvent } from "../../integrations/mail/resend-events";
import { mailAddressSuppressedHook } from "./mail.hooks";
import { recordMailEvent } from "./mail-events.queries";

/**
 * Applies a verified provider event once: its id is recorded (webhook_events, "<provider>:<id>")
 * in the same transaction as what it changes, so a redelivery changes nothing. A permanent bounce
 * or a complaint stops the reports and the alert e-mails to that address (the features' handlers
 * on mailAddressSuppressedHook). Events that ask for nothing are not recorded.
 */
export async function applyMailEvent(ctx: Pick<AppContext, "db">, event: MailEvent) {
  if (event.suppress.length === 0) return "ignored" as const;
  return ctx.db.transaction(async (tx) => {
    if (!(await recordMailEvent(tx, { id: `${event.provider}:${event.id}`, provider: event.provider, type: event.type })))
      return "duplicate" as const;
    for (const { email, reason } of event.suppress) await mailAddressSuppressedHook.run(tx, email, reason);
    return "applied" as const;
  });
}
