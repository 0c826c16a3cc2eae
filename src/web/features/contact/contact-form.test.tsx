// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unexpectedErrorMessage } from "~/lib/api";
import { ContactForm } from "./contact-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("says a failure that is not the server's in pt-BR, never the browser's English", async () => {
    // The answer's body breaks off (the connection dropped while it was read): the browser's own
    // TypeError reaches the form, not an ApiError with the server's pt-BR message.
    const brokenBody = new ReadableStream({ start: (controller) => controller.error(new TypeError("Failed to fetch")) });
    const fetchMock = vi.fn(async () => new Response(brokenBody, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome/), "Ana");
    await user.type(screen.getByLabelText(/^Sobrenome/), "Souza");
    await user.type(screen.getByLabelText(/^Email/), "ana@exemplo.com.br");
    await user.type(screen.getByLabelText(/^Mensagem/), "Quero conhecer o plano Pro.");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));

    expect((await screen.findByRole("alert")).textContent).toBe(unexpectedErrorMessage);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
