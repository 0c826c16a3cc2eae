import { periodApiQuery, type PeriodSelection } from "../analytics/period-search";

// /concorrentes keeps the own account it compares in its address, beside the period
// (?conta=<id>&periodo=…): shareable, and the back button returns to the previous one. Without
// it the comparison is of the account the person looks at. Here, in core, because the server
// reads it too for the page's first answers (src/server/http/page-data.ts, docs/decisions/021).
// Zod-free: the page's first chunk reads it.

export const comparisonAccountParam = "conta";

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The own account in the address; anything but an id means none (the account the person looks at). */
export function readComparisonAccount(params: URLSearchParams): string | undefined {
  const value = params.get(comparisonAccountParam);
  return value && uuidShape.test(value) ? value : undefined;
}

/** GET /api/competitors/comparison's query for a period and, when chosen, an own account (as the page sends it). */
export function comparisonApiQuery(selection: PeriodSelection, accountId: string | undefined): string {
  const query = new URLSearchParams(periodApiQuery(selection));
  if (accountId) query.set("accountId", accountId);
  return query.toString();
}
