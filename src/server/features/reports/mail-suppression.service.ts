import type { Tx } from "../../db/client";
import { suppressEmailEverywhere } from "./reports.queries";

/**
 * A mail provider says an address bounced for good, or its person marked our mail as spam
 * (features/mail's mailAddressSuppressedHook): every workspace that sends it reports records it
 * as the reports' own suppressions ("bounced"; a complaint as "unsubscribed"), so /relatorios
 * shows it and nothing more is sent to it.
 */
export async function suppressReportsTo(tx: Tx, email: string, reason: "bounced" | "complained") {
  await suppressEmailEverywhere(tx, email, reason === "bounced" ? "bounced" : "unsubscribed");
}
