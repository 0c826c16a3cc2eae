import type { TestClient } from "./http-client";
import type { RunningServer } from "../app/bootstrap";
import { testOrigin, waitFor } from "./server";
import { paidUser } from "./users";

/*
 * A TikTok account connected through the sandbox Login Kit (decision 029) and collected: the
 * person's walk through POST /api/networks/tiktok/oauth/start, the local consent page and the
 * callback, then the first collection it queues (the demo creator: every post a video with its
 * duration, views and shares, 89 earlier days of history). Shared by the tests of every surface
 * that shows a TikTok account's figures.
 */

/** Walks the TikTok sandbox consent page as a browser would; returns the callback's code and state. */
export async function authorizeTikTok(server: RunningServer, client: TestClient, username: string, scopes?: readonly string[]) {
  const { url } = (await (await client.post("/api/networks/tiktok/oauth/start", {})).json()) as { url: string };
  const authorizeUrl = new URL(url);
  const form = new URLSearchParams({
    username,
    state: authorizeUrl.searchParams.get("state") ?? "",
    redirect_uri: authorizeUrl.searchParams.get("redirect_uri") ?? "",
  });
  for (const scope of scopes ?? ["user.info.basic", "user.info.profile", "user.info.stats", "video.list"])
    form.append("scope", scope);
  const consent = await server.app.request(authorizeUrl.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: form.toString(),
  });
  if (consent.status !== 302) throw new Error(`TikTok sandbox consent answered ${consent.status}: ${await consent.text()}`);
  const callback = new URL(consent.headers.get("location")!);
  return { code: callback.searchParams.get("code")!, state: callback.searchParams.get("state")! };
}

/** Connects a TikTok account for `client`'s workspace and waits for its first collection to succeed. */
export async function connectCollectedTikTok(server: RunningServer, client: TestClient, username = "criadora.tt") {
  const { code, state } = await authorizeTikTok(server, client, username);
  const response = await client.post("/api/networks/tiktok/oauth/callback", { code, state });
  if (response.status !== 200) throw new Error(`TikTok callback answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { account: { id: string }; run: { id: string } };
  await waitFor(async () => {
    const run = (await (await client.request(`/api/collection-runs/${body.run.id}`)).json()) as { status: string };
    if (run.status === "failed") throw new Error("The TikTok account's first collection failed");
    return run.status === "succeeded" ? run : undefined;
  }, 60_000);
  return body.account.id;
}

/** A paid user (Go by default) whose workspace has one collected TikTok account. */
export async function collectedTikTokUser(
  server: RunningServer,
  username = "criadora.tt",
  plan: "basic" | "advanced" | "sparks_pro" = "advanced",
) {
  const user = await paidUser(server, plan);
  const accountId = await connectCollectedTikTok(server, user.client, username);
  return { ...user, accountId };
}
