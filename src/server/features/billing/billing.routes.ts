import {
  creditSchema as creditResponseSchema,
  myPlanSchema as myPlanResponseSchema,
  paymentSchema as paymentResponseSchema,
  paymentVerificationSchema,
  planChangesSchema as planChangesResponseSchema,
} from "@core/billing/billing-responses";
import { describePlanChangeRefusal, type PlanUsage } from "@core/billing/plan-change-refusal";
import { listPlans, paymentMethodIds, planIds } from "@core/plans/catalogue";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { errorBodySchema } from "../../http/error-body";
import { createRouter, jsonResponse, sessionSecurity } from "../../http/openapi";
import { requireMember } from "../team/require-member";
import { assertOwner } from "../team/workspace-access";
import { countWorkspaceSeats } from "../team/team.service";
import { checkoutVerifiedHook, planUsageHook } from "./billing.hooks";
import { changePlan, readMyPlan, readPaymentHistory, setCancellation, startCheckout, verifyCheckout } from "./billing.service";
import { urlSchema } from "@core/http/response-formats";

const json = jsonResponse;
const errorResponses = {
  400: json(errorBodySchema, "Dados inválidos"),
  401: json(errorBodySchema, "Sem sessão"),
  404: json(errorBodySchema, "Não encontrado"),
  409: json(errorBodySchema, "Conflito"),
  502: json(errorBodySchema, "Provedor de pagamento indisponível"),
};
// Paying, changing the plan and reading the payments are the owner's (assertOwner).
const ownerErrorResponses = { ...errorResponses, 403: json(errorBodySchema, "Apenas o proprietário do espaço de trabalho") };
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

const myPlanSchema = myPlanResponseSchema.openapi("MyPlan");
const paymentSchema = paymentResponseSchema.openapi("Payment");
const creditSchema = creditResponseSchema.openapi("Credit");
const planChangesSchema = planChangesResponseSchema.openapi("PlanChanges");

const routes = {
  options: createRoute({
    method: "get",
    path: "/billing/options",
    tags: ["Assinatura"],
    summary: "Como se paga",
    description: "Provedor de pagamento (Stripe ou o ambiente de testes local) e formas de pagamento oferecidas.",
    responses: {
      200: json(
        z.object({ provider: z.enum(["stripe", "sandbox"]), paymentMethods: z.array(z.enum(paymentMethodIds)) }),
        "Opções de pagamento",
      ),
    },
  }),
  checkout: createRoute({
    method: "post",
    path: "/billing/checkout",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Criar sessão de pagamento",
    description: "Devolve a URL do checkout do provedor (Stripe ou ambiente de testes).",
    request: body(z.object({ planType: z.enum(planIds) })),
    responses: { 200: json(urlSchema, "URL do checkout"), ...ownerErrorResponses },
  }),
  verify: createRoute({
    method: "post",
    path: "/billing/verify",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Verificar pagamento",
    description: "Consulta o provedor sobre a sessão de pagamento do usuário.",
    request: body(z.object({ sessionId: z.string().min(1).max(200) })),
    responses: {
      200: json(paymentVerificationSchema, "Situação do pagamento"),
      ...ownerErrorResponses,
    },
  }),
  myPlan: createRoute({
    method: "get",
    path: "/billing/subscription",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Meu plano",
    responses: { 200: json(myPlanSchema, "Assinatura atual ou null"), ...errorResponses },
  }),
  changes: createRoute({
    method: "get",
    path: "/billing/subscription/changes",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Planos para os quais se pode mudar",
    description:
      "Para cada plano, o motivo pelo qual o espaço de trabalho não cabe nele agora (contas, usuários, concorrentes), ou null. Só o proprietário.",
    responses: { 200: json(planChangesSchema, "Recusas por plano"), ...ownerErrorResponses },
  }),
  cancel: createRoute({
    method: "post",
    path: "/billing/subscription/cancel",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Cancelar plano",
    description: "Cancela ao fim do período atual: o acesso continua até current_period_end.",
    request: body(z.object({ subscriptionId: z.uuid() })),
    responses: { 200: json(myPlanSchema, "Assinatura relida"), ...ownerErrorResponses },
  }),
  resume: createRoute({
    method: "post",
    path: "/billing/subscription/resume",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Desfazer cancelamento",
    request: body(z.object({ subscriptionId: z.uuid() })),
    responses: { 200: json(myPlanSchema, "Assinatura relida"), ...ownerErrorResponses },
  }),
  change: createRoute({
    method: "post",
    path: "/billing/subscription/change",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Mudar de plano",
    description: "Upgrade ou downgrade imediato pelo provedor, com cobrança proporcional.",
    request: body(z.object({ subscriptionId: z.uuid(), planType: z.enum(planIds) })),
    responses: {
      200: json(myPlanSchema, "Assinatura relida"),
      ...ownerErrorResponses,
      403: json(errorBodySchema, "Apenas o proprietário, ou o uso passa do limite do novo plano"),
    },
  }),
  payments: createRoute({
    method: "get",
    path: "/billing/payments",
    tags: ["Assinatura"],
    security: sessionSecurity,
    summary: "Histórico de faturamento",
    description:
      "Pagamentos do mais recente ao mais antigo, e o crédito que o provedor de pagamento guarda para as próximas cobranças (o de um downgrade), com seus lançamentos.",
    responses: {
      200: json(z.object({ payments: z.array(paymentSchema), credit: creditSchema.nullable() }), "Pagamentos e crédito"),
      ...ownerErrorResponses,
    },
  }),
};

export function billingRoutes(ctx: AppContext) {
  const router = createRouter();
  router.openapi(routes.options, (c) =>
    c.json({ provider: ctx.payments.kind, paymentMethods: [...ctx.payments.paymentMethods] }, 200),
  );
  router.use("/billing/*", requireMember(ctx));
  return router
    .openapi(routes.checkout, async (c) =>
      c.json(await startCheckout(ctx, c.get("workspace"), c.get("user"), c.req.valid("json").planType), 200),
    )
    .openapi(routes.verify, async (c) => {
      const result = await verifyCheckout(ctx, c.get("workspace"), c.req.valid("json").sessionId);
      if (result.status === "success") await checkoutVerifiedHook.run(ctx, c.get("workspace").id);
      return c.json(result, 200);
    })
    .openapi(routes.myPlan, async (c) => c.json(await readMyPlan(ctx, c.get("workspace").id), 200))
    .openapi(routes.cancel, async (c) =>
      c.json(await setCancellation(ctx, c.get("workspace"), c.req.valid("json").subscriptionId, true), 200),
    )
    .openapi(routes.resume, async (c) =>
      c.json(await setCancellation(ctx, c.get("workspace"), c.req.valid("json").subscriptionId, false), 200),
    )
    .openapi(routes.changes, async (c) => {
      assertOwner(c.get("workspace"));
      const inUse = await countPlanUsage(ctx, c.get("workspace").id);
      const plans = listPlans().map((plan) => ({
        planType: plan.id,
        refusal: describePlanChangeRefusal(plan.id, inUse)?.message ?? null,
      }));
      return c.json({ plans }, 200);
    })
    .openapi(routes.change, async (c) => {
      const { subscriptionId, planType } = c.req.valid("json");
      const inUse = await countPlanUsage(ctx, c.get("workspace").id);
      return c.json(await changePlan(ctx, c.get("workspace"), subscriptionId, planType, inUse), 200);
    })
    .openapi(routes.payments, async (c) => c.json(await readPaymentHistory(ctx, c.get("workspace")), 200));
}

/** What the workspace uses that a plan limits (docs/product/plans-and-limits.md). */
async function countPlanUsage(ctx: AppContext, workspaceId: string): Promise<PlanUsage> {
  const [seats, counted] = await Promise.all([countWorkspaceSeats(ctx, workspaceId), planUsageHook.gather(ctx, workspaceId)]);
  const { accountsPerNetwork, competitors }: Partial<PlanUsage> = Object.assign({}, ...counted);
  if (accountsPerNetwork === undefined || competitors === undefined)
    throw new Error("plan usage: accounts or competitors not counted");
  return { accountsPerNetwork, seats, competitors };
}
