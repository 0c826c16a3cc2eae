import { okSchema } from "@core/http/response-formats";
import { businessGoalsSchema, goalIds } from "@core/goals";
import { onboardingStateSchema } from "@core/onboarding/onboarding-state";
import { companyDataSchema } from "@core/validation/company";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { readOnboarding, saveCompany, saveGoals } from "./onboarding.service";

const errors = {
  400: { description: "Dados inválidos", content: { "application/json": { schema: errorBodySchema } } },
  401: { description: "Sem sessão", content: { "application/json": { schema: errorBodySchema } } },
  403: {
    description: "Apenas o proprietário muda os dados da empresa",
    content: { "application/json": { schema: errorBodySchema } },
  },
};
const ok = { 200: { description: "Salvo", content: { "application/json": { schema: okSchema } } } };

const onboardingSchema = onboardingStateSchema.openapi("Onboarding");

const routes = {
  read: createRoute({
    method: "get",
    path: "/onboarding",
    tags: ["Cadastro"],
    security: sessionSecurity,
    summary: "Situação do cadastro",
    description: "O que já existe (assinatura, dados da empresa, objetivos) e a etapa em que o usuário deve continuar.",
    responses: { 200: { description: "Situação", content: { "application/json": { schema: onboardingSchema } } }, ...errors },
  }),
  company: createRoute({
    method: "put",
    path: "/onboarding/company",
    tags: ["Cadastro"],
    security: sessionSecurity,
    summary: "Salvar dados da empresa ou pessoais",
    request: { body: { required: true, content: { "application/json": { schema: companyDataSchema } } } },
    responses: { ...ok, ...errors },
  }),
  goals: createRoute({
    method: "put",
    path: "/onboarding/goals",
    tags: ["Cadastro"],
    security: sessionSecurity,
    summary: "Salvar objetivos",
    description: `Substitui os objetivos do usuário (pelo menos um de: ${goalIds.join(", ")}).`,
    request: {
      body: { required: true, content: { "application/json": { schema: z.object({ goals: businessGoalsSchema }) } } },
    },
    responses: { ...ok, ...errors },
  }),
};

export function onboardingRoutes(ctx: AppContext) {
  const router = createRouter();
  router.use("/onboarding", requireMember(ctx));
  router.use("/onboarding/*", requireMember(ctx));
  return router
    .openapi(routes.read, async (c) => c.json(await readOnboarding(ctx, c.get("workspace").id), 200))
    .openapi(routes.company, async (c) => {
      await saveCompany(ctx, c.get("workspace"), c.req.valid("json"));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.goals, async (c) => {
      await saveGoals(ctx, c.get("workspace"), c.req.valid("json").goals);
      return c.json({ ok: true as const }, 200);
    });
}
