// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import type { Team } from "./team-api";
import { TeamOverview } from "./team-overview";

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
      role: "editor",
      accountIds: null,
      clientIds: [],
      joinedAt: "2026-03-05T15:00:00Z",
      isYou: false,
    },
  ],
  invitations: [],
};

// The page's reads (the workspace's accounts) answer an empty list instead of reaching a server.
beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ accounts: [] })),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the member's role and accounts editor", () => {
  it("closes on Escape and gives the focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TeamOverview team={team} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const opener = screen.getByRole("button", { name: /Alterar papel e contas Bruna Membro/ });
    await user.click(opener);
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    const editor = screen.getByRole("form", { name: /Bruna Membro/ });
    await user.click(editor.querySelector("input, select, button") as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("form", { name: /Bruna Membro/ })).toBeNull();
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener);
  });

  it("gives the focus back to its button when cancelled", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TeamOverview team={team} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const opener = screen.getByRole("button", { name: /Alterar papel e contas Bruna Membro/ });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("form", { name: /Bruna Membro/ })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
