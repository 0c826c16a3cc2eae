// @vitest-environment happy-dom
import { instagramUsernameMessages } from "@core/validation/instagram-username-rules";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { ConnectAccountCard } from "./connect-account-card";

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The server: no Facebook connection, and POST /api/accounts answered by `connect`. */
function server(connect: (body: { username: string }) => Response) {
  const posted: { username: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/accounts" && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { username: string };
        posted.push(body);
        return connect(body);
      }
      return json({
        available: false,
        sandbox: true,
        status: "none",
        pages: [],
        pageName: null,
        igUsername: null,
        connectedAt: null,
      });
    }),
  );
  return posted;
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ConnectAccountCard title="Conectar Meu Instagram" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = () => screen.getByLabelText("Nome de usuário do Instagram") as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute("role") === "alert")?.textContent;

describe("connecting an Instagram account by its username", () => {
  it("refuses a username Instagram would not accept, under the field, without asking the server", async () => {
    const posted = server(() => json({}, 500));
    renderCard();
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "Conectar" }).hasAttribute("disabled")).toBe(true);

    await user.type(field(), "@loja..aurora");
    await user.click(screen.getByRole("button", { name: "Conectar" }));

    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(field())).toBe(instagramUsernameMessages.doubleDot);
    expect(document.activeElement).toBe(field());
    expect(posted).toEqual([]);
  });

  it("clears the message as the person types again", async () => {
    server(() => json({}, 500));
    renderCard();
    const user = userEvent.setup();
    await user.type(field(), "loja aurora{Enter}");
    expect(errorOf(field())).toBe(instagramUsernameMessages.characters);

    await user.type(field(), "x");
    expect(field().getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal of the username under the field", async () => {
    const refusal = "Perfil não encontrado no Instagram.";
    const posted = server(() =>
      json({ error: { code: "INVALID_INPUT", message: "Dados inválidos.", fields: { username: refusal } } }, 400),
    );
    renderCard();
    const user = userEvent.setup();

    await user.type(field(), "@LojaAurora");
    await user.click(screen.getByRole("button", { name: "Conectar" }));

    expect(posted).toEqual([{ username: "lojaaurora" }]);
    await vi.waitFor(() => expect(errorOf(field())).toBe(refusal));
    expect(document.activeElement).toBe(field());
  });
});
