import type { DbOrTx } from "../../db/client";
import { webhookEvents } from "../../db/schema/index";

/** Records a mail provider's event id; false when it was recorded already (a redelivery). */
export async function recordMailEvent(db: DbOrTx, event: { id: string; provider: "resend"; type: string }) {
  const inserted = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id });
  return inserted.length > 0;
}
