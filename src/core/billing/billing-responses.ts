import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { planIds } from "../plans/catalogue";

// The billing API's answers (src/server/features/billing/billing.routes.ts), shared by the
// server's routes and the web client that parses them.

export const subscriptionSchema = z.object({
  id: entityIdSchema,
  status: z.string(),
  planType: z.enum(planIds),
  planName: z.string(),
  monthlyPriceCentavos: z.number().int(),
  currentPeriodEnd: instantSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Meu Plano: the subscription giving access, if any. */
export const myPlanSchema = z.object({ subscription: subscriptionSchema.nullable() });

/** GET /api/billing/subscription/changes: for each plan, why the workspace cannot move to it now (null: it can). */
export const planChangesSchema = z.object({
  plans: z.array(z.object({ planType: z.enum(planIds), refusal: z.string().nullable() })),
});

export const paymentSchema = z.object({
  id: z.string(),
  description: z.string(),
  status: z.string(),
  created: z.number().int().describe("Segundos desde 1970 (unix)"),
  amount: z.number().int().describe("Centavos"),
  currency: z.string(),
  invoice_url: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentHistorySchema = z.object({ payments: z.array(paymentSchema) });

/** POST /api/billing/verify: what the payment provider says of the person's checkout session. */
export const paymentVerificationSchema = z.object({ status: z.enum(["success", "pending", "failed"]) });
