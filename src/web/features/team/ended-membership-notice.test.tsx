// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { EndedMembershipNotice } from "./ended-membership-notice";

const ending = {
  id: "6f1c2d3e-4a5b-4c6d-8e7f-001122334455",
  reason: "removed",
  workspaceName: "Café Aurora",
  endedAt: "2026-12-01T15:00:00Z",
};

/** The server as the notice sees it: the workspace list with its endings, and the dismissal. */
function serve(endings: unknown[]) {
  let open = [...endings];
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? "GET"} ${new URL(url, "http://localhost").pathname}`);
      if (url.includes("/dismiss")) {
        open = [];
        return Response.json({ ok: true });
      }
      return Response.json({ currentId: "6f1c2d3e-4a5b-4c6d-8e7f-aaaaaaaaaaaa", workspaces: [], endedMemberships: open });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("EndedMembershipNotice", () => {
  it("tells a removed member which team they left and when, until they dismiss it", async () => {
    const calls = serve([ending]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EndedMembershipNotice />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Você não faz mais parte da equipe Café Aurora")).toBeTruthy();
    expect(screen.getByText(/removeu você desta equipe em 01\/12\/2026/)).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByText("Você não faz mais parte da equipe Café Aurora")).toBeNull());
    expect(calls).toContain(`POST /api/workspaces/endings/${ending.id}/dismiss`);
  });

  it("says nothing when no team ended", async () => {
    const calls = serve([]);
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <EndedMembershipNotice />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls).toContain("GET /api/workspaces"));
    expect(container.textContent).toBe("");
  });
});
