// Moved to src/web/components/period-selector.tsx; this re-export goes once the competitors page imports it from there.
export * from "~/components/period-selector";
