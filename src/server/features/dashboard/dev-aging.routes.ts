import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { requireMember } from "../team/require-member";
import { ageAnalytics } from "./dashboard.queries";

/**
 * Development only (never mounted in production): moves the signed-in user's collected data
 * back in time, so the 'Dados desatualizados' path can be tried and tested end to end.
 */
export function devAgingRoutes(ctx: Pick<AppContext, "sessions" | "db">) {
  const body = z.object({
    accountId: z.uuid(),
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
  });
  return new Hono<HonoEnv>().use(requireMember(ctx)).post("/", async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError("INVALID_INPUT", "Dados inválidos.");
    const moved = await ageAnalytics(ctx.db, c.get("workspace").id, parsed.data.accountId, parsed.data.hours);
    if (!moved) throw new AppError("NOT_FOUND", "Conta não encontrada.");
    return c.json({ ok: true });
  });
}
