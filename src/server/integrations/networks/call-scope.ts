import { AsyncLocalStorage } from "node:async_hooks";
import { SourceError } from "./network.port";

/*
 * The HTTP layer the adapters share (instagram/http-json.ts) asks two ports before and after each
 * call to a network, when a collection runs them in a call scope (docs/decisions/047-call-budgets-and-day-schedule.md):
 * - the call budget, shared by every worker in PostgreSQL (call-budget.ts), which says whether
 *   the call may go now or when it may, and reads the network's usage answers after it;
 * - the collection's step journal (features/social-accounts/collection-steps.ts), which answers a
 *   request the collection already made from what it recorded, so a retry resumes.
 * Outside a scope (a connection's OAuth exchange, tests of one adapter) calls go straight out.
 */

export type BudgetedNetwork = "meta" | "tiktok";
export type CollectionStep = "profile" | "media" | "insights" | "comments" | "stories" | "other";

/** One request, as the budget and the journal know it. */
export type NetworkCall = {
  network: BudgetedNetwork;
  /** The endpoint's path without ids ("/v2/video/list/", "/{id}/insights"). */
  endpoint: string;
  step: CollectionStep;
  /** The request without its token (method, URL, body): the journal's key. */
  requestKey: string;
  /** The page cursor the request carries, if any. */
  cursor: string | null;
  /** A token or OAuth request: budgeted, never answered from the journal. */
  oauth: boolean;
};

export type CallAnswer = { status: number; headers: Headers; json: unknown };

/** One budget per network and app (and per account where the network counts them). */
export type CallBudget = {
  /** Which network a request goes to, or null for a host the budget does not count (scrapers, storage). */
  classify(url: string, init: { method?: string; body?: unknown }): NetworkCall | null;
  /** Reserves the call: null when it may go now, otherwise the instant it may. */
  reserve(call: NetworkCall, accountKey: string | null): Promise<Date | null>;
  /**
   * Reads the answer's usage (headers, throttling codes): the instant calls may resume when it
   * says stop, else null. Called for every reserved call; `null` when no answer came (a timeout).
   */
  record(call: NetworkCall, accountKey: string | null, answer: CallAnswer | null): Promise<Date | null>;
};

export type JournalEntry = { status: number; text: string };

/** What one collection already read, by request key. */
export type StepJournal = {
  read(call: NetworkCall): Promise<JournalEntry | undefined>;
  write(call: NetworkCall, entry: JournalEntry): Promise<void>;
};

export type CallScope = {
  budget?: CallBudget;
  journal?: StepJournal;
  /** Our account's id: the key of a network's per-account usage (Meta's business use case). */
  accountKey: string | null;
  /**
   * Set when a call was refused by the budget or answered with a limit: the collection must not
   * be written as complete (an adapter may have swallowed the error for one post); it is deferred
   * to this instant and resumes from its journal.
   */
  deferUntil?: Date;
  /** Requests on their way, by request key: the same one asked again meanwhile waits for its answer. */
  inFlight?: Map<string, Promise<unknown>>;
  /** Calls that went to the network and answered, and answers taken from the journal. */
  calls: number;
  replayed: number;
};

const storage = new AsyncLocalStorage<CallScope>();

export function runInCallScope<T>(scope: CallScope, run: () => Promise<T>): Promise<T> {
  return storage.run(scope, run);
}

export function currentCallScope(): CallScope | undefined {
  return storage.getStore();
}

/** A call the budget does not allow now: the collection waits (is deferred), it never fails for it. */
export class BudgetWaitError extends SourceError {
  constructor(
    readonly retryAt: Date,
    what: string,
  ) {
    super("rate_limited", `${what}: call budget spent until ${retryAt.toISOString()}`);
  }
}

/** Marks the scope to be deferred to at least `until`. */
export function deferScope(scope: CallScope, until: Date) {
  if (!scope.deferUntil || scope.deferUntil < until) scope.deferUntil = until;
}
