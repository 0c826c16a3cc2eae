import { z } from "zod";
import { instantSchema } from "../http/response-formats";

// GET /api/data-deletion/{code}'s answer (src/server/features/social-accounts/data-deletion.routes.ts),
// shared by the server's route and the status card on /privacidade that parses it.
export const dataDeletionStatusSchema = z.object({
  code: z.string(),
  status: z.literal("completed"),
  completedAt: instantSchema,
  accountsDeleted: z.number().int(),
});
export type DataDeletionStatus = z.infer<typeof dataDeletionStatusSchema>;
