import { okSchema } from "@core/http/response-formats";
import { periodPresets } from "@core/analytics/period";
import { exportFormats } from "@core/reports/report-sections";
import {
  brandColorBodySchema,
  reportSchema as reportSchemaBase,
  reportSendResultSchema,
  reportSettingsSchema,
} from "@core/reports/report-responses";
import { reportNoteMaxLength, reportNoteTooLongMessage, reportSectionChoices } from "@core/reports/report-sections";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { exportSheets, streamExport } from "./export.service";
import { changeReportSettings, readLogo, readReportSettings, removeLogo, saveBrandColor, saveLogo } from "./settings.service";
import { sendReportNow, sendTestReport } from "./scheduled.service";
import type { Context } from "hono";
import type { HonoEnv } from "../../http/hono-env";
import {
  listWorkspaceReports,
  readReport,
  readReportFile,
  removeReport,
  requestReport,
  type ReportViewer,
} from "./reports.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo"),
  404: json(errorBodySchema, "Conta ou relatório não encontrado"),
  409: json(errorBodySchema, "Relatório ainda em geração"),
};
const tags = ["Relatórios"];
const idParam = z.object({ id: z.uuid({ error: "Identificador inválido." }) });

const periodFields = {
  accountId: z.uuid({ error: "Identificador inválido." }).optional(),
  period: z.enum(periodPresets, { error: "Período inválido." }).default("30d"),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
};

const reportSchema = reportSchemaBase.openapi("Report");

const settingsSchema = reportSettingsSchema.openapi("ReportSettings");
const sendResultSchema = reportSendResultSchema.openapi("ReportSendResult");
const settingsErrors = {
  ...errors,
  400: json(errorBodySchema, "Imagem que não pode ser lida, ou com pixels demais"),
  413: json(errorBodySchema, "Logotipo acima de 1 MB"),
  415: json(errorBodySchema, "Logotipo não é PNG nem JPEG"),
};

const viewerOf = (c: Context<HonoEnv>): ReportViewer => ({ userId: c.get("user").id, role: c.get("workspace").role });

const routes = {
  settings: createRoute({
    method: "get",
    path: "/report-settings",
    tags,
    security: sessionSecurity,
    summary: "Relatórios por e-mail e marca",
    description: "A frequência do plano, quem recebe, as contas, a pausa e o logotipo e a cor (Pro).",
    responses: { 200: json(settingsSchema, "Configurações"), ...errors },
  }),
  changeSettings: createRoute({
    method: "put",
    path: "/report-settings",
    tags,
    security: sessionSecurity,
    summary: "Alterar relatórios por e-mail",
    description:
      "O proprietário altera tudo; um membro, só se ele mesmo recebe. outsideRecipients substitui a lista de endereços de fora do espaço (no máximo 10; um inválido, repetido ou de um membro é recusado e nada muda). sections e note dão a forma do relatório (PDFs gerados e enviados).",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              paused: z.boolean().optional(),
              accountIds: z
                .array(z.uuid({ error: "Identificador inválido." }))
                .max(100)
                .nullable()
                .optional(),
              recipients: z
                .array(z.object({ userId: z.string().min(1).max(100), enabled: z.boolean() }))
                .max(100)
                .optional(),
              // Checked one by one in the service (each problem in pt-BR, at most 10).
              outsideRecipients: z
                .array(z.string({ error: "E-mail inválido." }).max(320, { error: "E-mail inválido." }), {
                  error: "Lista de e-mails inválida.",
                })
                .max(50, { error: "O relatório pode ir para no máximo 10 endereços de fora do espaço de trabalho." })
                .optional(),
              sections: z
                .array(z.enum(reportSectionChoices, { error: "Seção inválida." }))
                .max(20)
                .optional(),
              // A little room over the limit for line ends; the service counts the characters.
              note: z
                .string()
                .max(reportNoteMaxLength * 2, { error: reportNoteTooLongMessage })
                .nullable()
                .optional(),
            }),
          },
        },
      },
    },
    responses: { 200: json(settingsSchema, "Configurações"), ...errors },
  }),
  sendNow: createRoute({
    method: "post",
    path: "/report-settings/send-now",
    tags,
    security: sessionSecurity,
    summary: "Enviar agora",
    description:
      "O proprietário envia o último período completo da frequência do plano a todos os destinatários. Quem já recebeu esse período não recebe de novo; endereços descadastrados ou recusados ficam de fora.",
    responses: { 200: json(sendResultSchema, "Envios na fila"), ...errors },
  }),
  sendTest: createRoute({
    method: "post",
    path: "/report-settings/send-test",
    tags,
    security: sessionSecurity,
    summary: "Enviar teste para mim",
    description:
      "O relatório do último período completo, de cada conta do envio programado, só para quem pede, marcado como teste.",
    responses: { 200: json(sendResultSchema, "Teste na fila"), ...errors },
  }),
  color: createRoute({
    method: "put",
    path: "/report-settings/color",
    tags,
    security: sessionSecurity,
    summary: "Cor da marca no relatório (Pro)",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: brandColorBodySchema,
          },
        },
      },
    },
    responses: { 200: json(settingsSchema, "Configurações"), ...errors },
  }),
  uploadLogo: createRoute({
    method: "put",
    path: "/report-settings/logo",
    tags,
    security: sessionSecurity,
    summary: "Enviar logotipo (Pro)",
    description:
      "O corpo é a imagem: PNG ou JPEG (conferido pelo conteúdo), no máximo 1 MB e 25 megapixels. A imagem é lida por inteiro (400 se não puder ser lida) e guardada como PNG de no máximo 1024 px de lado.",
    request: {
      body: { required: true, content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } } },
    },
    responses: { 200: json(settingsSchema, "Configurações"), ...settingsErrors },
  }),
  readLogo: createRoute({
    method: "get",
    path: "/report-settings/logo",
    tags,
    security: sessionSecurity,
    summary: "Logotipo enviado",
    responses: {
      200: { description: "Imagem", content: { "image/png": { schema: z.string().openapi({ format: "binary" }) } } },
      ...errors,
    },
  }),
  removeLogo: createRoute({
    method: "delete",
    path: "/report-settings/logo",
    tags,
    security: sessionSecurity,
    summary: "Remover logotipo (Pro)",
    responses: { 200: json(settingsSchema, "Configurações"), ...errors },
  }),
  create: createRoute({
    method: "post",
    path: "/reports",
    tags,
    security: sessionSecurity,
    summary: "Gerar relatório em PDF",
    description:
      "Uma conta e um período (as mesmas regras do painel). A geração corre em segundo plano; acompanhe o progresso em GET /reports/{id}.",
    request: { body: { required: true, content: { "application/json": { schema: z.object(periodFields) } } } },
    responses: { 202: json(reportSchema, "Relatório na fila"), ...errors },
  }),
  list: createRoute({
    method: "get",
    path: "/reports",
    tags,
    security: sessionSecurity,
    summary: "Relatórios gerados",
    responses: { 200: json(z.object({ reports: z.array(reportSchema) }), "Relatórios"), ...errors },
  }),
  read: createRoute({
    method: "get",
    path: "/reports/{id}",
    tags,
    security: sessionSecurity,
    summary: "Um relatório e seu progresso",
    request: { params: idParam },
    responses: { 200: json(reportSchema, "Relatório"), ...errors },
  }),
  download: createRoute({
    method: "get",
    path: "/reports/{id}/download",
    tags,
    security: sessionSecurity,
    summary: "Baixar o PDF",
    request: { params: idParam },
    responses: {
      200: { description: "PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
      ...errors,
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/reports/{id}",
    tags,
    security: sessionSecurity,
    summary: "Excluir relatório",
    description: "Só o proprietário do espaço de trabalho ou quem pediu o relatório pode excluí-lo (os demais recebem 403).",
    request: { params: idParam },
    responses: {
      200: json(okSchema, "Excluído"),
      ...errors,
      403: json(errorBodySchema, "Sem plano ativo, ou o relatório não é seu"),
    },
  }),
  export: createRoute({
    method: "get",
    path: "/exports",
    tags,
    security: sessionSecurity,
    summary: "Exportar em Excel ou CSV",
    description:
      "format=xlsx: uma planilha por conjunto (publicações, métricas diárias da conta, indicadores, concorrentes e, para uma conta com os dados do dono, alcance, público e stories). format=csv: um conjunto (sheet), separado por ponto e vírgula.",
    request: {
      query: z.object({
        ...periodFields,
        format: z.enum(exportFormats, { error: "Formato inválido. Use xlsx ou csv." }),
        sheet: z.enum(exportSheets, { error: "Conjunto inválido." }).default("posts"),
      }),
    },
    responses: {
      200: {
        description: "Arquivo",
        content: {
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
            schema: z.string().openapi({ format: "binary" }),
          },
          "text/csv": { schema: z.string() },
        },
      },
      ...errors,
    },
  }),
};

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export function reportsRoutes(ctx: AppContext) {
  const router = createRouter();
  for (const path of ["/reports", "/reports/*", "/exports", "/report-settings", "/report-settings/*"])
    router.use(path, requireMember(ctx));
  return router
    .openapi(routes.settings, async (c) => c.json(await readReportSettings(ctx, c.get("workspace")), 200))
    .openapi(routes.changeSettings, async (c) =>
      c.json(await changeReportSettings(ctx, c.get("workspace"), c.get("user").id, c.req.valid("json")), 200),
    )
    .openapi(routes.sendNow, async (c) => c.json(await sendReportNow(ctx, c.get("workspace")), 200))
    .openapi(routes.sendTest, async (c) => c.json(await sendTestReport(ctx, c.get("workspace"), c.get("user").id), 200))
    .openapi(routes.color, async (c) => c.json(await saveBrandColor(ctx, c.get("workspace"), c.req.valid("json").color), 200))
    .openapi(routes.uploadLogo, async (c) =>
      c.json(await saveLogo(ctx, c.get("workspace"), new Uint8Array(await c.req.arrayBuffer())), 200),
    )
    .openapi(routes.readLogo, async (c) => {
      const logo = await readLogo(ctx, c.get("workspace").id);
      return new Response(new Uint8Array(logo.bytes), {
        status: 200,
        headers: { "content-type": logo.type, "cache-control": "private, no-store" },
      }) as never;
    })
    .openapi(routes.removeLogo, async (c) => c.json(await removeLogo(ctx, c.get("workspace")), 200))
    .openapi(routes.create, async (c) =>
      c.json(
        await requestReport(ctx, c.get("workspace").id, c.get("user").id, {
          ...c.req.valid("json"),
          chosenAccountId: c.get("workspace").currentAccountId,
        }),
        202,
      ),
    )
    .openapi(routes.list, async (c) =>
      c.json({ reports: await listWorkspaceReports(ctx, c.get("workspace").id, viewerOf(c)) }, 200),
    )
    .openapi(routes.read, async (c) =>
      c.json(await readReport(ctx, c.get("workspace").id, c.req.valid("param").id, viewerOf(c)), 200),
    )
    .openapi(routes.download, async (c) => {
      const file = await readReportFile(ctx, c.get("workspace").id, c.req.valid("param").id);
      return new Response(new Uint8Array(file.content), {
        status: 200,
        headers: {
          "content-type": "application/pdf",
          "content-disposition": attachment(file.fileName),
          "cache-control": "private, no-store",
        },
      }) as never;
    })
    .openapi(routes.remove, async (c) => {
      await removeReport(ctx, c.get("workspace").id, viewerOf(c), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.export, async (c) => {
      const { format, sheet, ...query } = c.req.valid("query");
      const file = await streamExport(ctx, c.get("workspace").id, {
        ...query,
        format,
        sheet,
        chosenAccountId: c.get("workspace").currentAccountId,
      });
      return new Response(file.body, {
        status: 200,
        headers: {
          "content-type": file.contentType,
          "content-disposition": attachment(file.fileName),
          "cache-control": "private, no-store",
        },
      }) as never;
    });
}
