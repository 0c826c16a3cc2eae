import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { deleteAccountsByPlatformUserId } from "./instagram.queries";

/**
 * Meta's data-deletion callback (required for Instagram Login): a signed_request names the
 * Instagram user; every account, analytics row and snapshot of it is deleted (cascade).
 */
export function dataDeletionRoutes(ctx: Pick<AppContext, "db" | "env" | "log">) {
  // Without a Meta app the sandbox signs with AUTH_SECRET, so the flow can be exercised locally.
  const secret = ctx.env.INSTAGRAM_APP_SECRET ?? ctx.env.AUTH_SECRET;
  return new Hono<HonoEnv>().post("/data-deletion", async (c) => {
    const body = await c.req.parseBody();
    const payload = readSignedRequest(String(body.signed_request ?? ""), secret);
    if (!payload?.user_id) throw new AppError("INVALID_INPUT", "Pedido de exclusão inválido.");
    const deleted = await deleteAccountsByPlatformUserId(ctx.db, String(payload.user_id));
    const confirmationCode = randomBytes(8).toString("hex");
    c.get("log").info({ deleted, confirmationCode }, "instagram data deletion");
    return c.json({ url: `${ctx.env.APP_URL}/privacidade?exclusao=${confirmationCode}`, confirmation_code: confirmationCode });
  });
}

export function readSignedRequest(signedRequest: string, secret: string): { user_id?: string } | null {
  const [signature, payload] = signedRequest.split(".");
  if (!signature || !payload) return null;
  const expected = createHmac("sha256", secret).update(payload).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { user_id?: string };
  } catch {
    return null;
  }
}
