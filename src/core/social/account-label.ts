import { PLATFORMS, platformLabels, type Platform } from "./platform-names";

// How a person reads and finds an account wherever one is named. A username alone is not an
// account: the same one can be connected on Instagram and on TikTok, so every label names the
// network, and every list of accounts comes in one order (docs/decisions/033-account-labels.md).
// Zod-free and small, so that the pages' first chunks can use it.

/** The fields that name an account. */
export type NamedAccount = { platform: Platform; username: string };
/** An account to put in order: its id, where known, breaks a tie. */
type OrderedAccount = NamedAccount & { id?: string };

/** "@loja (Instagram)": an account in a text (e-mail subjects, PDF, spreadsheet cells, alerts, native options). */
export function formatAccountLabel(account: NamedAccount): string {
  return `@${account.username} (${platformLabels[account.platform]})`;
}

/** The accounts' one order: the network in the catalogue's order (platform-names.ts), then the username, then the id. */
export function compareAccounts(a: OrderedAccount, b: OrderedAccount): number {
  return (
    PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform) ||
    compareText(a.username.toLowerCase(), b.username.toLowerCase()) ||
    compareText(a.id ?? "", b.id ?? "")
  );
}

// Code-unit order, not a locale's collation: the server and every browser sort alike.
function compareText(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A copy of the accounts in the one order (compareAccounts). */
export function sortAccounts<T extends OrderedAccount>(accounts: readonly T[]): T[] {
  return [...accounts].sort(compareAccounts);
}

/** "@loja (Instagram), @marca (Instagram) e @loja (TikTok)": several accounts in a sentence, in the one order. */
export function formatAccountList(accounts: readonly OrderedAccount[]): string {
  const labels = sortAccounts(accounts).map(formatAccountLabel);
  return labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} e ${labels.at(-1)}`;
}
