import type { RunningServer } from "../bootstrap";
import { TestClient } from "./http-client";
import { waitForEmailLink } from "./mailbox";

let counter = 0;
export const testPassword = "Inteligram#2026";
export const uniqueEmail = () => `pessoa${Date.now()}${counter++}@exemplo.com.br`;

/** Signs a new user up, follows the confirmation link, and returns the signed-in client. */
export async function signUpConfirmed(server: RunningServer, name = "Maria Souza") {
  const client = new TestClient(server.app);
  const email = uniqueEmail();
  const signUp = await client.post("/api/auth/sign-up/email", { name, email, password: testPassword, callbackURL: "/auth/callback" });
  if (signUp.status !== 200) throw new Error(`sign-up failed with ${signUp.status}`);
  const { path } = await waitForEmailLink(server.context.db, email, "Confirme sua conta");
  const confirmed = await client.request(path);
  if (confirmed.status !== 302) throw new Error(`confirmation failed with ${confirmed.status}`);
  const session = (await (await client.request("/api/auth/get-session")).json()) as { user: { id: string } };
  return { client, email, userId: session.user.id };
}
