import { searchResponseSchema } from "@core/search/search-responses";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { exportSearch, searchExportFormats } from "./search-export";
import { searchFiltersSchema, searchPageField, toSearchInput } from "./search-filters";
import { searchWorkspace } from "./search.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Busca, filtro ou período inválido (o campo vem em error.fields)"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo"),
  404: json(errorBodySchema, "Conta não encontrada"),
};
const tags = ["Busca"];

const routes = {
  search: createRoute({
    method: "get",
    path: "/search",
    tags,
    security: sessionSecurity,
    summary: "Buscar em posts e comentários",
    description:
      "As legendas e os comentários coletados que têm as palavras buscadas, em uma lista (20 por página, até 50 páginas), com as palavras marcadas. Comentários apagados no Instagram não aparecem.",
    request: {
      query: searchFiltersSchema.extend({ page: searchPageField.openapi({ description: "Página (1 a 50).", example: 1 }) }),
    },
    responses: { 200: json(searchResponseSchema.openapi("SearchResults"), "Resultados"), ...errors },
  }),
  export: createRoute({
    method: "get",
    path: "/search/export",
    tags,
    security: sessionSecurity,
    summary: "Exportar a busca em CSV ou Excel",
    description:
      "Todos os resultados da busca, com os mesmos filtros, até 10.000 linhas (um arquivo cortado diz isso). CSV separado por ponto e vírgula, em UTF-8.",
    request: {
      query: searchFiltersSchema.extend({
        format: z.enum(searchExportFormats, { error: "Formato inválido. Use csv ou xlsx." }),
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

export function searchRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/search", requireMember(ctx));
  router.use("/search/*", requireMember(ctx));
  return router
    .openapi(routes.search, async (c) => {
      const { page, ...query } = c.req.valid("query");
      return c.json(await searchWorkspace(ctx, c.get("workspace").id, { ...toSearchInput(query), page }), 200);
    })
    .openapi(routes.export, async (c) => {
      const { format, ...query } = c.req.valid("query");
      const file = await exportSearch(ctx, c.get("workspace").id, toSearchInput(query), format);
      return new Response(file.body, {
        status: 200,
        headers: {
          "content-type": file.contentType,
          "content-disposition": `attachment; filename="${file.fileName}"`,
          "cache-control": "private, no-store",
        },
      }) as never;
    });
}
