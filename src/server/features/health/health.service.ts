import { sql } from "drizzle-orm";
import packageJson from "../../../../package.json" with { type: "json" };
import type { AppContext } from "../../context";

export type Health = Awaited<ReturnType<typeof readHealth>>;

export async function readHealth(ctx: Pick<AppContext, "env" | "database" | "queue">) {
  let databaseUp = true;
  try {
    await ctx.database.db.execute(sql`select 1`);
  } catch {
    databaseUp = false;
  }
  const queueStatus = ctx.queue.state;
  const ok = databaseUp && queueStatus === "running";
  return {
    status: ok ? ("ok" as const) : ("degraded" as const),
    version: packageJson.version,
    role: ctx.env.ROLE,
    database: { kind: ctx.database.kind, status: databaseUp ? ("up" as const) : ("down" as const) },
    providers: ctx.env.providers,
    queue: { status: queueStatus },
  };
}
