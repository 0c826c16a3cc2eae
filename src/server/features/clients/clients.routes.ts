import { brandColorBodySchema } from "@core/reports/report-responses";
import { okSchema } from "@core/http/response-formats";
import {
  clientChangeSchema,
  clientDetailSchema as clientDetailSchemaBase,
  clientInputSchema,
  clientListSchema as clientListSchemaBase,
  clientPeriodSchema,
  clientSchema as clientSchemaBase,
  clientSendResultSchema,
  createdLinkSchema,
  linkInputSchema,
} from "@core/clients/client-responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { clientReportPdf, clientWorkbook, readClientDetail } from "./client-files.service";
import { sendClientReportNow } from "./client-schedule.service";
import {
  changeClient,
  createClient,
  listClients,
  readClientLogo,
  removeClient,
  removeClientLogo,
  saveClientColor,
  saveClientLogo,
} from "./clients.service";
import { createReportLink, revokeReportLink } from "./report-links.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo, papel sem permissão ou limite do plano"),
  404: json(errorBodySchema, "Cliente ou link não encontrado"),
  409: json(errorBodySchema, "Nome repetido ou conta de outro cliente"),
};
const tags = ["Clientes"];
const idParam = z.object({ id: z.uuid({ error: "Identificador inválido." }) });
const clientSchema = clientSchemaBase.openapi("Client");
const clientDetailSchema = clientDetailSchemaBase.openapi("ClientDetail");
const logoErrors = {
  ...errors,
  413: json(errorBodySchema, "Logotipo acima de 1 MB"),
  415: json(errorBodySchema, "Logotipo não é PNG nem JPEG"),
};
const binary = z.string().openapi({ format: "binary" });

const routes = {
  list: createRoute({
    method: "get",
    path: "/clients",
    tags,
    security: sessionSecurity,
    summary: "Clientes",
    description:
      "Os clientes (marcas) do espaço de trabalho com suas contas, concorrentes, destinatários e envio programado. usesClients diz se o espaço mostra a palavra Clientes (um cliente criado, ou mais de uma conta numa rede). Um membro limitado vê só os clientes cujas contas alcança.",
    responses: { 200: json(clientListSchemaBase.openapi("ClientList"), "Clientes"), ...errors },
  }),
  create: createRoute({
    method: "post",
    path: "/clients",
    tags,
    security: sessionSecurity,
    summary: "Criar cliente",
    description:
      "O proprietário ou um administrador. Uma conta pertence a no máximo um cliente; o número de clientes é limitado pelo plano.",
    request: { body: { required: true, content: { "application/json": { schema: clientInputSchema } } } },
    responses: { 201: json(clientSchema, "Cliente criado"), ...errors },
  }),
  read: createRoute({
    method: "get",
    path: "/clients/{id}",
    tags,
    security: sessionSecurity,
    summary: "Um cliente, seus links e os últimos envios",
    request: { params: idParam },
    responses: { 200: json(clientDetailSchema, "Cliente"), ...errors },
  }),
  change: createRoute({
    method: "patch",
    path: "/clients/{id}",
    tags,
    security: sessionSecurity,
    summary: "Alterar cliente",
    description:
      "Nome, contas, concorrentes, destinatários (no máximo 10 endereços) e envio programado: semanal num dia da semana (a partir do Go) ou mensal num dia do mês (1 a 28). O que vier substitui o que estava salvo; um erro não muda nada.",
    request: { params: idParam, body: { required: true, content: { "application/json": { schema: clientChangeSchema } } } },
    responses: { 200: json(clientSchema, "Cliente"), ...errors },
  }),
  remove: createRoute({
    method: "delete",
    path: "/clients/{id}",
    tags,
    security: sessionSecurity,
    summary: "Excluir cliente",
    description: "As contas continuam conectadas; os links do cliente passam a responder 410.",
    request: { params: idParam },
    responses: { 200: json(okSchema, "Excluído"), ...errors },
  }),
  report: createRoute({
    method: "get",
    path: "/clients/{id}/report",
    tags,
    security: sessionSecurity,
    summary: "Baixar o relatório do cliente em PDF",
    description:
      "Todas as contas do cliente nas duas redes num só PDF: os números lado a lado na primeira página, uma seção por conta, comentários e concorrentes.",
    request: { params: idParam, query: clientPeriodSchema },
    responses: { 200: { description: "PDF", content: { "application/pdf": { schema: binary } } }, ...errors },
  }),
  export: createRoute({
    method: "get",
    path: "/clients/{id}/export",
    tags,
    security: sessionSecurity,
    summary: "Exportar o relatório do cliente em Excel",
    description:
      "Uma planilha por assunto (resumo, publicações, métricas diárias, comentários, concorrentes), com a rede e a conta em colunas.",
    request: { params: idParam, query: clientPeriodSchema },
    responses: {
      200: {
        description: "Planilha",
        content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: binary } },
      },
      ...errors,
    },
  }),
  createLink: createRoute({
    method: "post",
    path: "/clients/{id}/links",
    tags,
    security: sessionSecurity,
    summary: "Criar link do relatório online",
    description:
      "Um link /r/… que abre sem login o relatório do cliente no período, válido por days dias (30 se não informado, no máximo 90). O endereço só aparece nesta resposta.",
    request: { params: idParam, body: { required: true, content: { "application/json": { schema: linkInputSchema } } } },
    responses: { 201: json(createdLinkSchema.openapi("ClientReportLink"), "Link criado"), ...errors },
  }),
  revokeLink: createRoute({
    method: "delete",
    path: "/clients/{id}/links/{linkId}",
    tags,
    security: sessionSecurity,
    summary: "Desativar link",
    description: "O link passa a responder 410, sem dados.",
    request: { params: idParam.extend({ linkId: z.uuid({ error: "Identificador inválido." }) }) },
    responses: { 200: json(okSchema, "Desativado"), ...errors },
  }),
  sendNow: createRoute({
    method: "post",
    path: "/clients/{id}/send-now",
    tags,
    security: sessionSecurity,
    summary: "Enviar agora",
    description:
      "O último período completo do envio programado (mensal sem envio programado) a todos os destinatários do cliente; quem já recebeu esse período não recebe de novo.",
    request: { params: idParam },
    responses: { 200: json(clientSendResultSchema.openapi("ClientSendResult"), "Envios na fila"), ...errors },
  }),
  color: createRoute({
    method: "put",
    path: "/clients/{id}/color",
    tags,
    security: sessionSecurity,
    summary: "Cor do cliente no relatório (Pro)",
    request: {
      params: idParam,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: brandColorBodySchema,
          },
        },
      },
    },
    responses: { 200: json(clientSchema, "Cliente"), ...errors },
  }),
  uploadLogo: createRoute({
    method: "put",
    path: "/clients/{id}/logo",
    tags,
    security: sessionSecurity,
    summary: "Enviar logotipo do cliente (Pro)",
    description:
      "O corpo é a imagem: PNG ou JPEG (conferido pelo conteúdo), no máximo 1 MB e 25 megapixels, guardada como PNG de no máximo 1024 px de lado.",
    request: { params: idParam, body: { required: true, content: { "application/octet-stream": { schema: binary } } } },
    responses: { 200: json(clientSchema, "Cliente"), ...logoErrors },
  }),
  readLogo: createRoute({
    method: "get",
    path: "/clients/{id}/logo",
    tags,
    security: sessionSecurity,
    summary: "Logotipo do cliente",
    request: { params: idParam },
    responses: { 200: { description: "Imagem", content: { "image/png": { schema: binary } } }, ...errors },
  }),
  removeLogo: createRoute({
    method: "delete",
    path: "/clients/{id}/logo",
    tags,
    security: sessionSecurity,
    summary: "Remover logotipo do cliente (Pro)",
    request: { params: idParam },
    responses: { 200: json(clientSchema, "Cliente"), ...errors },
  }),
};

const download = (body: BodyInit, type: string, fileName: string) =>
  new Response(body, {
    status: 200,
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  }) as never;

export function clientsRoutes(ctx: AppContext) {
  const router = createRouter();
  for (const path of ["/clients", "/clients/*"]) router.use(path, requireMember(ctx));
  return router
    .openapi(routes.list, async (c) => c.json(await listClients(ctx, c.get("workspace")), 200))
    .openapi(routes.create, async (c) => c.json(await createClient(ctx, c.get("workspace"), c.req.valid("json")), 201))
    .openapi(routes.read, async (c) => c.json(await readClientDetail(ctx, c.get("workspace").id, c.req.valid("param").id), 200))
    .openapi(routes.change, async (c) =>
      c.json(await changeClient(ctx, c.get("workspace"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(routes.remove, async (c) => {
      await removeClient(ctx, c.get("workspace"), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.report, async (c) => {
      const { period, ...range } = c.req.valid("query");
      const file = await clientReportPdf(
        ctx,
        c.get("workspace").id,
        c.req.valid("param").id,
        { preset: period, ...range },
        c.get("log"),
      );
      return download(new Uint8Array(file.content), "application/pdf", file.fileName);
    })
    .openapi(routes.export, async (c) => {
      const { period, ...range } = c.req.valid("query");
      const file = await clientWorkbook(ctx, c.get("workspace").id, c.req.valid("param").id, { preset: period, ...range });
      return download(file.body, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", file.fileName);
    })
    .openapi(routes.createLink, async (c) => {
      const { period, days, ...range } = c.req.valid("json");
      return c.json(
        await createReportLink(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("param").id, {
          preset: period,
          days,
          ...range,
        }),
        201,
      );
    })
    .openapi(routes.revokeLink, async (c) => {
      const { id, linkId } = c.req.valid("param");
      await revokeReportLink(ctx, c.get("workspace").id, id, linkId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.sendNow, async (c) =>
      c.json(await sendClientReportNow(ctx, c.get("workspace"), c.req.valid("param").id), 200),
    )
    .openapi(routes.color, async (c) =>
      c.json(await saveClientColor(ctx, c.get("workspace"), c.req.valid("param").id, c.req.valid("json").color), 200),
    )
    .openapi(routes.uploadLogo, async (c) =>
      c.json(
        await saveClientLogo(ctx, c.get("workspace"), c.req.valid("param").id, new Uint8Array(await c.req.arrayBuffer())),
        200,
      ),
    )
    .openapi(routes.readLogo, async (c) => {
      const logo = await readClientLogo(ctx, c.get("workspace").id, c.req.valid("param").id);
      return new Response(new Uint8Array(logo.bytes), {
        status: 200,
        headers: { "content-type": logo.type, "cache-control": "private, no-store" },
      }) as never;
    })
    .openapi(routes.removeLogo, async (c) =>
      c.json(await removeClientLogo(ctx, c.get("workspace"), c.req.valid("param").id), 200),
    );
}
