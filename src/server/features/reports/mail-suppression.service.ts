import type { DbOrTx, Tx } from "../../db/client";
import { listSuppressedEmails, suppressEmail, suppressEmailEverywhere } from "./reports.queries";

/**
 * A mail provider says an address bounced for good, or its person marked our mail as spam
 * (features/mail's mailAddressSuppressedHook): every workspace that sends it reports records it
 * as the reports' own suppressions ("bounced"; a complaint as "unsubscribed"), so /relatorios
 * shows it and nothing more is sent to it.
 */
export async function suppressReportsTo(tx: Tx, email: string, reason: "bounced" | "complained") {
  await suppressEmailEverywhere(tx, email, reason === "bounced" ? "bounced" : "unsubscribed");
}

/**
 * The workspace's report suppressions, for reports sent elsewhere (a client's: docs/decisions/045-clients-and-report-links.md):
 * an address unsubscribed or bounced receives none of the workspace's reports.
 */
export function listSuppressedReportEmails(db: DbOrTx, workspaceId: string, emails: string[]) {
  return listSuppressedEmails(db, workspaceId, emails);
}

/** Records that the address receives no more reports of the workspace; false when it already did not. */
export function suppressReportEmail(db: DbOrTx, workspaceId: string, email: string, reason: "unsubscribed" | "bounced") {
  return suppressEmail(db, workspaceId, email, reason);
}
