import { z } from "zod";
import { periodPresets } from "./period";

/** A resolved period as the answers carry it (src/core/analytics/period.ts's Period). */
export const periodSchema = z.object({
  preset: z.enum(periodPresets),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
});
