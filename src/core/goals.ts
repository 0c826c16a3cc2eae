import { z } from "zod";
import { goalIds, goalsInvalidMessage, goalsRequiredMessage } from "./goal-catalog";

// The catalogue is zod-free (goal-catalog), so a page can show it without loading zod.
export * from "./goal-catalog";

// docs/product/screens.md: at least one goal. Duplicates collapse, and the order follows the catalogue so a
// saved selection reads the same whatever order the boxes were ticked in.
export const businessGoalsSchema = z
  .array(z.enum(goalIds, { error: goalsInvalidMessage }), { error: goalsRequiredMessage })
  .min(1, { error: goalsRequiredMessage })
  .transform((selected) => goalIds.filter((id) => selected.includes(id)));
