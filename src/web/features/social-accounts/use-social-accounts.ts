// Moved to src/web/lib/use-social-accounts.ts; this re-export goes once the competitors page imports it from there.
export { useSocialAccounts as useInstagramAccounts } from "~/lib/use-social-accounts";
