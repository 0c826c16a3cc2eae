import { expect } from "vitest";
import type { RunningServer } from "../app/bootstrap";
import type { TestClient } from "./http-client";
import { testOrigin } from "./server";

/**
 * Connects an account through the sandbox's Instagram Login consent page, as a browser would:
 * POST /api/networks/instagram/oauth/start, the consent form, then the callback. Answers the new
 * account and its first collection's run; where that collection goes is the test server's
 * Instagram source (the sandbox, or a Graph adapter pointed at a local server).
 */
export async function connectWithInstagramLogin(server: RunningServer, client: TestClient, username: string) {
  const { url } = (await (await client.post("/api/networks/instagram/oauth/start", {})).json()) as { url: string };
  const authorizeUrl = new URL(url);
  const consent = await server.app.request(authorizeUrl.pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: new URLSearchParams({
      username,
      state: authorizeUrl.searchParams.get("state")!,
      redirect_uri: authorizeUrl.searchParams.get("redirect_uri")!,
    }).toString(),
  });
  const callback = new URL(consent.headers.get("location")!);
  const response = await client.post("/api/networks/instagram/oauth/callback", {
    code: callback.searchParams.get("code"),
    state: callback.searchParams.get("state"),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { account: { id: string }; run: { id: string } };
}
