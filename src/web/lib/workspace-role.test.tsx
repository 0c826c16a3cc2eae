// @vitest-environment happy-dom
import { inlineDataElementId, serializeInlineData } from "@core/http/inline-data";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";
import { useMayEdit } from "./workspace-role";
import { useWorkspaces } from "./workspaces";

const list = {
  currentId: "6f1c2d3e-4a5b-4c6d-8e7f-aaaaaaaaaaaa",
  workspaces: [{ id: "6f1c2d3e-4a5b-4c6d-8e7f-aaaaaaaaaaaa", name: "Café Aurora", role: "viewer" }],
  endedMemberships: [],
};

/** A signed-in page's HTML as the server writes it: its answers in the data element (docs/decisions/021). */
function pageCarrying(answers: Record<string, unknown>) {
  history.replaceState(null, "", "/dashboard");
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = inlineDataElementId;
  element.textContent = serializeInlineData({ page: "/dashboard", servedAt: Date.now(), answers });
  document.body.append(element);
}

afterEach(() => {
  cleanup();
  document.getElementById(inlineDataElementId)?.remove();
  vi.unstubAllGlobals();
});

/** A page that hides a viewer's buttons (the role), under the frame's notice that reads the list. */
function PageAndFrame() {
  const mayEdit = useMayEdit();
  const workspaces = useWorkspaces();
  return (
    <p>
      {mayEdit ? "pode editar" : "só leitura"}, {workspaces.data?.workspaces.length ?? "?"} espaço(s)
    </p>
  );
}

describe("the workspaces' answer on a signed-in page", () => {
  it("serves the role and the list from the one answer the page came with, without asking the network", async () => {
    pageCarrying({ "/api/workspaces": list });
    const fetch = vi.fn(async () => Response.json(list));
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PageAndFrame />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("só leitura, 1 espaço(s)")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
