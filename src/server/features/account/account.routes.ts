import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, sessionSecurity } from "../../http/openapi";
import { requireUser } from "../../http/require-user";
import { changePassword } from "./account.service";
import { okSchema } from "@core/http/response-formats";

const changePasswordRoute = createRoute({
  method: "post",
  path: "/account/password",
  tags: ["Conta"],
  security: sessionSecurity,
  summary: "Trocar a senha",
  description:
    "Confere a senha atual, define a nova senha para o usuário da sessão e encerra as outras sessões dele. Senha atual incorreta: 400 com o campo currentPassword.",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            currentPassword: z.string().max(128),
            newPassword: z.string().max(128),
            confirmPassword: z.string().max(128),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: "Senha alterada", content: { "application/json": { schema: okSchema } } },
    400: { description: "Senha recusada", content: { "application/json": { schema: errorBodySchema } } },
    401: { description: "Sem sessão", content: { "application/json": { schema: errorBodySchema } } },
    429: { description: "Tentativas demais", content: { "application/json": { schema: errorBodySchema } } },
  },
});

export function accountRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/account/*", requireUser(ctx));
  return router.openapi(changePasswordRoute, async (c) => {
    await changePassword(ctx, { userId: c.get("user").id, sessionId: c.get("session").id }, c.req.valid("json"));
    // The user's other sessions ended: none of them may be served from memory, even before
    // the database's notification arrives.
    ctx.sessions.forgetAll();
    return c.json({ ok: true as const }, 200);
  });
}
