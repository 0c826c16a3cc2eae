import type { RunningServer } from "../app/bootstrap";
import { TestClient } from "./http-client";
import { waitForEmailLink } from "./mailbox";
import { testOrigin, waitFor } from "./server";

let counter = 0;
export const testPassword = "Inteligram#2026";
export const uniqueEmail = () => `pessoa${Date.now()}${counter++}@exemplo.com.br`;

/** Signs a new user up, follows the confirmation link, and returns the signed-in client. */
export async function signUpConfirmed(server: RunningServer, name = "Maria Souza", email = uniqueEmail()) {
  const client = new TestClient(server.app);
  const signUp = await client.post("/api/auth/sign-up/email", {
    name,
    email,
    password: testPassword,
    callbackURL: "/auth/callback",
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed with ${signUp.status}`);
  const { path } = await waitForEmailLink(server.context.db, email, "Confirme sua conta");
  const confirmed = await client.request(path);
  if (confirmed.status !== 302) throw new Error(`confirmation failed with ${confirmed.status}`);
  const session = (await (await client.request("/api/auth/get-session")).json()) as { user: { id: string } };
  // The person's own workspace, made on their first request that needs one.
  const { currentId } = (await (await client.request("/api/workspaces")).json()) as { currentId: string };
  return { client, email, userId: session.user.id, workspaceId: currentId };
}

/**
 * Posts the sandbox checkout form of `url` (a card, or the simulated Pix where offered). A card gets a future
 * expiry date and a CVC unless the form names its own.
 */
export function payWithSandbox(server: RunningServer, url: string, form: Record<string, string>) {
  const filled = form.method === "card" ? { expiry: "12/34", cvc: "123", holder: "Maria Souza", ...form } : form;
  return server.app.request(`${url.replace(/^https?:\/\/[^/]+/, "")}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
    body: new URLSearchParams(filled).toString(),
  });
}

/**
 * A confirmed user who paid for `plan` with the sandbox's 4242 card. The wait is long: in full
 * PostgreSQL runs the payment's provider event has now and then been applied only after about
 * 40 s (seen in 3 of the last 5 runs, each time in a different test; not reproduced alone).
 */
export async function paidUser(server: RunningServer, plan: "basic" | "advanced" | "sparks_pro" = "basic") {
  const user = await signUpConfirmed(server);
  const { url } = (await (await user.client.post("/api/billing/checkout", { planType: plan })).json()) as { url: string };
  await payWithSandbox(server, url, { method: "card", number: "4242424242424242" });
  await waitFor(async () => {
    const body = (await (await user.client.request("/api/billing/subscription")).json()) as { subscription: unknown };
    return body.subscription ?? undefined;
  }, 90_000);
  return user;
}

/** A paid user with one manually connected account whose first collection succeeded. */
export async function collectedUser(
  server: RunningServer,
  username = "natgeo",
  plan: "basic" | "advanced" | "sparks_pro" = "advanced",
) {
  const user = await paidUser(server, plan);
  const account = (await (await user.client.post("/api/accounts", { username })).json()) as { id: string };
  const run = (await (await user.client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
  await waitFor(async () => {
    const current = (await (await user.client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
    return current.status === "succeeded" ? current : undefined;
  }, 40_000);
  return { ...user, accountId: account.id };
}
