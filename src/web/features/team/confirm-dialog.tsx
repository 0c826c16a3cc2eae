// Moved to src/web/components/confirm-dialog.tsx; this re-export goes once the competitors page imports it from there.
export * from "~/components/confirm-dialog";
