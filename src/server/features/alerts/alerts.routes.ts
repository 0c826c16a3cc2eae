import {
  alertListSchema,
  alertRuleListSchema,
  alertRuleSchema,
  alertRuleUpdateSchema,
  alertUnreadSchema,
} from "@core/alerts/alert-rules";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { changeRule, markAllAlertsRead, markAlertRead, readAlerts, readRules, readUnread } from "./alerts.service";

const json = jsonResponse;
const errors = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  404: json(errorBodySchema, "Alerta, regra ou conta não encontrada"),
};
const tags = ["Alertas"];
const idParam = z.object({ id: z.uuid({ error: "Identificador inválido." }) });

const routes = {
  list: createRoute({
    method: "get",
    path: "/alerts",
    tags,
    security: sessionSecurity,
    summary: "Alertas",
    description: "Os alertas da pessoa neste espaço de trabalho, os mais novos primeiro (até 100), e quantos não foram lidos.",
    responses: { 200: json(alertListSchema, "Alertas"), ...errors },
  }),
  unread: createRoute({
    method: "get",
    path: "/alerts/unread",
    tags,
    security: sessionSecurity,
    summary: "Alertas não lidos",
    responses: { 200: json(alertUnreadSchema, "Quantidade"), ...errors },
  }),
  read: createRoute({
    method: "post",
    path: "/alerts/{id}/read",
    tags,
    security: sessionSecurity,
    summary: "Marcar um alerta como lido",
    request: { params: idParam },
    responses: { 200: json(alertUnreadSchema, "Lido"), ...errors },
  }),
  readAll: createRoute({
    method: "post",
    path: "/alerts/read-all",
    tags,
    security: sessionSecurity,
    summary: "Marcar todos como lidos",
    responses: { 200: json(alertUnreadSchema, "Lidos"), ...errors },
  }),
  rules: createRoute({
    method: "get",
    path: "/alerts/rules",
    tags,
    security: sessionSecurity,
    summary: "Preferências de alertas",
    description: "As regras de alerta da pessoa (criadas com os padrões), com limite, e-mail e se estão ligadas.",
    responses: { 200: json(alertRuleListSchema, "Regras"), ...errors },
  }),
  updateRule: createRoute({
    method: "patch",
    path: "/alerts/rules/{id}",
    tags,
    security: sessionSecurity,
    summary: "Alterar uma regra de alerta",
    description: "Limite (na faixa de cada tipo), e-mail, ligado/desligado e a conta observada (null = todas). Tudo ou nada.",
    request: { params: idParam, body: { required: true, content: { "application/json": { schema: alertRuleUpdateSchema } } } },
    responses: { 200: json(alertRuleSchema, "Regra salva"), ...errors },
  }),
};

export function alertsRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/alerts", requireMember(ctx));
  router.use("/alerts/*", requireMember(ctx));
  return router
    .openapi(routes.list, async (c) => c.json(await readAlerts(ctx, c.get("workspace").id, c.get("user").id), 200))
    .openapi(routes.unread, async (c) => c.json(await readUnread(ctx, c.get("workspace").id, c.get("user").id), 200))
    .openapi(routes.readAll, async (c) => c.json(await markAllAlertsRead(ctx, c.get("workspace").id, c.get("user").id), 200))
    .openapi(routes.read, async (c) =>
      c.json(await markAlertRead(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("param").id), 200),
    )
    .openapi(routes.rules, async (c) => c.json(await readRules(ctx, c.get("workspace").id, c.get("user").id), 200))
    .openapi(routes.updateRule, async (c) =>
      c.json(await changeRule(ctx, c.get("workspace").id, c.get("user").id, c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
