import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { MalformedProviderEventError } from "../../integrations/payments/payments.port";
import { providerEventJob } from "./provider-event.job";

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body, then the event (its ids
 * only) is queued; the job records the event id and re-reads the objects from Stripe.
 */
export function stripeWebhookRoutes(ctx: Pick<AppContext, "stripeWebhooks" | "queue" | "log">) {
  return new Hono<HonoEnv>().post("/stripe", async (c) => {
    if (!ctx.stripeWebhooks) throw new AppError("NOT_FOUND", "Recurso não encontrado.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new AppError("INVALID_INPUT", "Assinatura do webhook ausente.");
    const raw = await c.req.text();
    let event;
    try {
      event = ctx.stripeWebhooks.parse(raw, signature);
    } catch (error) {
      if (error instanceof MalformedProviderEventError) {
        c.get("log").warn({ err: error }, "stripe webhook event is malformed");
        throw new AppError("INVALID_INPUT", "Evento do webhook malformado: faltam o id, o tipo ou data.object.");
      }
      c.get("log").warn({ err: error }, "stripe webhook with an invalid signature");
      throw new AppError("INVALID_INPUT", "Assinatura do webhook inválida.");
    }
    if (event.objectId) await ctx.queue.send(providerEventJob, event, { singletonKey: event.id });
    return c.json({ received: true });
  });
}
