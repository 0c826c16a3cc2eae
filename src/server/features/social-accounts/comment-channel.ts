import type { ReplyAbility } from "@core/replies/replies-responses";
import type { AppContext } from "../../context";
import { networkOf, type Networks } from "../../integrations/networks/index";
import { SourceError, type CommentActions } from "../../integrations/networks/network.port";
import { findAccount, type AccountRow } from "./accounts.queries";
import { decryptConnectionToken, findConnection } from "./facebook.service";
import { freshAccessToken } from "./token-rotation";

// How an own account answers its comments on the network (docs/decisions/048-replies.md): the
// accounts feature knows its connections and tokens, the replies feature only asks.

type Ctx = Pick<AppContext, "db" | "env" | "networks" | "log" | "queue">;

export type CommentAbilityRow = Pick<AccountRow, "platform" | "connectionType" | "dataSource" | "needsReconnect">;

/**
 * Whether the account can answer through Inteligram, or why not: demo data answers into the
 * demo source; an account read through the network's API answers there; an account connected by
 * username (the public scraper) cannot; a network without a comments API cannot.
 */
export function commentAbilityOf(networks: Networks, account: CommentAbilityRow): ReplyAbility {
  if (!networkOf(networks, account.platform).commentActions) return "not_supported";
  if (account.dataSource === "demo") return "demo";
  if (account.connectionType === "manual" || account.dataSource !== "graph") return "username";
  if (account.needsReconnect) return "reconnect";
  return "yes";
}

export type CommentChannel = { ability: "yes" | "demo"; actions: CommentActions; accessToken: string };

/**
 * The actions and the credential that answer the account's comments now, or its ability when it
 * cannot. NOT_FOUND is the caller's: an account out of reach resolves to undefined.
 */
export async function openCommentChannel(
  ctx: Ctx,
  workspaceId: string,
  accountId: string,
  now: Date,
): Promise<CommentChannel | { ability: Exclude<ReplyAbility, "yes" | "demo"> } | undefined> {
  const account = await findAccount(ctx.db, workspaceId, accountId);
  if (!account || !account.isActive) return undefined;
  const ability = commentAbilityOf(ctx.networks, account);
  const set = networkOf(ctx.networks, account.platform).commentActions;
  if (!set || (ability !== "yes" && ability !== "demo")) return { ability: ability as Exclude<ReplyAbility, "yes" | "demo"> };
  if (ability === "demo")
    return { ability, actions: set.demo, accessToken: account.username ?? account.usernameManualInsert ?? "" };
  if (account.connectionType === "facebook") {
    const connection = await findConnection(ctx.db, workspaceId);
    if (!set.facebook || connection?.status !== "active" || connection.igUserId !== account.platformUserId) {
      throw new SourceError("token_revoked", "the workspace's Facebook connection no longer reaches this account");
    }
    return { ability, actions: set.facebook, accessToken: decryptConnectionToken(ctx, connection) };
  }
  return { ability, actions: set.own, accessToken: await freshAccessToken(ctx, account, now) };
}
