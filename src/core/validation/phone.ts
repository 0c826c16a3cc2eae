import { z } from "zod";
import { maskPhone, validatePhone } from "./phone-format";

// The masks and checks are zod-free (phone-format), so a page can use them without loading zod.
export * from "./phone-format";

/** Stored and sent as the masked national number. */
export const phoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = validatePhone(value);
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .transform(maskPhone);
