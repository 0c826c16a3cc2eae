import type { RunningServer } from "../app/bootstrap";
import type { TestClient } from "./http-client";
import { testOrigin, waitFor } from "./server";

const allScopes = ["user.info.profile", "user.info.stats", "video.list"];

/**
 * Walks TikTok's sandbox consent page as a browser would (decision 029) and returns the code and
 * state the callback receives; `scopes` are the boxes left ticked.
 */
export async function authorizeTikTok(server: RunningServer, client: TestClient, username: string, scopes: string[] = allScopes) {
  const started = await client.post("/api/networks/tiktok/oauth/start", {});
  if (started.status !== 200) throw new Error(`oauth start answered ${started.status}`);
  const authorizeUrl = new URL(((await started.json()) as { url: string }).url);
  const body = new URLSearchParams({
    username,
    state: authorizeUrl.searchParams.get("state")!,
    redirect_uri: authorizeUrl.searchParams.get("redirect_uri")!,
  });
  for (const scope of scopes) body.append("scope", scope);
  const consent = await server.app.request(authorizeUrl.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: body.toString(),
  });
  const callback = new URL(consent.headers.get("location")!);
  return {
    code: callback.searchParams.get("code")!,
    state: callback.searchParams.get("state")!,
    callbackPath: callback.pathname,
  };
}

/** Connects a sandbox TikTok account and waits for its first collection. */
export async function connectTikTok(server: RunningServer, client: TestClient, username: string) {
  const { code, state } = await authorizeTikTok(server, client, username);
  const response = await client.post("/api/networks/tiktok/oauth/callback", { code, state });
  if (response.status !== 200) throw new Error(`tiktok callback answered ${response.status}: ${await response.text()}`);
  const { account, run } = (await response.json()) as { account: { id: string }; run: { id: string } };
  await waitFor(async () => {
    const current = (await (await client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
    return current.status === "succeeded" ? current : undefined;
  }, 40_000);
  return account.id;
}
