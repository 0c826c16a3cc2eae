import { addDaysTo, saoPauloDay } from "@core/analytics/period";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { requireMember } from "../team/require-member";
import { simulateFollowerDrop } from "./alerts.queries";
import { evaluateAccountAlerts } from "./alerts.service";

/**
 * Development only (never mounted in production): drops the account's followers by `percent`
 * from yesterday to today and evaluates the alerts, as a collection would, so the bell can be
 * tried and tested end to end.
 */
export function devFollowerDropRoutes(ctx: AppContext) {
  const body = z.object({ accountId: z.uuid(), percent: z.number().min(0.5).max(90).default(5) });
  return new Hono<HonoEnv>().use(requireMember(ctx)).post("/", async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError("INVALID_INPUT", "Dados inválidos.");
    const workspaceId = c.get("workspace").id;
    const today = saoPauloDay(new Date());
    const created = await ctx.db.transaction(async (tx) => {
      const dropped = await simulateFollowerDrop(
        tx,
        workspaceId,
        parsed.data.accountId,
        addDaysTo(today, -1),
        today,
        parsed.data.percent,
      );
      if (!dropped) throw new AppError("NOT_FOUND", "Conta não encontrada.");
      return evaluateAccountAlerts(ctx, tx, workspaceId, parsed.data.accountId);
    });
    return c.json({ ok: true, alerts: created.length });
  });
}
