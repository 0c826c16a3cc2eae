import { commentsSummarySchema } from "@core/analytics/comments-summary";
import { defaultPeriodPreset, periodPresets } from "@core/analytics/period";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { readCommentsSummary } from "./comments.service";

const json = jsonResponse;

/**
 * GET /api/comments/summary, apart from GET /api/dashboard: the dashboard's cached answer is
 * keyed by the workspace's data version, which the comments table does not raise (no version
 * trigger on it), and "sem resposta" changes with the clock alone (a question turns 24 h old);
 * a separate read for the chosen period stays right without either.
 */
const summaryRoute = createRoute({
  method: "get",
  path: "/comments/summary",
  tags: ["Análises"],
  security: sessionSecurity,
  summary: "O que dizem os comentários",
  description:
    "Os comentários recebidos no período (dias de São Paulo): por dia, termos e hashtags mais usados, perguntas frequentes agrupadas com exemplos, perguntas sem resposta da conta há mais de 24 h e a parcela de comentários positivos, neutros e negativos. period=custom exige from e to (AAAA-MM-DD).",
  request: {
    query: z.object({
      accountId: z.uuid({ error: "Identificador inválido." }).optional(),
      period: z.enum(periodPresets, { error: "Período inválido." }).default(defaultPeriodPreset),
      // Checked as real days (and against the range rules) by the service, with pt-BR messages.
      from: z.string().max(10).optional(),
      to: z.string().max(10).optional(),
    }),
  },
  responses: {
    200: json(commentsSummarySchema.openapi("CommentsSummary"), "Resumo dos comentários"),
    400: json(errorBodySchema, "Período inválido"),
    401: json(errorBodySchema, "Sem sessão"),
    403: json(errorBodySchema, "Sem plano ativo"),
    404: json(errorBodySchema, "Conta não encontrada"),
  },
});

export function commentsRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/comments/*", requireMember(ctx));
  return router.openapi(summaryRoute, async (c) => {
    const { period, ...query } = c.req.valid("query");
    return c.json(
      await readCommentsSummary(ctx, c.get("workspace").id, {
        ...query,
        preset: period,
        chosenAccountId: c.get("workspace").currentAccountId,
      }),
      200,
    );
  });
}
