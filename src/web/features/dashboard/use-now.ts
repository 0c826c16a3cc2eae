// Moved to src/web/lib/use-now.ts; this re-export goes once the competitors page imports it from there.
export * from "~/lib/use-now";
