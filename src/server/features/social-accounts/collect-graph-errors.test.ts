import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialMediaProfiles } from "../../db/schema/index";
import { startContractServer, type ContractServer } from "../../integrations/networks/instagram/contract-server";
import { createGraphSource } from "../../integrations/networks/instagram/graph";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { connectWithInstagramLogin } from "../../test/instagram-login";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

// The collection of an account connected with Instagram Login, read by the real Graph adapter from
// a local server answering Graph's documented error body: a permission error ends the run at once
// with "Reconexão necessária" (the account's needsReconnect) and names the permission.
let graph: ContractServer;
beforeAll(async () => {
  graph = await startContractServer();
});
afterAll(() => graph.close());

const t = useTestServer(() => {
  const env = createTestEnv();
  return { env, networks: { instagram: { ...createInstagram(env), ownProfiles: createGraphSource({ baseUrl: graph.url }) } } };
});

describe("a collection refused for a missing permission", () => {
  it("ends without retrying, asks for reconnection and names the permission", async () => {
    graph.handle(() => ({
      status: 403,
      body: {
        error: {
          message: "(#10) This endpoint requires the 'instagram_business_manage_insights' permission.",
          type: "OAuthException",
          code: 10,
          fbtrace_id: "AbC10",
        },
      },
    }));
    const { client } = await paidUser(t.server);
    const { account, run } = await connectWithInstagramLogin(t.server, client, "lojapermissao");
    const ended = await waitFor(async () => {
      const current = (await (await client.request(`/api/collection-runs/${run.id}`)).json()) as {
        status: string;
        errorCode: string | null;
        errorMessage: string | null;
      };
      return current.status === "failed" || current.status === "succeeded" ? current : undefined;
    }, 40_000);
    expect(ended).toEqual(
      expect.objectContaining({
        status: "failed",
        errorCode: "token_revoked",
        errorMessage:
          "A conexão perdeu a permissão instagram_business_manage_insights. Reconecte a conta e autorize essa permissão para continuar coletando dados.",
      }),
    );
    // One attempt: a permission error is not retried as if it were temporary.
    expect(graph.requests.filter((request) => request.url.pathname === "/v23.0/me")).toHaveLength(1);
    const [row] = await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, account.id));
    expect(row?.needsReconnect).toBe(true);
  });
});
