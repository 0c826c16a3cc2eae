import { z } from "zod";

// The onboarding's answers, checked when they come from the network: onboarding-api.ts imports
// this module with the first of them, not with the page (decision 032). The onboarding state's
// and payment verification schemas are shared with the server (src/core); the checkout's answer is
// the server's urlSchema with the URL optional.

export { onboardingStateSchema } from "@core/onboarding/onboarding-state";
export { okSchema } from "@core/http/response-formats";
export { paymentVerificationSchema } from "@core/billing/billing-responses";

// The URL is checked by the page, which has its own message for a missing one (docs/product/texts.md).
export const checkoutSchema = z.object({ url: z.string().optional() });
