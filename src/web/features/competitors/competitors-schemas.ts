import { z } from "zod";

// The competitors' and the Facebook connection's answers, checked when they come from the
// network: competitors-api.ts imports this module with the first of them, not with the page
// (decision 032).

export { addCompetitorResultSchema, comparisonSchema, competitorListSchema } from "@core/competitors/competitor-figures";
export { okSchema, urlSchema } from "@core/http/response-formats";

export const facebookConnectionSchema = z.object({
  available: z.boolean(),
  sandbox: z.boolean(),
  status: z.enum(["none", "choosing", "active", "reconnect_needed"]),
  pages: z.array(z.object({ pageId: z.string(), pageName: z.string(), igUsername: z.string() })),
  pageName: z.string().nullable(),
  igUsername: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type FacebookConnection = z.infer<typeof facebookConnectionSchema>;
