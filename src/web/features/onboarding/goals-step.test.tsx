// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unexpectedErrorMessage } from "~/lib/api";
import { createQueryClient } from "~/lib/query-client";
import { GoalsStep } from "./goals-step";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("GoalsStep", () => {
  it("says a failure that is not the server's in pt-BR, never the browser's English", async () => {
    // The answer's body breaks off (the connection dropped while it was read): the browser's own
    // TypeError reaches the step, not an ApiError with the server's pt-BR message.
    const brokenBody = new ReadableStream({ start: (controller) => controller.error(new TypeError("Failed to fetch")) });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(brokenBody, { status: 200 })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GoalsStep selected={["growth"]} onChange={() => {}} onSaved={() => {}} />
        <Toaster />
      </QueryClientProvider>,
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText("Erro ao salvar objetivos")).toBeTruthy();
    expect(screen.getByText(unexpectedErrorMessage)).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
