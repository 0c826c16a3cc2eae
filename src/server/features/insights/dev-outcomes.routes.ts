import { getSaoPauloWeekdayHour } from "@core/social/sao-paulo-time";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { HonoEnv } from "../../http/hono-env";
import { demoAdviceResponse, demoPostFollows } from "../../integrations/networks/instagram/demo-advice";
import { readAccount } from "../social-accounts/accounts.service";
import { requireMember } from "../team/require-member";
import { listPostsSince, moveOpenOutcomesBack, reshapePost, saveBaseline, type OutcomeRow } from "./outcomes.queries";
import { computeBaseline, measureDueOutcomes } from "./outcomes.service";

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/**
 * Development only (never mounted in production): ages the account's pending outcomes by `days`,
 * as if its recommendations had been marked done that long ago (the baseline is read again as of
 * then), lets a demo account respond to the advice on its posts since (demo-advice.ts), and
 * measures what came due — so the 30-day outcome can be seen without waiting 30 days.
 */
export function devOutcomeAgingRoutes(ctx: AppContext) {
  const body = z.object({ accountId: z.uuid(), days: z.number().int().min(1).max(60).default(30) });
  return new Hono<HonoEnv>().use(requireMember(ctx)).post("/", async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError("INVALID_INPUT", "Dados inválidos.");
    const workspaceId = c.get("workspace").id;
    const account = await readAccount(ctx, workspaceId, parsed.data.accountId);
    const now = new Date();
    const rows = await moveOpenOutcomesBack(ctx.db, workspaceId, account.id, parsed.data.days);
    const rebased: OutcomeRow[] = [];
    for (const row of rows) {
      const baseline = await computeBaseline(ctx, workspaceId, account.id, row.ruleId, row.doneAt, now, row.title);
      await saveBaseline(ctx.db, row.id, baseline);
      // The change's target as of the new "done" (the best hour then may not be the best hour now).
      rebased.push({ ...row, ...baseline });
    }
    if (account.dataSource === "demo") await respondAsDemo(ctx, account.username, rebased, now);
    const measured = await measureDueOutcomes(ctx, now, account.id);
    return c.json({ ok: true, aged: rows.length, measured });
  });
}

/**
 * The demo account's response to the followed recommendations, on its posts since the first was
 * marked done: a post that follows a recommendation takes its change, and its interactions the
 * largest lift among the recommendations it follows (lifts never compound).
 */
async function respondAsDemo(ctx: Pick<AppContext, "db">, username: string, rows: OutcomeRow[], now: Date) {
  if (rows.length === 0) return;
  const since = new Date(Math.min(...rows.map((row) => row.doneAt.getTime())));
  for (const post of await listPostsSince(ctx.db, rows[0]!.socialProfileId, since)) {
    let factor = 1;
    let change: ReturnType<typeof changeOf> = {};
    for (const row of rows) {
      if (post.publishedAt < row.doneAt) continue;
      const response = demoAdviceResponse(username, row.ruleId);
      if (!response.follows || !demoPostFollows(username, row.ruleId, post.mediaId)) continue;
      factor = Math.max(factor, response.factor);
      change = { ...change, ...changeOf(row, { ...post, caption: change.caption ?? post.caption }, now) };
    }
    if (factor !== 1 || Object.keys(change).length > 0) await reshapePost(ctx.db, post.id, { factor, ...change });
  }
}

type PostType = "image" | "sidecar" | "video" | "clips";

/** What following the advice changes on a post: its format, day, hour or hashtags. */
function changeOf(
  row: OutcomeRow,
  post: { type: PostType; caption: string; publishedAt: Date },
  now: Date,
): { type?: PostType; publishedAt?: Date; caption?: string } {
  const inWindow = (instant: Date) => (instant >= row.doneAt && instant <= now ? instant : undefined);
  switch (row.changeKind) {
    case "reels_share":
      return { type: "clips" };
    case "format_share":
      return isPostType(row.changeTarget) ? { type: row.changeTarget } : {};
    case "hour_share": {
      const { hour } = getSaoPauloWeekdayHour(post.publishedAt.getTime());
      const moved = new Date(post.publishedAt.getTime() + (Number(row.changeTarget) - hour) * hourMs);
      return { publishedAt: inWindow(moved) };
    }
    case "weekday_share": {
      const { weekday } = getSaoPauloWeekdayHour(post.publishedAt.getTime());
      const ahead = (Number(row.changeTarget) - weekday + 7) % 7;
      const moved = new Date(post.publishedAt.getTime() + (ahead <= 3 ? ahead : ahead - 7) * dayMs);
      return { publishedAt: inWindow(moved) };
    }
    case "hashtags_per_post":
      return { caption: `${post.caption}\n\n#dica #conteudo #brasil` };
    default:
      return {};
  }
}

const isPostType = (value: string | null): value is PostType =>
  value === "image" || value === "sidecar" || value === "video" || value === "clips";
