// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, unexpectedErrorMessage } from "~/lib/api";
import { LoadError } from "./load-error";

afterEach(cleanup);

/** A page section that reads once, fails, and shows what a second read answers. */
function Reports({ read }: { read: () => Promise<string> }) {
  const reports = useQuery({ queryKey: ["reports"], queryFn: read, retry: false });
  if (reports.isError) {
    return (
      <LoadError
        title="Não foi possível carregar os relatórios"
        error={reports.error}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  }
  return <p>{reports.data ?? "Carregando..."}</p>;
}

const renderWithQueries = (node: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe("the error with a retry", () => {
  it("says what failed with the server's message, and 'Tentar novamente' reads again", async () => {
    const user = userEvent.setup();
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError("UNAVAILABLE", "O serviço está indisponível no momento.", 503))
      .mockResolvedValueOnce("2 relatórios");
    renderWithQueries(<Reports read={read} />);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Não foi possível carregar os relatórios");
    expect(alert.textContent).toContain("O serviço está indisponível no momento.");

    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByText("2 relatórios")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("says the unexpected-error text for a failure that is not the server's", async () => {
    renderWithQueries(<Reports read={() => Promise.reject(new TypeError("Failed to fetch"))} />);
    expect((await screen.findByRole("alert")).textContent).toContain(unexpectedErrorMessage);
  });

  it("cannot be pressed again while the read runs", async () => {
    const onRetry = vi.fn();
    render(<LoadError title="Não foi possível carregar o período." error={null} onRetry={onRetry} retrying />);
    const button = screen.getByRole("button", { name: "Tentar novamente" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.setup().click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("offers another way out instead of the retry when given one", () => {
    render(
      <LoadError
        title="Escolha um plano para buscar."
        error={null}
        onRetry={() => {}}
        variant="warning"
        action={<a href="/plans">Ver Planos</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "Ver Planos" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tentar novamente" })).toBeNull();
  });
});
