import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptToken } from "../../crypto/token-cipher";
import { socialMediaProfiles } from "../../db/schema/index";
import { startContractServer, type ContractServer } from "../../integrations/networks/instagram/contract-server";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { createInstagramOAuth } from "../../integrations/networks/instagram/oauth";
import { createTestEnv, useTestServer } from "../../test/server";
import { paidUser } from "../../test/users";
import { refreshTokensJob } from "./token-refresh.job";

// The daily refresh against a local server answering graph.instagram.com/refresh_access_token
// with Graph's documented error body: the application limit (341) is a passing throttle, a
// permission removed (200) needs the person.
let graph: ContractServer;
beforeAll(async () => {
  graph = await startContractServer();
});
afterAll(() => graph.close());

const t = useTestServer(() => {
  const env = createTestEnv();
  return {
    env,
    networks: {
      instagram: {
        ...createInstagram(env),
        oauth: createInstagramOAuth({ appId: "app-1", appSecret: "secret-1", graphBase: graph.url }),
      },
    },
  };
});

const day = 86400_000;
const graphError = (code: number, message: string) => ({
  status: 400,
  body: { error: { message, type: "OAuthException", code, fbtrace_id: `AbC${code}` } },
});

async function accountWithToken(token: string) {
  const user = await paidUser(t.server);
  const [account] = await t.server.context.db
    .insert(socialMediaProfiles)
    .values({
      workspaceId: user.workspaceId,
      platform: "instagram",
      platformUserId: `graph_${token}`,
      username: token,
      connectionType: "oauth",
      dataSource: "graph",
      accessToken: encryptToken(token, t.server.context.env.TOKEN_ENCRYPTION_KEY),
      tokenExpiresAt: new Date(Date.now() + 3 * day),
    })
    .returning();
  return account!;
}

const needsReconnect = async (id: string) =>
  (await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, id)))[0]!.needsReconnect;

describe("instagram.refresh-tokens and Graph's errors", () => {
  it("leaves a throttled refresh for the next run, and asks for reconnection when a permission is gone", async () => {
    graph.handle((request) => {
      if (request.url.pathname !== "/refresh_access_token") return undefined;
      return request.url.searchParams.get("access_token") === "limitada"
        ? graphError(341, "(#341) Application limit reached")
        : graphError(200, "(#200) Requires instagram_business_basic permission to manage the object");
    });
    const throttled = await accountWithToken("limitada");
    const revoked = await accountWithToken("sem_permissao");
    await refreshTokensJob.handler(
      {},
      { ...t.server.context, jobId: "test", retryCount: 0, signal: new AbortController().signal, settle: async () => {} },
    );
    expect(graph.requests.filter((request) => request.url.pathname === "/refresh_access_token")).toHaveLength(2);
    expect(await needsReconnect(throttled.id)).toBe(false);
    expect(await needsReconnect(revoked.id)).toBe(true);
  });
});
