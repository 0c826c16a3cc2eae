import type { RunningServer } from "../app/bootstrap";
import type { TestClient } from "./http-client";
import { waitForEmail } from "./mailbox";
import { waitFor } from "./server";
import { signUpConfirmed } from "./users";

/**
 * A new person invited by `inviter` with a role (and the accounts they are limited to), who
 * accepts the e-mailed link: the workspace becomes their session's current one.
 */
export async function joinTeam(
  server: RunningServer,
  inviter: TestClient,
  input: { role?: "admin" | "editor" | "viewer"; accountIds?: string[] | null; name?: string } = {},
) {
  const person = await signUpConfirmed(server, input.name ?? "Pessoa da Equipe");
  const invited = await inviter.post("/api/team/invitations", {
    email: person.email,
    role: input.role,
    accountIds: input.accountIds,
  });
  if (invited.status !== 201) throw new Error(`invitation failed with ${invited.status}: ${await invited.text()}`);
  const message = await waitForEmail(server.context.db, person.email, "Convite para a equipe");
  const token = /\/convite\/([A-Za-z0-9_-]+)/.exec(message.html)![1]!;
  const accepted = await person.client.post(`/api/invitations/${token}/accept`, {});
  if (accepted.status !== 200) throw new Error(`accepting failed with ${accepted.status}: ${await accepted.text()}`);
  return { ...person, token, invitationHtml: message.html };
}

/** Connects one more account by username and waits for its first collection. */
export async function connectCollected(client: TestClient, username: string) {
  const connected = await client.post("/api/accounts", { username });
  if (connected.status !== 201 && connected.status !== 200)
    throw new Error(`connect failed with ${connected.status}: ${await connected.text()}`);
  const account = (await connected.json()) as { id: string };
  const run = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
  await waitFor(async () => {
    const current = (await (await client.request(`/api/collection-runs/${run.id}`)).json()) as { status: string };
    return current.status === "succeeded" ? current : undefined;
  }, 40_000);
  return { accountId: account.id, runId: run.id };
}
