import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { collectionRuns } from "./social-accounts";

// The networks' call budgets, shared by every worker (docs/decisions/047-call-budgets-and-day-schedule.md):
// rate-limiter-flexible's Drizzle store (key, points, expire). A key is a network, an endpoint or
// an account, with its window; `expire` ends the window (or a block read from Meta's usage headers).
export const callBudgets = pgTable("call_budgets", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

// What a collection already read from the network, one row per request (profile, a media page,
// a post's insights, a comments page, stories): a retry after a limit or a crash answers these
// from here and calls the network only from the step that failed. Deleted with the run's success.
export const collectionSteps = pgTable(
  "collection_steps",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => collectionRuns.id, { onDelete: "cascade" }),
    /** The request without its token: method, URL and body. */
    requestKey: text("request_key").notNull(),
    step: text("step", { enum: ["profile", "media", "insights", "comments", "stories", "other"] }).notNull(),
    /** The page cursor the request carried (Graph's `after`, TikTok's `cursor`), for reading progress. */
    cursor: text("cursor"),
    status: integer("status").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.requestKey] }), index("collection_steps_created_idx").on(t.createdAt)],
);
