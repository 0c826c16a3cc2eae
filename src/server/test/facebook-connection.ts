import { encryptToken } from "../crypto/token-cipher";
import { facebookConnections, socialMediaProfiles } from "../db/schema/index";
import type { RunningServer } from "../app/bootstrap";
import { paidUser } from "./users";

/**
 * A paid workspace whose Instagram account came through Facebook Login (the sandbox's page
 * "Minha Loja" and its @minhaloja_teste), stored as the connection flow stores it: the token
 * encrypted, ending at `endsAt`.
 */
export async function facebookConnectedUser(
  server: RunningServer,
  { token, endsAt, status = "active" }: { token: string; endsAt: Date; status?: "active" | "reconnect_needed" },
) {
  const user = await paidUser(server);
  const page = { pageId: "sandbox-page-1", pageName: "Minha Loja", igUserId: "17841400000000101", igUsername: "minhaloja_teste" };
  const [connection] = await server.context.db
    .insert(facebookConnections)
    .values({
      workspaceId: user.workspaceId,
      status,
      accessToken: encryptToken(token, server.context.env.TOKEN_ENCRYPTION_KEY),
      tokenExpiresAt: endsAt,
      pages: [page],
      ...page,
    })
    .returning();
  const [account] = await server.context.db
    .insert(socialMediaProfiles)
    .values({
      workspaceId: user.workspaceId,
      platform: "instagram",
      platformUserId: page.igUserId,
      username: page.igUsername,
      connectionType: "facebook",
      dataSource: "demo",
      needsReconnect: status === "reconnect_needed",
    })
    .returning();
  return { ...user, connection: connection!, account: account! };
}
