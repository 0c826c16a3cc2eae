import { z } from "zod";
import { accountTypes } from "../validation/account-type";

/**
 * GET /api/onboarding: what exists and the step to continue at (docs/product/screens.md, decided by the server).
 * Shared by the server's route and the web client that parses the answer.
 */
export const onboardingStateSchema = z.object({
  step: z.union([z.literal("done"), z.literal(1), z.literal(3), z.literal(4)]),
  subscription: z.object({ status: z.string(), planType: z.string() }).nullable(),
  profile: z
    .object({
      accountType: z.enum(accountTypes),
      name: z.string(),
      legalDocument: z.string(),
      email: z.string(),
      phone: z.string(),
      instagramHandle: z.string(),
    })
    .nullable(),
  goals: z.array(z.string()),
});

export type OnboardingState = z.infer<typeof onboardingStateSchema>;
