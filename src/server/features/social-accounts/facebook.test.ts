import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AddCompetitorResult } from "@core/competitors/competitor-figures";
import { accountDays, collectionRuns, facebookConnections, socialMediaProfiles } from "../../db/schema/index";
import { createSandboxFacebookLogin, sandboxFacebookCode } from "../../integrations/networks/instagram/facebook-login";
import { createInstagram } from "../../integrations/networks/instagram/index";
import { createTestEnv, useTestServer, waitFor } from "../../test/server";
import { paidUser } from "../../test/users";

// The sandbox Facebook Login, with its business_discovery recorded: competitors of a workspace
// with an active Facebook connection are read through it, the others through the public-profile port.
const discovered: { igUserId: string; username: string }[] = [];
const scraped: string[] = [];
// The own account read through the connection: the IG user id asked each time.
const ownReads: string[] = [];

const t = useTestServer(() => {
  const env = createTestEnv();
  const real = createInstagram(env);
  const sandbox = createSandboxFacebookLogin({
    appUrl: env.APP_URL,
    demo: real.publicProfiles,
  });
  return {
    env,
    networks: {
      instagram: {
        ...real,
        publicProfiles: {
          ...real.publicProfiles,
          async fetchProfile(input) {
            scraped.push(input.username);
            return real.publicProfiles.fetchProfile(input);
          },
        },
        facebook: {
          ...sandbox,
          discovery: {
            async fetchProfile(input) {
              discovered.push({
                igUserId: input.igUserId,
                username: input.username,
              });
              return sandbox.discovery.fetchProfile(input);
            },
          },
          graph: {
            ...sandbox.graph,
            async fetchOwnProfile(input) {
              ownReads.push(input.igUserId);
              return sandbox.graph.fetchOwnProfile(input);
            },
          },
        },
      },
    },
  };
});

type Connection = {
  status: string;
  pages: { pageId: string }[];
  igUsername: string | null;
};

async function connectFacebook(client: Awaited<ReturnType<typeof paidUser>>["client"]) {
  const { url } = (await (await client.post("/api/facebook/connect", {})).json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.pathname).toBe("/sandbox/facebook/authorize");
  const page = await t.server.app.request(`${authorize.pathname}${authorize.search}`);
  expect(page.status).toBe(200);
  const dialog = await page.text();
  expect(dialog).toContain("Ambiente de testes");
  // The permissions the live configuration must grant, ads_read among them (a Business Manager's Pages).
  expect(dialog).toContain("<code>business_management</code>");
  expect(dialog).toContain("<code>ads_read</code>");
  return authorize.searchParams.get("state")!;
}

describe("Conectar com o Facebook", () => {
  it("connects through the sandbox login, lets the person choose the Page, and reads competitors through business_discovery", async () => {
    const user = await paidUser(t.server, "advanced");
    const before = (await (await user.client.request("/api/facebook/connection")).json()) as Connection & {
      available: boolean;
      sandbox: boolean;
    };
    expect(before).toMatchObject({
      available: true,
      sandbox: true,
      status: "none",
    });

    const state = await connectFacebook(user.client);
    const wrongCode = await user.client.post("/api/facebook/callback", {
      code: "outro",
      state,
    });
    expect(wrongCode.status).toBe(400);
    const choosing = (await (
      await user.client.post("/api/facebook/callback", {
        code: sandboxFacebookCode,
        state,
      })
    ).json()) as Connection;
    expect(choosing.status).toBe("choosing");
    expect(choosing.pages.map((p) => p.pageId)).toEqual(["sandbox-page-1", "sandbox-page-2"]);
    // The state is spent.
    expect(
      (
        await user.client.post("/api/facebook/callback", {
          code: sandboxFacebookCode,
          state,
        })
      ).status,
    ).toBe(400);
    // The token is stored encrypted.
    const [row] = await t.server.context.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.workspaceId, user.workspaceId));
    expect(row!.accessToken).not.toContain("sandbox-fb-token");

    expect(
      (
        await user.client.post("/api/facebook/connection/page", {
          pageId: "nao-autorizada",
        })
      ).status,
    ).toBe(404);
    const active = (await (
      await user.client.post("/api/facebook/connection/page", {
        pageId: "sandbox-page-2",
      })
    ).json()) as Connection;
    expect(active).toMatchObject({
      status: "active",
      igUsername: "meucafe_teste",
    });

    const added = (await (
      await user.client.post("/api/competitors", {
        username: "cafe_concorrente",
      })
    ).json()) as Extract<AddCompetitorResult, { status: "added" }>;
    expect(added.status).toBe("added");
    await waitFor(async () => {
      const [day] = await t.server.context.db
        .select()
        .from(accountDays)
        .where(eq(accountDays.socialProfileId, added.competitor.id))
        .limit(1);
      return day ? true : undefined;
    }, 40_000);
    // The add check and the collection both asked business_discovery, from the chosen account.
    expect(discovered.filter((d) => d.username === "cafe_concorrente")).toEqual([
      { igUserId: "17841400000000102", username: "cafe_concorrente" },
      { igUserId: "17841400000000102", username: "cafe_concorrente" },
    ]);
    expect(scraped).not.toContain("cafe_concorrente");

    // Disconnected: back to the public-profile port.
    expect(
      (
        await user.client.request("/api/facebook/connection", {
          method: "DELETE",
        })
      ).status,
    ).toBe(200);
    expect((await user.client.post("/api/competitors", { username: "cafe_dois" })).status).toBe(201);
    expect(scraped).toContain("cafe_dois");
    expect(discovered.map((d) => d.username)).not.toContain("cafe_dois");
  }, 90_000);

  it("never uses another person's or workspace's state, and keeps connections apart", async () => {
    const owner = await paidUser(t.server, "advanced");
    const stranger = await paidUser(t.server, "advanced");
    const state = await connectFacebook(owner.client);
    expect(
      (
        await stranger.client.post("/api/facebook/callback", {
          code: sandboxFacebookCode,
          state,
        })
      ).status,
    ).toBe(400);
    expect(((await (await stranger.client.request("/api/facebook/connection")).json()) as Connection).status).toBe("none");
    expect(
      (
        await stranger.client.request("/api/facebook/connection", {
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    await owner.client.post("/api/facebook/callback", {
      code: sandboxFacebookCode,
      state,
    });
    expect(((await (await owner.client.request("/api/facebook/connection")).json()) as Connection).status).toBe("choosing");
  }, 60_000);
});

type Account = {
  id: string;
  username: string;
  connectionType: string;
  dataSource: string;
  needsReconnect: boolean;
  followersCount: number | null;
};
type Client = Awaited<ReturnType<typeof paidUser>>["client"];

const listAccounts = async (client: Client) =>
  (
    (await (await client.request("/api/accounts")).json()) as {
      accounts: Account[];
    }
  ).accounts;

async function connectAndChoose(client: Client, pageId: string) {
  const state = await connectFacebook(client);
  expect(
    (
      await client.post("/api/facebook/callback", {
        code: sandboxFacebookCode,
        state,
      })
    ).status,
  ).toBe(200);
  return client.post("/api/facebook/connection/page", { pageId });
}

async function succeededRuns(accountId: string) {
  return (await t.server.context.db.select().from(collectionRuns).where(eq(collectionRuns.socialProfileId, accountId))).filter(
    (run) => run.status === "succeeded",
  );
}

describe("the Instagram account connected through Facebook", () => {
  it("becomes an own account collected through Facebook Login (sandbox data, labelled), by the button too, and is reused on a new connect", async () => {
    const user = await paidUser(t.server, "advanced");
    expect((await connectAndChoose(user.client, "sandbox-page-1")).status).toBe(200);
    const [account, ...others] = await listAccounts(user.client);
    expect(others).toEqual([]);
    expect(account).toMatchObject({
      username: "minhaloja_teste",
      connectionType: "facebook",
      dataSource: "demo",
      needsReconnect: false,
    });
    // Its first collection runs through the connection's Graph source (the sandbox stand-in after the adapter boundary).
    await waitFor(async () => ((await succeededRuns(account!.id)).length === 1 ? true : undefined), 40_000);
    expect(ownReads.filter((id) => id === "17841400000000101")).toHaveLength(1);
    const [collected] = await listAccounts(user.client);
    expect(collected!.followersCount).toBeGreaterThan(0);
    const [row] = await t.server.context.db.select().from(socialMediaProfiles).where(eq(socialMediaProfiles.id, account!.id));
    // The token lives in the connection only.
    expect(row).toMatchObject({
      platformUserId: "17841400000000101",
      accessToken: null,
      kind: "own",
    });

    // "COLETAR DADOS": the same path.
    expect((await user.client.post(`/api/accounts/${account!.id}/collect`, {})).status).toBeLessThan(300);
    await waitFor(async () => ((await succeededRuns(account!.id)).length === 2 ? true : undefined), 40_000);
    expect(ownReads.filter((id) => id === "17841400000000101")).toHaveLength(2);

    // Connecting again with the same Page reuses the account.
    expect((await connectAndChoose(user.client, "sandbox-page-1")).status).toBe(200);
    expect((await listAccounts(user.client)).map((a) => a.id)).toEqual([account!.id]);

    // Another Page: its account joins; the first one can no longer be read through the connection.
    expect((await connectAndChoose(user.client, "sandbox-page-2")).status).toBe(200);
    const after = await listAccounts(user.client);
    expect(after.map((a) => [a.username, a.needsReconnect]).sort()).toEqual([
      ["meucafe_teste", false],
      ["minhaloja_teste", true],
    ]);

    // Disconnecting Facebook leaves its account asking for reconnection, history kept.
    expect(
      (
        await user.client.request("/api/facebook/connection", {
          method: "DELETE",
        })
      ).status,
    ).toBe(200);
    expect((await listAccounts(user.client)).every((a) => a.needsReconnect)).toBe(true);
  }, 120_000);

  it("reuses an account added by username instead of doubling it", async () => {
    const user = await paidUser(t.server, "basic");
    const manual = (await (await user.client.post("/api/accounts", { username: "minhaloja_teste" })).json()) as Account;
    expect((await connectAndChoose(user.client, "sandbox-page-1")).status).toBe(200);
    const accounts = await listAccounts(user.client);
    expect(accounts.map((a) => [a.id, a.connectionType])).toEqual([[manual.id, "facebook"]]);
  }, 60_000);

  it("counts against the plan's accounts: past the limit, PLAN_LIMIT and nothing is written", async () => {
    const user = await paidUser(t.server, "basic");
    await user.client.post("/api/accounts", { username: "outra_conta" });
    const refused = await connectAndChoose(user.client, "sandbox-page-2");
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as {
      error: { code: string; message: string };
    };
    expect(body.error.code).toBe("PLAN_LIMIT");
    expect(body.error.message).toMatch(/plano/i);
    expect((await listAccounts(user.client)).map((a) => a.username)).toEqual(["outra_conta"]);
    // The choice was not saved either: the person can still choose after freeing a slot.
    expect(((await (await user.client.request("/api/facebook/connection")).json()) as Connection).status).toBe("choosing");
  }, 60_000);
});
