// The figures the privacy policy, the terms of use and the cookie policy promise (docs/product/plans-and-limits.md
// "Static marketing claims"). One place, so the pages, the API docs and later the server's
// retention jobs and rate limit can't disagree.

export const analyticsRetentionYears = 3;
export const logRetentionYears = 1;
/** The data protection officer (encarregado, LGPD art. 41) answers within this many business days. */
export const dpoReplyBusinessDays = 15;
export const dpoEmail = "dpo@inteligram.com.br";
/** Notice given before a change to the policies or terms takes effect. */
export const policyChangeNoticeDays = 30;
/** Access is suspended after an invoice is this many days overdue... */
export const suspensionAfterOverdueDays = 7;
/** ...and the account's data deleted after this many. */
export const deletionAfterOverdueDays = 30;
export const uptimeTargetPercent = 99.5;
export const apiRequestsPerHour = 1000;

/** When the privacy policy, terms and cookie policy last changed (shown on each page). */
export const policiesUpdatedOn = "2026-11-22T12:00:00-03:00";
