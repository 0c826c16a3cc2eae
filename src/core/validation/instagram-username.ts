import { z } from "zod";
import {
  instagramUsernameMessages,
  normalizeManualUsername,
  normalizeOnboardingHandle,
  validateInstagramUsername,
} from "./instagram-username-rules";

export {
  instagramUsernameMaxLength,
  instagramUsernameMessages,
  isValidInstagramUsername,
  normalizeManualUsername,
  normalizeOnboardingHandle,
  validateInstagramUsername,
} from "./instagram-username-rules";

function refineUsername(username: string, ctx: z.RefinementCtx): void {
  const message = validateInstagramUsername(username);
  if (message) ctx.addIssue({ code: "custom", message });
}

/** Manual connect: required; outputs the normalised username. */
export const manualInstagramUsernameSchema = z
  .string({ error: instagramUsernameMessages.empty })
  .transform(normalizeManualUsername)
  .pipe(z.string().superRefine(refineUsername));

/** Onboarding: optional; outputs the normalised handle, or undefined when left empty. */
export const onboardingInstagramHandleSchema = z
  .string()
  .optional()
  .transform((value) => normalizeOnboardingHandle(value ?? "") || undefined)
  .pipe(z.string().superRefine(refineUsername).optional());
