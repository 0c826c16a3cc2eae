import { z } from "zod";

/**
 * GET /api/alerts/unread (and the answers of marking alerts read): the bell's count. Apart from
 * alert-rules.ts so the header's bell, on every signed-in page, builds this one schema and not
 * every alert schema while the page loads (docs/decisions/032).
 */
export const alertUnreadSchema = z.object({ unread: z.number().int() });
