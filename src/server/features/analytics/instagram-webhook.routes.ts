import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { recordWebhookDelivery } from "./owner-insights.queries";
import { storyInsightsMessage } from "./story-insights.message";

/*
 * Instagram's webhook (docs/decisions/044), at $APP_URL/api/webhooks/instagram:
 * - GET: Meta's subscription check. `hub.challenge` is echoed only when `hub.verify_token` is
 *   META_WEBHOOK_VERIFY_TOKEN; anything else is refused (403).
 * - POST: a notification. X-Hub-Signature-256 is checked on the raw body (the adapter's
 *   insightsWebhooks); a bad or missing one is refused (403) and nothing is stored. A verified
 *   notification is recorded by the SHA-256 of its body, so a replay changes nothing, and its
 *   story notices are queued (analytics.story-insights): the answer does not wait for them.
 */

const forbidden = () => new AppError("FORBIDDEN", "Assinatura do webhook inválida.");

function sameText(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function instagramWebhookRoutes(ctx: Pick<AppContext, "db" | "env" | "networks" | "queue">) {
  return new Hono<HonoEnv>()
    .get("/", (c) => {
      const expected = ctx.env.META_WEBHOOK_VERIFY_TOKEN;
      const token = c.req.query("hub.verify_token");
      const challenge = c.req.query("hub.challenge");
      if (!expected || c.req.query("hub.mode") !== "subscribe" || !token || !challenge || !sameText(token, expected)) {
        c.get("log").warn("instagram webhook verification refused");
        throw new AppError("FORBIDDEN", "Verificação do webhook recusada.");
      }
      return c.text(challenge, 200);
    })
    .post("/", async (c) => {
      const webhooks = ctx.networks.instagram.insightsWebhooks;
      if (!webhooks) throw new AppError("NOT_FOUND", "Recurso não encontrado.");
      const raw = new Uint8Array(await c.req.arrayBuffer());
      if (!webhooks.verifySignature(raw, c.req.header("x-hub-signature-256"))) {
        c.get("log").warn("instagram webhook with an invalid signature");
        throw forbidden();
      }
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(raw));
      } catch {
        throw new AppError("INVALID_INPUT", "Notificação do webhook malformada.");
      }
      const notices = webhooks.readStoryInsights(body);
      if (notices === null) throw new AppError("INVALID_INPUT", "Notificação do webhook malformada.");
      // Other fields Meta may send on the same subscription are acknowledged and left alone.
      if (notices.length === 0) return c.json({ received: true });
      const id = `instagram:${createHash("sha256").update(raw).digest("hex")}`;
      await ctx.db.transaction(async (tx) => {
        if (!(await recordWebhookDelivery(tx, id, "story_insights"))) return;
        await ctx.queue.send(
          storyInsightsMessage,
          { platform: "instagram", notices: notices.map((notice) => ({ ...notice, sentAt: notice.sentAt.toISOString() })) },
          { tx },
        );
      });
      c.get("log").info({ notices: notices.length }, "instagram story insights received");
      return c.json({ received: true });
    });
}
