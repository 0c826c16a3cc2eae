// Moved to src/web/lib/period-search.ts; this re-export goes once the competitors page imports it from there.
export * from "~/lib/period-search";
