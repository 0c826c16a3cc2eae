import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { readResendEvent } from "../../integrations/mail/resend-events";
import { applyMailEvent } from "./mail-events.service";

/**
 * POST /api/webhooks/mail/resend: the mail provider's bounce and complaint events. The signature
 * is checked on the raw body (MAIL_WEBHOOK_SECRET), then the event is applied in one short
 * transaction and answered at once. Without the secret the route answers 404: this server takes
 * no mail events.
 */
export function mailEventRoutes(ctx: Pick<AppContext, "db" | "env">) {
  return new Hono<HonoEnv>().post("/:provider", async (c) => {
    if (c.req.param("provider") !== "resend") throw new AppError("NOT_FOUND", "Provedor de e-mail desconhecido.");
    const secret = ctx.env.MAIL_WEBHOOK_SECRET;
    if (!secret) {
      c.get("log").warn("mail event received without MAIL_WEBHOOK_SECRET: answered 404");
      throw new AppError("NOT_FOUND", "O recebimento de eventos de e-mail não está configurado neste servidor.");
    }
    const read = readResendEvent(
      await c.req.text(),
      {
        id: c.req.header("svix-id") ?? c.req.header("webhook-id"),
        timestamp: c.req.header("svix-timestamp") ?? c.req.header("webhook-timestamp"),
        signature: c.req.header("svix-signature") ?? c.req.header("webhook-signature"),
      },
      secret,
      new Date(),
    );
    if (!read.ok) {
      c.get("log").warn({ problem: read.problem }, "mail event refused");
      if (read.problem === "unsigned") throw new AppError("INVALID_INPUT", "Assinatura do webhook ausente.");
      if (read.problem === "signature") throw new AppError("INVALID_INPUT", "Assinatura do webhook inválida.");
      throw new AppError("INVALID_INPUT", "Evento de e-mail malformado.");
    }
    const outcome = await applyMailEvent(ctx, read.event);
    c.get("log").info({ provider: "resend", type: read.event.type, outcome }, "mail event");
    return c.json({ received: true });
  });
}
