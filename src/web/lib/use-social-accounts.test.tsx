// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountsMessages, useSocialAccounts } from "./use-social-accounts";

function AccountCount() {
  const accounts = useSocialAccounts();
  return <p>{accounts.data ? `${accounts.data.length} contas` : null}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useSocialAccounts", () => {
  it("tells a failed load once, however many parts of the page show the accounts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: { code: "UNAVAILABLE", message: "O serviço está indisponível no momento." } }, { status: 503 }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AccountCount />
        <AccountCount />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByText(accountsMessages.loadFailure);
    // Both parts' effects ran in the render that brought the failure, before the toaster drew it.
    expect(screen.getAllByText(accountsMessages.loadFailureTitle)).toHaveLength(1);
  });
});
