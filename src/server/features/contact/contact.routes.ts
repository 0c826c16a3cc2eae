import { okSchema } from "@core/http/response-formats";
import { contactMessageSchema, newsletterSchema } from "@core/validation/contact";
import { createRoute } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { readClientIp } from "../../http/client-ip";
import { errorBodySchema } from "../../http/error-body";
import { createRouter } from "../../http/openapi";
import { submitContactMessage, subscribeToNewsletter } from "./contact.service";

const errors = {
  400: { description: "Campos inválidos", content: { "application/json": { schema: errorBodySchema } } },
  429: { description: "Limite de envios atingido", content: { "application/json": { schema: errorBodySchema } } },
};

const contactRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Site"],
  summary: "Enviar mensagem de contato",
  description: "Guarda a mensagem e a envia por email para a equipe. Limite: 5 mensagens a cada 10 minutos por IP.",
  request: { body: { required: true, content: { "application/json": { schema: contactMessageSchema } } } },
  responses: { 201: { description: "Mensagem recebida", content: { "application/json": { schema: okSchema } } }, ...errors },
});

const newsletterRoute = createRoute({
  method: "post",
  path: "/newsletter",
  tags: ["Site"],
  summary: "Assinar a newsletter",
  description: "Inscreve o email na newsletter. Inscrever o mesmo email de novo não é um erro.",
  request: { body: { required: true, content: { "application/json": { schema: newsletterSchema } } } },
  responses: { 200: { description: "Inscrito", content: { "application/json": { schema: okSchema } } }, ...errors },
});

export function contactRoutes(ctx: AppContext) {
  return createRouter()
    .openapi(contactRoute, async (c) => {
      await submitContactMessage(ctx, c.req.valid("json"), readClientIp(c, ctx.env.TRUST_PROXY));
      return c.json({ ok: true as const }, 201);
    })
    .openapi(newsletterRoute, async (c) => {
      await subscribeToNewsletter(ctx, c.req.valid("json").email, readClientIp(c, ctx.env.TRUST_PROXY));
      return c.json({ ok: true as const }, 200);
    });
}
