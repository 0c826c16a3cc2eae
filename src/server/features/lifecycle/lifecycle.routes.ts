import { okSchema, urlSchema } from "@core/http/response-formats";
import { consentsSchema, dataExportSchema, deletionPreviewSchema, standingSchema } from "@core/lifecycle/lifecycle-responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse as json, sessionSecurity } from "../../http/openapi";
import { requireUser } from "../../http/require-user";
import { requireMember } from "../team/require-member";
import { assertOwner } from "../team/workspace-access";
import { deleteMyAccount, previewDeletion } from "./account-deletion.service";
import { readConsents, recordCookieChoice } from "./consent.service";
import { readExportFile, readLatestExport, requestExport } from "./data-export.service";
import { paymentUpdateUrl, readStanding } from "./dunning.service";

const tags = ["Meus dados"];
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Apenas o proprietário"),
  404: json(errorBodySchema, "Não encontrado"),
  409: json(errorBodySchema, "Conflito"),
};

const routes = {
  standing: createRoute({
    method: "get",
    path: "/lifecycle/standing",
    tags,
    security: sessionSecurity,
    summary: "Situação do pagamento",
    description: "Se o espaço de trabalho atual tem pagamento pendente ou está suspenso, com as datas de suspensão e exclusão.",
    responses: { 200: json(standingSchema.openapi("Standing"), "Situação"), ...errors },
  }),
  paymentUpdate: createRoute({
    method: "post",
    path: "/lifecycle/payment-update",
    tags,
    security: sessionSecurity,
    summary: "Atualizar pagamento",
    description: "Somente o proprietário: o endereço da página do provedor para trocar a forma de pagamento.",
    responses: { 200: json(urlSchema, "Endereço"), ...errors },
  }),
  consents: createRoute({
    method: "get",
    path: "/lifecycle/consents",
    tags,
    security: sessionSecurity,
    summary: "Consentimentos",
    description: "Aceite dos termos no cadastro e escolhas de cookies, com versão e data.",
    responses: { 200: json(consentsSchema.openapi("Consents"), "Consentimentos"), ...errors },
  }),
  cookieChoice: createRoute({
    method: "post",
    path: "/lifecycle/consents/cookies",
    tags,
    // Public: called for every visitor; only a signed-in person's choice is recorded.
    summary: "Registrar a escolha de cookies",
    description:
      "Registra a escolha que o banner gravou no cookie inteligram_consent, para a pessoa da sessão. Sem sessão, nada é registrado (recorded: false).",
    responses: { 200: json(z.object({ recorded: z.boolean() }), "Registrado"), ...errors },
  }),
  latestExport: createRoute({
    method: "get",
    path: "/lifecycle/exports/latest",
    tags,
    security: sessionSecurity,
    summary: "Última exportação",
    responses: { 200: json(dataExportSchema.openapi("DataExport"), "Exportação"), ...errors },
  }),
  requestExport: createRoute({
    method: "post",
    path: "/lifecycle/exports",
    tags,
    security: sessionSecurity,
    summary: "Exportar meus dados",
    description:
      "Prepara um ZIP com arquivos JSON de tudo o que o Inteligram guarda sobre a pessoa e o espaço de trabalho atual. Uma exportação por vez: outra em andamento responde 409.",
    responses: { 202: json(dataExportSchema, "Exportação pedida"), ...errors },
  }),
  download: createRoute({
    method: "get",
    path: "/lifecycle/exports/{id}/download",
    tags,
    security: sessionSecurity,
    summary: "Baixar a exportação",
    request: { params: z.object({ id: z.uuid({ error: "Identificador inválido." }) }) },
    responses: {
      200: { description: "Arquivo ZIP", content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } } },
      ...errors,
    },
  }),
  deletionPreview: createRoute({
    method: "get",
    path: "/lifecycle/account",
    tags,
    security: sessionSecurity,
    summary: "O que a exclusão da conta leva",
    responses: { 200: json(deletionPreviewSchema.openapi("DeletionPreview"), "Prévia"), ...errors },
  }),
  deleteAccount: createRoute({
    method: "post",
    path: "/lifecycle/account/delete",
    tags,
    security: sessionSecurity,
    summary: "Excluir minha conta",
    description:
      "Confirmada pelo e-mail da conta e pela senha. Um membro sai das equipes; os espaços de trabalho de que a pessoa é proprietária são excluídos, com a assinatura encerrada. Proprietário de espaço com outros membros: 409, a menos que deleteOwnedWorkspaces seja true.",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              email: z.string().max(320),
              password: z.string().max(128),
              deleteOwnedWorkspaces: z.boolean().default(false),
            }),
          },
        },
      },
    },
    responses: {
      200: json(okSchema, "Conta excluída"),
      429: json(errorBodySchema, "Tentativas demais"),
      502: json(errorBodySchema, "Provedor de pagamento fora do ar"),
      ...errors,
    },
  }),
};

export function lifecycleRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/lifecycle/standing", requireMember(ctx));
  router.use("/lifecycle/payment-update", requireMember(ctx));
  router.use("/lifecycle/exports", requireMember(ctx));
  router.use("/lifecycle/exports/*", requireUser(ctx));
  router.use("/lifecycle/consents", requireUser(ctx));
  router.use("/lifecycle/account", requireUser(ctx));
  router.use("/lifecycle/account/*", requireUser(ctx));
  return router
    .openapi(routes.standing, async (c) => c.json(await readStanding(ctx, c.get("workspace")), 200))
    .openapi(routes.paymentUpdate, async (c) => {
      assertOwner(c.get("workspace"));
      return c.json({ url: await paymentUpdateUrl(ctx, c.get("workspace").id) }, 200);
    })
    .openapi(routes.consents, async (c) => c.json(await readConsents(ctx, c.get("user").id), 200))
    .openapi(routes.cookieChoice, async (c) => {
      // The banner calls this for every visitor: one signed out is answered, not refused (no
      // 401 in a public page's console), and nothing is recorded about them.
      const signedIn = await ctx.sessions.read(c.req.raw.headers);
      if (!signedIn) return c.json({ recorded: false }, 200);
      return c.json({ recorded: await recordCookieChoice(ctx, signedIn.user.id, c.req.header("cookie")) }, 200);
    })
    .openapi(routes.latestExport, async (c) => c.json(await readLatestExport(ctx, c.get("user").id), 200))
    .openapi(routes.requestExport, async (c) => c.json(await requestExport(ctx, c.get("user"), c.get("workspace").id), 202))
    .openapi(routes.download, async (c) => {
      const { file, fileName } = await readExportFile(ctx, c.get("user").id, c.req.valid("param").id);
      return new Response(new Uint8Array(file), {
        status: 200,
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${fileName}"`,
          "cache-control": "private, no-store",
        },
      }) as never;
    })
    .openapi(routes.deletionPreview, async (c) =>
      c.json({ email: c.get("user").email, ...(await previewDeletion(ctx, c.get("user").id)) }, 200),
    )
    .openapi(routes.deleteAccount, async (c) => {
      const result = await deleteMyAccount(ctx, c.get("user"), c.req.valid("json"));
      // The person's sessions went with them: none may be served from memory.
      ctx.sessions.forgetUser(c.get("user").id);
      return c.json(result, 200);
    });
}
