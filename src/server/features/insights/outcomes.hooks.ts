import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { defineHook } from "../../hook";

/** One horizon of a followed recommendation's outcome, just measured (docs/decisions/050-recommendation-outcomes.md). */
export type OutcomeMeasured = {
  workspaceId: string;
  accountId: string;
  outcomeId: string;
  title: string;
  horizon: 14 | 30;
  verdictLabel: string;
  summary: string;
};

/** Run in the transaction that saves the result: the alerts feature tells the members it is ready. */
export const outcomeMeasuredHook =
  defineHook<[Pick<AppContext, "db" | "env" | "queue">, Tx, OutcomeMeasured]>("insights.outcome-measured");
