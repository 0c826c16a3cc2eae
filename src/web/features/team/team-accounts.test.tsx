// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { readAccountsAgain } from "~/lib/social-accounts-api";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import type { Team } from "./team-api";
import { TeamOverview } from "./team-overview";
import { socialAccount } from "../../test/social-account";

const accountId = "a0000000-0000-4000-8000-000000000001";

const team: Team = {
  workspace: { id: "w1", name: "Café Aurora" },
  role: "owner",
  canManage: true,
  seats: { used: 2, limit: 3, planName: "Inteligram Go", fullMessage: null },
  members: [
    {
      userId: "u-owner",
      name: "Otávio Dono",
      email: "otavio@exemplo.com.br",
      role: "owner",
      accountIds: null,
      clientIds: [],
      joinedAt: "2026-03-01T15:00:00Z",
      isYou: true,
    },
    {
      userId: "u-member",
      name: "Bruna Membro",
      email: "bruna@exemplo.com.br",
      role: "viewer",
      accountIds: [accountId],
      clientIds: [],
      joinedAt: "2026-03-05T15:00:00Z",
      isYou: false,
    },
  ],
  invitations: [],
};

/** GET /api/accounts as the server answers it (src/server/features/social-accounts/social-accounts.routes.ts). */
function serveAccounts() {
  const server = { username: "cafe.aurora", reads: 0 };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      expect(new URL(String(input), "http://localhost").pathname).toBe("/api/accounts");
      server.reads += 1;
      return Response.json({
        accounts: [socialAccount({ id: accountId, username: server.username })],
      });
    }),
  );
  return server;
}

/** Another page part that lists the accounts (the profile switch, the reports' form). */
function AccountNames() {
  const accounts = useSocialAccounts();
  return <p data-testid="account-names">{accounts.data?.map((account) => `@${account.username}`).join(", ")}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the team's accounts", () => {
  it("are the workspace's one accounts list: one request, and a change read again by every part that shows it", async () => {
    const server = serveAccounts();
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TeamOverview team={team} />
          <AccountNames />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const bruna = screen.getAllByTestId("team-member").find((row) => row.textContent?.includes("Bruna Membro"))!;
    await within(bruna).findByText(/@cafe\.aurora \(Instagram\)/);
    expect((await screen.findByTestId("account-names")).textContent).toBe("@cafe.aurora");
    // The members' list, the invite form and the other part share one answer.
    expect(server.reads).toBe(1);

    // Renamed on the network, then read again as after connecting or choosing an account.
    server.username = "cafe.aurora.oficial";
    await act(() => readAccountsAgain(client));
    await within(bruna).findByText(/@cafe\.aurora\.oficial \(Instagram\)/);
    expect(screen.getByTestId("account-names").textContent).toBe("@cafe.aurora.oficial");
    expect(server.reads).toBe(2);
  });
});
