import { defaultPeriodPreset, periodPresets } from "@core/analytics/period";
import { dashboardIndicatorsSchema, dashboardSchema } from "@core/social/dashboard-responses";
import { networkOverviewSchema } from "@core/social/network-overview";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { acceptsEncoding } from "../../http/accepts-encoding";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { requirePlan } from "../billing/billing.service";
import { readDashboardBody, recalculateIndicators } from "./dashboard.service";
import { readNetworkOverview } from "./network-overview.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "accountId inválido"),
  401: json(errorBodySchema, "Sem sessão"),
  403: json(errorBodySchema, "Sem plano ativo (reason NO_PLAN) ou espaço de trabalho suspenso"),
  404: json(errorBodySchema, "Conta não encontrada"),
};

const routes = {
  read: createRoute({
    method: "get",
    path: "/dashboard",
    tags: ["Dashboard"],
    security: sessionSecurity,
    summary: "Dashboard do Instagram",
    description:
      "Perfil, cinco métricas, publicações, vídeos e perfis relacionados (até 6 de cada), indicadores avançados e histórico da conta atual (ou de accountId).",
    request: { query: z.object({ accountId: z.uuid().optional() }) },
    responses: { 200: json(dashboardSchema.openapi("Dashboard"), "Dashboard"), ...errors },
  }),
  overview: createRoute({
    method: "get",
    path: "/dashboard/overview",
    tags: ["Dashboard"],
    security: sessionSecurity,
    summary: "Visão geral por rede social",
    description:
      "Seguidores no fim do período, interações e publicações do período por rede social (somadas as contas ativas de cada rede), lado a lado.",
    request: {
      query: z.object({
        period: z.enum(periodPresets, { error: "Período inválido." }).default(defaultPeriodPreset),
        from: z.string().max(10).optional(),
        to: z.string().max(10).optional(),
      }),
    },
    responses: { 200: json(networkOverviewSchema.openapi("NetworkOverview"), "Visão geral"), ...errors },
  }),
  calculate: createRoute({
    method: "post",
    path: "/dashboard/indicators",
    tags: ["Dashboard"],
    security: sessionSecurity,
    summary: "Calcular indicadores avançados",
    request: { body: { required: true, content: { "application/json": { schema: z.object({ accountId: z.uuid() }) } } } },
    responses: { 200: json(dashboardIndicatorsSchema.openapi("Indicators"), "Indicadores"), ...errors },
  }),
};

export function dashboardRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/dashboard", requireMember(ctx));
  router.use("/dashboard/*", requireMember(ctx));
  return router
    .openapi(routes.read, async (c) => {
      // The analytics pages need an active or pending plan (docs/product/plans-and-limits.md); 403 NO_PLAN otherwise.
      const body = await readDashboardBody(ctx, c.get("user"), c.get("workspace"), c.req.valid("query").accountId);
      // Compressed once per answer built, not on every request by the compress middleware.
      const headers = { "content-type": "application/json", vary: "Accept-Encoding" };
      if (!acceptsEncoding(c.req.header("accept-encoding"), "gzip")) return c.body(body.json(), 200, headers) as never;
      return c.body(body.gzipped, 200, { ...headers, "content-encoding": "gzip" }) as never;
    })
    .openapi(routes.overview, async (c) => {
      const { period, ...range } = c.req.valid("query");
      return c.json(await readNetworkOverview(ctx, c.get("workspace").id, { ...range, preset: period }), 200);
    })
    .openapi(routes.calculate, async (c) => {
      await requirePlan(ctx, c.get("workspace").id);
      return c.json(await recalculateIndicators(ctx, c.get("workspace").id, c.req.valid("json").accountId), 200);
    });
}
