import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { PaymentsPort, ProviderEvent } from "./payments.port";
import { createSandboxPayments, type SandboxPayments } from "./sandbox";

export type { PaymentsPort, ProviderEvent } from "./payments.port";

export type Payments = {
  port: PaymentsPort;
  sandbox?: SandboxPayments;
  webhooks?: { parse(rawBody: string, signature: string): ProviderEvent };
};

/**
 * Stripe when STRIPE_SECRET_KEY is set, otherwise the local sandbox (docs/decisions/008-payments-port-and-sandbox.md); the
 * Stripe library is loaded only in live mode (docs/decisions/031).
 */
export async function createPayments(env: Env, db: Db, deliver: (event: ProviderEvent) => Promise<void>): Promise<Payments> {
  if (env.STRIPE_SECRET_KEY) {
    const { createStripePayments } = await import("./stripe");
    const stripe = createStripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      prices: {
        basic: env.STRIPE_PRICE_BASIC!,
        advanced: env.STRIPE_PRICE_ADVANCED!,
        sparks_pro: env.STRIPE_PRICE_SPARKS_PRO!,
      },
      competitorPrice: env.STRIPE_PRICE_COMPETITOR,
      apiBase: env.STRIPE_API_BASE,
      pixAutomatico: env.STRIPE_PIX_AUTOMATICO,
    });
    return { port: stripe, webhooks: { parse: stripe.parseWebhook } };
  }
  // The sandbox plays the Stripe account that would be configured, Pix Automático included (decision 008).
  const sandbox = createSandboxPayments({ db, appUrl: env.APP_URL, deliver, pixAutomatico: env.STRIPE_PIX_AUTOMATICO });
  return { port: sandbox.port, sandbox };
}
