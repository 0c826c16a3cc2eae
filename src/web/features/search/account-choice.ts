import type { SearchScope } from "@core/search/search-options";
import type { SearchUrlState } from "@core/search/search-url";

type AccountChoice = Pick<SearchUrlState, "accountId" | "scope">;

/** The "Contas" select's value for a search: one account ("conta:<id>") or a scope ("escopo:own"). */
export function accountChoiceValue(state: AccountChoice): string {
  return state.accountId ? `conta:${state.accountId}` : `escopo:${state.scope}`;
}

/**
 * What choosing an option of the "Contas" select changes in the search: both fields, always. A
 * scope leaves the account out explicitly, or the account chosen before would stay in the address
 * and the select would snap back to it.
 */
export function readAccountChoice(value: string): AccountChoice {
  const colon = value.indexOf(":");
  const [kind, rest] = [value.slice(0, colon), value.slice(colon + 1)];
  return kind === "conta" ? { accountId: rest, scope: "own" } : { accountId: undefined, scope: rest as SearchScope };
}
