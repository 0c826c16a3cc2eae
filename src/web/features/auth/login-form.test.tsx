// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "~/lib/auth";
import { LoginForm } from "./login-form";

function renderLogin(email: string | null) {
  render(
    <MemoryRouter>
      <AuthProvider>
        <LoginForm plan={null} redirectTo="/convite/x" invitationToken={null} notice={null} email={email} />
      </AuthProvider>
    </MemoryRouter>,
  );
  return screen.getByLabelText<HTMLInputElement>("Email");
}

// Signed out: the session read answers null instead of reaching for a server.
beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(null)),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LoginForm", () => {
  it("starts with the invited e-mail in its field when it comes from an invitation", () => {
    expect(renderLogin("ana@exemplo.com.br").value).toBe("ana@exemplo.com.br");
  });

  it("starts empty otherwise", () => {
    expect(renderLogin(null).value).toBe("");
  });
});
