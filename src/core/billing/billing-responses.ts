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

/** A movement of the workspace's credit (a downgrade's prorated credit, or credit used on a charge). */
export const creditEntrySchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number().int().describe("Centavos: positivo é crédito recebido; negativo, crédito descontado de uma cobrança"),
  created: z.number().int().describe("Segundos desde 1970 (unix)"),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** The credit the payment provider keeps for the workspace and discounts from the next charges. */
export const creditSchema = z.object({
  available: z.number().int().describe("Centavos ainda a descontar das próximas cobranças"),
  currency: z.string(),
  entries: z.array(creditEntrySchema).describe("Do mais recente ao mais antigo"),
});
export type Credit = z.infer<typeof creditSchema>;

export const paymentHistorySchema = z.object({
  payments: z.array(paymentSchema),
  credit: creditSchema.nullable().describe("null quando o provedor de pagamento não respondeu"),
});

/** POST /api/billing/verify: what the payment provider says of the person's checkout session. */
export const paymentVerificationSchema = z.object({ status: z.enum(["success", "pending", "failed"]) });
