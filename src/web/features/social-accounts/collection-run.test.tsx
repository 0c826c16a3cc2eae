// @vitest-environment happy-dom
import type { CollectionRun, CollectionRunStatus } from "@core/social/account-responses";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CollectionTimings } from "~/lib/collection-polling";
import { createQueryClient } from "~/lib/query-client";
import { CollectionProgress } from "./collection-progress";
import { socialAccountsMessages } from "./social-accounts-messages";
import { useCollectionRun } from "./use-collection-run";

const runId = "5b0c6a52-3f0e-4b8e-9d57-2f3c1c9c8a11";
const run = (status: CollectionRunStatus, errorMessage: string | null = null): CollectionRun => ({
  id: runId,
  accountId: "0f6f7a3e-8d6b-4f55-a0a4-3f0f1f3b9b2c",
  status,
  errorCode: errorMessage ? "private_profile" : null,
  errorMessage,
  createdAt: "2026-11-22T12:00:00.000Z",
  finishedAt: status === "succeeded" || status === "failed" ? "2026-11-22T12:00:30.000Z" : null,
});

// The page's timings, shortened so a whole wait runs in milliseconds (the rules are the same);
// the time limit is cut only where the test is about it.
const timings: CollectionTimings = { pollIntervalMs: 1, giveUpAfterMs: 60_000, redirectDelayMs: 200 };

/** The server's answers to GET /api/collection-runs/{id}, one per read (the last one repeats). */
function serverAnswers(...answers: Response[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe(`/api/collection-runs/${runId}`);
    return (answers.length > 1 ? answers.shift()! : answers[0]!).clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function SetupCollection({ giveUpAfterMs }: { giveUpAfterMs?: number }) {
  const collection = useCollectionRun({ ...timings, giveUpAfterMs: giveUpAfterMs ?? timings.giveUpAfterMs });
  return (
    <>
      <button type="button" onClick={() => void collection.track(run("queued"))} disabled={collection.busy}>
        COLETAR DADOS
      </button>
      <CollectionProgress state={collection.state} />
    </>
  );
}

async function startCollection(giveUpAfterMs?: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/social-media-setup"]}>
        <Routes>
          <Route path="/social-media-setup" element={<SetupCollection giveUpAfterMs={giveUpAfterMs} />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole("button", { name: "COLETAR DADOS" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("following a collection on the setup page", () => {
  it("shows the run queued, then done, and opens the dashboard", async () => {
    serverAnswers(Response.json(run("running")), Response.json(run("succeeded")));
    await startCollection();
    expect(screen.getByRole("status").textContent).toContain(socialAccountsMessages.runQueued);
    expect(screen.getByRole("button", { name: "COLETAR DADOS" }).hasAttribute("disabled")).toBe(true);

    expect(await screen.findByText(socialAccountsMessages.runSucceeded)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("says the run failed with the run's own message, and the button works again", async () => {
    serverAnswers(Response.json(run("failed", "O perfil @fulano é privado.")));
    await startCollection();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("A coleta não foi concluída");
    expect(alert.textContent).toContain("O perfil @fulano é privado.");
    expect(screen.getByRole("button", { name: "COLETAR DADOS" }).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
  });

  it("past the time limit says the collection goes on in the background", async () => {
    const fetchMock = serverAnswers(Response.json(run("running")));
    await startCollection(50);

    expect(await screen.findByText("Coleta em segundo plano")).toBeTruthy();
    expect(screen.getByText(socialAccountsMessages.runTimedOut)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetchMock).toHaveBeenCalled();
  });

  it("keeps following through a server error, and stops with the server's message when it refuses", async () => {
    const fetchMock = serverAnswers(
      Response.json({ error: { code: "UNAVAILABLE", message: "Serviço indisponível." } }, { status: 503 }),
      Response.json({ error: { code: "UNAUTHENTICATED", message: "Sua sessão expirou. Entre novamente." } }, { status: 401 }),
    );
    await startCollection();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("A coleta não foi concluída");
    expect(alert.textContent).toContain("Sua sessão expirou. Entre novamente.");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
