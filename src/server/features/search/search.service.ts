import { addDaysTo, resolvePeriod, startOfSaoPauloDay, type Period, type PeriodPreset } from "@core/analytics/period";
import { highlightTerms } from "@core/search/highlight-terms";
import { parseSearchText, toTsQueryText, type SearchQuery } from "@core/search/search-query";
import {
  SEARCH_EXPORT_MAX_ROWS,
  SEARCH_PAGE_SIZE,
  type SearchEcho,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
  type SearchScope,
  type SearchSort,
} from "@core/search/search-responses";
import type { PostType } from "@core/social/profile-data";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { requirePlan } from "../billing/billing.service";
import { listCompetitors } from "../competitors/competitors.service";
import { accountNotFoundMessage, listAccounts } from "../social-accounts/accounts.service";
import { searchPage, type SearchFilter, type SearchRow } from "./search.queries";

// The raw-data search (docs/product/features.md "Comments and search"): one box over the captions and the
// comments the collections read, in Portuguese, inside PostgreSQL. Every plan searches within
// its history (the analytics' periods: at most 3 years back, with an active plan).

type Ctx = Pick<AppContext, "db" | "env">;

/** A search as asked: the text as typed, its filters and the period (the dashboard's selector). */
export type SearchInput = {
  q: string;
  accountId?: string;
  scope: SearchScope;
  period: PeriodPreset;
  from?: string;
  to?: string;
  kind: SearchKind;
  type?: PostType;
  /** A commenter's (or an account's) username, any case, "@" optional. */
  author?: string;
  questions: boolean;
  unanswered: boolean;
  sort: SearchSort;
};

type SearchedAccount = { id: string; username: string; own: boolean };

/**
 * The text, parsed by the product's rules (never passed raw to PostgreSQL), or a pt-BR 400 on `q`;
 * none is needed to list the questions or the unanswered ones.
 */
function parseText(input: Pick<SearchInput, "q" | "questions" | "unanswered">): SearchQuery {
  const parsed = parseSearchText(input.q, input);
  if (!parsed.ok) throw new AppError("INVALID_INPUT", parsed.message, { details: { q: parsed.message } });
  return parsed.query;
}

/** The period asked for, with the analytics' rules and messages (a 400 naming its field). */
function periodOf(input: SearchInput, now: Date): Period {
  const result = resolvePeriod({ preset: input.period, from: input.from, to: input.to }, now);
  if (!result.ok) throw new AppError("INVALID_INPUT", result.message, { details: { [result.field]: result.message } });
  return result.period;
}

const normalizeAuthor = (author: string) => author.trim().replace(/^@/, "").toLowerCase();

/**
 * The accounts searched: the one named (an own account or a competitor of this workspace, else
 * 404 as an unknown id), or those of the scope. Read through their features' services, so a
 * disconnected account or a competitor whose add-on is unpaid is never searched.
 */
async function accountsOf(
  ctx: Ctx,
  workspaceId: string,
  input: Pick<SearchInput, "accountId" | "scope">,
): Promise<SearchedAccount[]> {
  const own = async () =>
    (await listAccounts(ctx, workspaceId)).map((account) => ({ id: account.id, username: account.username, own: true }));
  const competitors = async () =>
    (await listCompetitors(ctx, workspaceId)).competitors.map((competitor) => ({
      id: competitor.id,
      username: competitor.username,
      own: false,
    }));
  if (input.accountId) {
    const named =
      (await own()).find((account) => account.id === input.accountId) ??
      (await competitors()).find((account) => account.id === input.accountId);
    if (!named) throw new AppError("NOT_FOUND", accountNotFoundMessage);
    return [named];
  }
  if (input.scope === "own") return own();
  if (input.scope === "competitors") return competitors();
  return [...(await own()), ...(await competitors())];
}

type PreparedSearch = { echo: SearchEcho; parsed: SearchQuery; filter: SearchFilter; usernames: Map<string, string> };

/** Reads, checks and turns a search into what the query needs; shared by the page, the export and /api/v1. */
async function prepareSearch(ctx: Ctx, workspaceId: string, input: SearchInput, now: Date): Promise<PreparedSearch> {
  const parsed = parseText(input);
  const period = periodOf(input, now);
  await requirePlan(ctx, workspaceId);
  const accounts = await accountsOf(ctx, workspaceId, input);
  const author = input.author ? normalizeAuthor(input.author) : undefined;
  // "Só perguntas" and "Sem resposta" are about comments: no caption asks.
  const captions = input.kind !== "comments" && !input.questions && !input.unanswered;
  const comments = input.kind !== "posts";
  // A caption's author is its account: the author filter keeps that account's captions.
  const postAccounts = captions ? accounts.filter((account) => !author || account.username.toLowerCase() === author) : [];
  // The comments collected are the own accounts' (competitors are read by their captions only).
  const commentAccounts = comments ? accounts.filter((account) => account.own) : [];
  return {
    parsed,
    usernames: new Map(accounts.map((account) => [account.id, account.username])),
    echo: {
      q: input.q.trim(),
      ...parsed,
      accountId: input.accountId ?? null,
      scope: input.scope,
      period,
      kind: input.kind,
      type: input.type ?? null,
      author: author ?? null,
      questions: input.questions,
      unanswered: input.unanswered,
      sort: input.sort,
    },
    filter: {
      workspaceId,
      tsQuery: toTsQueryText(parsed),
      postAccountIds: postAccounts.map((account) => account.id),
      commentAccountIds: commentAccounts.map((account) => account.id),
      start: startOfSaoPauloDay(period.from),
      end: startOfSaoPauloDay(addDaysTo(period.to, 1)),
      type: input.type,
      commentAuthor: author,
      questions: input.questions,
      unanswered: input.unanswered,
      now,
    },
  };
}

function toResult(row: SearchRow, prepared: PreparedSearch, withHighlights: boolean): SearchResult {
  const username = prepared.usernames.get(row.accountId) ?? "";
  const result: SearchResult = {
    kind: row.kind,
    id: row.id,
    accountId: row.accountId,
    username,
    platform: row.platform,
    postId: row.postId,
    postPermalink: row.postPermalink,
    postThumbnailUrl: row.postThumbnailUrl,
    postType: row.postType,
    text: row.text,
    author: row.commentAuthor ?? username,
    publishedAt: row.publishedAt.toISOString(),
    likes: row.likes,
    highlights: withHighlights ? highlightTerms(row.text, prepared.parsed) : [],
  };
  if (row.kind === "comment") {
    result.isQuestion = row.isQuestion ?? false;
    result.unanswered = row.unanswered ?? false;
    if (row.sentiment) result.sentiment = row.sentiment;
  }
  return result;
}

/**
 * The results of a search from `offset`, at most `limit` of them in the chosen order, and how
 * many matched in all: the page, the export and /api/v1/search read it.
 */
export async function readSearchResults(
  ctx: Ctx,
  workspaceId: string,
  input: SearchInput,
  window: { offset: number; limit: number; highlights?: boolean },
  now = new Date(),
) {
  const prepared = await prepareSearch(ctx, workspaceId, input, now);
  const { rows, total } = await searchPage(ctx.db, prepared.filter, {
    sort: input.sort,
    limit: window.limit,
    offset: window.offset,
  });
  return { query: prepared.echo, total, results: rows.map((row) => toResult(row, prepared, window.highlights ?? true)) };
}

/** GET /api/search: one page of the captions and comments that match, ranked as one list. */
export async function searchWorkspace(
  ctx: Ctx,
  workspaceId: string,
  input: SearchInput & { page: number },
  now = new Date(),
): Promise<SearchResponse> {
  const offset = (input.page - 1) * SEARCH_PAGE_SIZE;
  const { query, total, results } = await readSearchResults(ctx, workspaceId, input, { offset, limit: SEARCH_PAGE_SIZE }, now);
  return { query, total, page: input.page, pageSize: SEARCH_PAGE_SIZE, results };
}

/**
 * Every result of a search for an export, up to SEARCH_EXPORT_MAX_ROWS in the page's order;
 * `total` says how many matched, so the file can say it was cut. A spreadsheet has no marks.
 */
export function searchForExport(ctx: Ctx, workspaceId: string, input: SearchInput, now = new Date()) {
  return readSearchResults(ctx, workspaceId, input, { offset: 0, limit: SEARCH_EXPORT_MAX_ROWS, highlights: false }, now);
}
