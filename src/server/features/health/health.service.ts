import packageJson from "../../../../package.json" with { type: "json" };
import type { AppContext } from "../../context";
import { probeDatabase } from "../../db/availability";

export type Health = Awaited<ReturnType<typeof readHealth>>;

export async function readHealth(ctx: Pick<AppContext, "env" | "database" | "queue">) {
  const databaseUp = await probeDatabase(ctx.database);
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
