import { readPeriodSelection, periodSearchParams, type PeriodSelection } from "../analytics/period-search";
import { POST_TYPES, type PostType } from "../social/post-types";
import {
  SEARCH_MAX_PAGE,
  searchKinds,
  searchScopes,
  searchSorts,
  type SearchKind,
  type SearchScope,
  type SearchSort,
} from "./search-options";

// The /busca page keeps its search in the address, so a reload or a shared link shows the same
// results: ?q=…&conta=…&escopo=…&periodo=…&de=…&ate=…&tipo=…&formato=…&autor=…&perguntas=1
// &sem-resposta=1&ordem=…&pagina=… (Portuguese names, as the dashboard's ?periodo=; the values
// are the API's). Here, in core, because the server reads it too: the page's first answer comes
// with its HTML (src/server/http/page-data.ts, docs/decisions/021).

export const searchUrlParams = {
  q: "q",
  accountId: "conta",
  scope: "escopo",
  kind: "tipo",
  type: "formato",
  author: "autor",
  questions: "perguntas",
  unanswered: "sem-resposta",
  sort: "ordem",
  page: "pagina",
} as const;

/** An author filter: one username, "@" optional (the server checks it again). */
export const searchAuthorPattern = /^@?[^\s@]{1,100}$/u;
export const searchAuthorMessage = "Autor inválido: informe um nome de usuário, com ou sem @.";

/** What the address asks for; defaults are left out of it. */
export type SearchUrlState = {
  q: string;
  accountId?: string;
  scope: SearchScope;
  period: PeriodSelection;
  kind: SearchKind;
  type?: PostType;
  author?: string;
  questions: boolean;
  unanswered: boolean;
  sort: SearchSort;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** The search in the address; anything unknown reads as its default (the server checks the rest). */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const page = Number(params.get(searchUrlParams.page));
  const type = params.get(searchUrlParams.type);
  return {
    q: params.get(searchUrlParams.q) ?? "",
    accountId: params.get(searchUrlParams.accountId) || undefined,
    scope: oneOf(searchScopes, params.get(searchUrlParams.scope), "own"),
    period: readPeriodSelection(params),
    kind: oneOf(searchKinds, params.get(searchUrlParams.kind), "all"),
    type: (POST_TYPES as readonly (string | null)[]).includes(type) ? (type as PostType) : undefined,
    author: params.get(searchUrlParams.author)?.trim() || undefined,
    questions: params.get(searchUrlParams.questions) === "1",
    unanswered: params.get(searchUrlParams.unanswered) === "1",
    sort: oneOf(searchSorts, params.get(searchUrlParams.sort), "relevance"),
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1,
  };
}

/** The address of a search, with only what differs from the defaults. */
export function writeSearchUrl(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined | false) => {
    if (value) params.set(key, value);
  };
  set(searchUrlParams.q, state.q.trim());
  set(searchUrlParams.accountId, state.accountId);
  set(searchUrlParams.scope, !state.accountId && state.scope !== "own" && state.scope);
  if (state.period.preset !== "30d") params.set(periodSearchParams.preset, state.period.preset);
  if (state.period.preset === "custom") {
    params.set(periodSearchParams.from, state.period.from ?? "");
    params.set(periodSearchParams.to, state.period.to ?? "");
  }
  set(searchUrlParams.kind, state.kind !== "all" && state.kind);
  set(searchUrlParams.type, state.type);
  set(searchUrlParams.author, state.author);
  set(searchUrlParams.questions, state.questions && "1");
  set(searchUrlParams.unanswered, state.unanswered && "1");
  set(searchUrlParams.sort, state.sort !== "relevance" && state.sort);
  set(searchUrlParams.page, state.page > 1 && String(state.page));
  return params;
}

/**
 * The API's query for a search (GET /api/search, and its export with `format`): the same object
 * for the page and the server's first read, so both name the same answer.
 */
export function searchApiQuery(state: SearchUrlState): Record<string, string | undefined> {
  return {
    q: state.q.trim(),
    accountId: state.accountId,
    scope: state.accountId ? undefined : state.scope,
    period: state.period.preset,
    from: state.period.preset === "custom" ? state.period.from : undefined,
    to: state.period.preset === "custom" ? state.period.to : undefined,
    kind: state.kind,
    type: state.type,
    author: state.author,
    questions: state.questions ? "1" : undefined,
    unanswered: state.unanswered ? "1" : undefined,
    sort: state.sort,
    page: String(state.page),
  };
}

/** searchApiQuery as a query string, without the absent values. */
export function searchApiQueryString(state: SearchUrlState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...searchApiQuery(state), ...extra }))
    if (value !== undefined) params.set(key, value);
  return params.toString();
}
