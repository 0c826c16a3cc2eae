import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

/**
 * social-accounts.refresh-token-ahead: renews one account's short-lived access token a little
 * before it ends (networks whose policy says refreshAhead: TikTok). Queued each time a token pair
 * is stored, for `expiresAt - refreshWithinMs`; the handler lives in token-refresh-ahead.job.ts.
 */
export const refreshTokenAheadMessage = defineJobMessage({
  name: "social-accounts.refresh-token-ahead",
  payload: z.object({ workspaceId: z.uuid(), accountId: z.uuid() }),
});
