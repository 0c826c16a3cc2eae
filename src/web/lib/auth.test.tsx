import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth";
import { fetchSessionUser } from "./auth-session";

afterEach(() => {
  vi.unstubAllGlobals();
});

function ShowAuth() {
  const { user, loading } = useAuth();
  return <p>{`loading=${loading} user=${user?.email ?? "none"}`}</p>;
}

describe("auth context", () => {
  it("throws when used outside its provider", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderToString(<ShowAuth />)).toThrow("useAuth must be used inside <AuthProvider>.");
    consoleError.mockRestore();
  });

  it("renders loading and signed out while prerendering, without asking for the session", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);

    const html = renderToString(
      <AuthProvider>
        <ShowAuth />
      </AuthProvider>,
    );

    expect(html).toContain("loading=true user=none");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("fetchSessionUser", () => {
  function stubSession(body: unknown) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } })),
    );
  }

  it("reads no user from a signed-out answer", async () => {
    stubSession(null);
    await expect(fetchSessionUser()).resolves.toBeNull();
  });

  it("keeps only the id, e-mail and name of the session's user", async () => {
    stubSession({
      user: { id: "u1", email: "maria@exemplo.com.br", name: "Maria Souza", emailVerified: true, image: null },
      session: { id: "s1", token: "secret", expiresAt: "2026-01-01T00:00:00.000Z" },
    });
    await expect(fetchSessionUser()).resolves.toEqual({ id: "u1", email: "maria@exemplo.com.br", name: "Maria Souza" });
  });
});
