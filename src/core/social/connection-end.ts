/*
 * A connection whose token the product cannot be sure to renew (Facebook Login's long-lived user
 * token: its renewal re-exchanges a long-lived token, which Meta does not document) is announced
 * a week before it ends: an e-mail to the workspace's owner, once per token end, and a notice on
 * the account card with a reconnect button while the end is near.
 */

const dayMs = 86_400_000;

/** How long before a token's end its owner is warned. */
export const connectionEndWarningMs = 7 * dayMs;

/** The token ends within the warning window and has not ended yet (an ended one asks for reconnection instead). */
export function endsWithinWarning(endsAt: Date, now: Date): boolean {
  const left = endsAt.getTime() - now.getTime();
  return left > 0 && left <= connectionEndWarningMs;
}

/** Whole days left before the end, at least 1 (a token ending in 3 hours "ends in 1 day"). */
export function daysLeftBefore(endsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / dayMs));
}
