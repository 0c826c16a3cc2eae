// Moved to src/web/lib/social-accounts-api.ts; this re-export goes once the competitors page imports it from there.
export { accountsQueryKey as instagramAccountsQueryKey } from "~/lib/social-accounts-api";
