import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { dataDeletionStatusSchema } from "@core/social/data-deletion-status";
import { hasControlCharacters } from "@core/validation/control-characters";
import { createRoute, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { errorBodySchema } from "../../http/error-body";
import type { HonoEnv } from "../../http/hono-env";
import { createRouter } from "../../http/openapi";
import { deleteAccountsByPlatformUserId, findDataDeletionRequest, insertDataDeletionRequest } from "./accounts.queries";

/** Where Meta sends the person to follow their request: the privacy policy shows its status. */
export const dataDeletionStatusPath = (code: string) => `/privacidade?exclusao=${code}#exclusao-de-dados`;

const notFoundMessage = "Pedido de exclusão não encontrado. Confira o código de confirmação.";

/**
 * Meta's data-deletion callback (required for Instagram Login): a signed_request names the
 * Instagram user; every account, analytics row and snapshot of it is deleted (cascade), and the
 * request is recorded under a confirmation code, in the same transaction.
 */
export function dataDeletionRoutes(ctx: Pick<AppContext, "db" | "env" | "log">) {
  // Without a Meta app the sandbox signs with AUTH_SECRET, so the flow can be exercised locally.
  const secret = ctx.env.INSTAGRAM_APP_SECRET ?? ctx.env.AUTH_SECRET;
  return new Hono<HonoEnv>().post("/data-deletion", async (c) => {
    // Meta posts a form; a body that is not one (a broken multipart) is the caller's mistake.
    const body = await c.req.parseBody().catch(() => null);
    const payload = readSignedRequest(typeof body?.signed_request === "string" ? body.signed_request : "", secret);
    if (!payload?.user_id || hasControlCharacters(String(payload.user_id))) {
      throw new AppError("INVALID_INPUT", "Pedido de exclusão inválido.");
    }
    const confirmationCode = randomBytes(8).toString("hex");
    const deleted = await ctx.db.transaction(async (tx) => {
      const count = await deleteAccountsByPlatformUserId(tx, "instagram", String(payload.user_id));
      await insertDataDeletionRequest(tx, confirmationCode, count);
      return count;
    });
    c.get("log").info({ deleted, confirmationCode }, "instagram data deletion");
    return c.json({ url: `${ctx.env.APP_URL}${dataDeletionStatusPath(confirmationCode)}`, confirmation_code: confirmationCode });
  });
}

const statusSchema = dataDeletionStatusSchema.openapi("DataDeletionStatus");

const statusRoute = createRoute({
  method: "get",
  path: "/data-deletion/{code}",
  tags: ["Instagram"],
  summary: "Situação de um pedido de exclusão de dados",
  description:
    "Pelo código de confirmação devolvido à Meta quando alguém remove o Inteligram das configurações do Instagram. Público: o código não identifica ninguém.",
  request: {
    params: z.object({
      code: z.string().regex(/^[0-9a-f]{16}$/, { error: "Código de confirmação inválido." }),
    }),
  },
  responses: {
    200: { description: "Pedido concluído", content: { "application/json": { schema: statusSchema } } },
    400: { description: "Código inválido", content: { "application/json": { schema: errorBodySchema } } },
    404: { description: "Pedido não encontrado", content: { "application/json": { schema: errorBodySchema } } },
  },
});

/** GET /api/data-deletion/{code}: the status page's source (the deletion is done at once). */
export function dataDeletionStatusRoutes(ctx: Pick<AppContext, "db">) {
  return createRouter().openapi(statusRoute, async (c) => {
    const { code } = c.req.valid("param");
    const request = await findDataDeletionRequest(ctx.db, code);
    if (!request) throw new AppError("NOT_FOUND", notFoundMessage);
    return c.json(
      {
        code: request.code,
        status: "completed" as const,
        completedAt: request.completedAt.toISOString(),
        accountsDeleted: request.accountsDeleted,
      },
      200,
    );
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
