import type { Context } from "hono";
import type { AppContext } from "../../context";
import { defineHook } from "../../hook";
import type { HonoEnv } from "../../http/hono-env";

/**
 * A member's request to a workspace's routes, its workspace resolved: a handler may refuse it by
 * throwing (lifecycle: a suspended workspace is read-only).
 */
export const memberRequestHook = defineHook<[ctx: Pick<AppContext, "db">, c: Context<HonoEnv>]>("team.member-request");
