import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index";
import { TestClient } from "../../test/http-client";
import { waitForEmail, waitForEmailLink } from "../../test/mailbox";
import { useTestServer } from "../../test/server";
import { signUpConfirmed, testPassword, uniqueEmail } from "../../test/users";

const t = useTestServer();

const client = () => new TestClient(t.server.app);
const newEmail = uniqueEmail;
const password = testPassword;

async function signUp(c: TestClient, email: string, callbackURL = "/auth/callback") {
  return c.post("/api/auth/sign-up/email", { name: "Maria Souza", email, password, callbackURL });
}

const confirmedUser = async () => {
  const { client: c, email } = await signUpConfirmed(t.server);
  return { c, email };
};

async function errorOf(response: Response) {
  return (
    (await response.json()) as { error: { code: string; message: string; reason?: string; fields?: Record<string, string> } }
  ).error;
}

describe("sign-up and confirmation", () => {
  it("stores the full name, sends a pt-BR confirmation e-mail and keeps the user signed out", async () => {
    const c = client();
    const email = newEmail();
    const response = await signUp(c, email);
    expect(response.status).toBe(200);
    const [user] = await t.server.context.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Maria Souza", emailVerified: false });
    const session = await c.request("/api/auth/get-session");
    expect(await session.json()).toBeNull();

    const { message, link } = await waitForEmailLink(t.server.context.db, email, "Confirme sua conta");
    expect(message.subject).toBe("Confirme sua conta no Inteligram");
    expect(message.html).toContain("Olá, Maria Souza!");
    expect(message.text).toContain(link);
    expect(link.startsWith("http://localhost:3000/api/auth/verify-email?token=")).toBe(true);
  });

  it("confirms through the link, signs the user in and returns to /auth/callback with the chosen plan", async () => {
    const c = client();
    const email = newEmail();
    await signUp(c, email, "/auth/callback?plan=advanced");
    const { path } = await waitForEmailLink(t.server.context.db, email, "Confirme sua conta");
    const response = await c.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/callback?plan=advanced");
    const session = (await (await c.request("/api/auth/get-session")).json()) as { user: { email: string } };
    expect(session.user.email).toBe(email);
  });

  it("sends an invalid confirmation link back to the callback with an error and no session", async () => {
    const c = client();
    const response = await c.request("/api/auth/verify-email?token=nao-e-um-token&callbackURL=%2Fauth%2Fcallback");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\/callback\?error=/);
    expect(await (await c.request("/api/auth/get-session")).json()).toBeNull();
  });

  it("sends an expired confirmation link back with an error", async () => {
    const c = client();
    const email = newEmail();
    await signUp(c, email);
    const { path } = await waitForEmailLink(t.server.context.db, email, "Confirme sua conta");
    // The token is a signed JWT with a 24 h expiry; move the clock past it by signing an old one.
    const token = new URL(path, "http://x").searchParams.get("token")!;
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { exp: number };
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    const { createEmailVerificationToken } = await import("better-auth/api");
    const expired = await createEmailVerificationToken(t.server.context.env.AUTH_SECRET, email, undefined, -10);
    const response = await c.request(`/api/auth/verify-email?token=${expired}&callbackURL=%2Fauth%2Fcallback`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/error=token_expired/i);
  });

  it("normalises e-mails to lower case", async () => {
    const c = client();
    const email = newEmail();
    await signUp(c, email.toUpperCase());
    const [user] = await t.server.context.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
  });

  it("refuses a common password with a pt-BR reason", async () => {
    const response = await client().post("/api/auth/sign-up/email", {
      name: "Ana",
      email: newEmail(),
      password: "senha123",
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      code: "INVALID_INPUT",
      message: "Essa senha é muito comum. Escolha outra mais difícil de adivinhar.",
    });
  });

  it("refuses a password under 6 characters, calling it the password (not a new one)", async () => {
    const response = await client().post("/api/auth/sign-up/email", { name: "Ana", email: newEmail(), password: "a1b2" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("A senha deve ter pelo menos 6 caracteres.");
  });

  it("does not reveal that an e-mail is already registered", async () => {
    const { email } = await confirmedUser();
    const again = await signUp(client(), email);
    expect(again.status).toBe(200);
  });
});

describe("sign-in", () => {
  it("refuses an unconfirmed account, says how to confirm, and resends the link", async () => {
    const c = client();
    const email = newEmail();
    await signUp(c, email);
    const response = await c.post("/api/auth/sign-in/email", { email, password });
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.reason).toBe("EMAIL_NOT_VERIFIED");
    expect(error.message).toMatch(/^Confirme seu email antes de entrar/);

    const first = await waitForEmail(t.server.context.db, email, "Confirme sua conta");
    const resend = await c.post("/api/auth/send-verification-email", { email, callbackURL: "/auth/callback" });
    expect(resend.status).toBe(200);
    const second = await waitForEmail(t.server.context.db, email, "Confirme sua conta", 1);
    expect(second.id).not.toBe(first.id);
  });

  it("signs in a confirmed user with a session cookie that is httpOnly and SameSite=Lax", async () => {
    const { email } = await confirmedUser();
    const c = client();
    const response = await c.post("/api/auth/sign-in/email", { email, password });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("inteligram.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("answers a wrong password and an unknown e-mail with the same message", async () => {
    const { email } = await confirmedUser();
    const wrong = await client().post("/api/auth/sign-in/email", { email, password: "errada-123456" });
    const unknown = await client().post("/api/auth/sign-in/email", { email: newEmail(), password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongError = await errorOf(wrong);
    expect(wrongError.message).toBe("Email ou senha incorretos.");
    expect((await errorOf(unknown)).message).toBe(wrongError.message);
  });

  it("limits sign-in attempts per address with a clear pt-BR message", async () => {
    const c = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await c.post("/api/auth/sign-in/email", { email: newEmail(), password })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await c.post("/api/auth/sign-in/email", { email: newEmail(), password });
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({
      code: "RATE_LIMITED",
      message: "Muitas tentativas. Aguarde um minuto e tente novamente.",
    });
    // Another address is not affected.
    expect((await client().post("/api/auth/sign-in/email", { email: newEmail(), password })).status).toBe(401);
  });

  it.each([
    ["without an Origin header", {}],
    ["from another site", { origin: "https://evil.example" }],
  ])("refuses a cookie-carrying request %s (CSRF)", async (_, extraHeaders) => {
    const response = await t.server.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "inteligram.session_token=x", ...extraHeaders },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: "FORBIDDEN", message: "Origem da requisição não permitida." });
  });
});

describe("sign-out", () => {
  it("ends the session on the server", async () => {
    const { c } = await confirmedUser();
    const [before] = await t.server.context.db.select().from(sessions);
    expect(before).toBeDefined();
    const response = await c.post("/api/auth/sign-out", {});
    expect(response.status).toBe(200);
    expect(await (await c.request("/api/auth/get-session")).json()).toBeNull();
  });
});

describe("password change", () => {
  it("changes the password, ends the user's other sessions and keeps this one", async () => {
    const { c, email } = await confirmedUser();
    const other = client();
    expect((await other.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);

    const response = await c.post("/api/account/password", {
      currentPassword: password,
      newPassword: "Nova-Senha-Forte-9",
      confirmPassword: "Nova-Senha-Forte-9",
    });
    expect(response.status).toBe(200);
    expect(await (await c.request("/api/auth/get-session")).json()).not.toBeNull();
    expect(await (await other.request("/api/auth/get-session")).json()).toBeNull();
    expect((await client().post("/api/auth/sign-in/email", { email, password })).status).toBe(401);
    expect((await client().post("/api/auth/sign-in/email", { email, password: "Nova-Senha-Forte-9" })).status).toBe(200);
  });

  it.each([
    ["Nova-Senha-1", "Outra-Senha-1", "As senhas não coincidem."],
    ["abc", "abc", "A nova senha deve ter pelo menos 6 caracteres."],
    ["123456", "123456", "Essa senha é muito comum. Escolha outra mais difícil de adivinhar."],
  ])("refuses %s / %s with the spec's message", async (newPassword, confirmPassword, message) => {
    const { c } = await confirmedUser();
    const response = await c.post("/api/account/password", { currentPassword: password, newPassword, confirmPassword });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it("refuses a wrong or missing current password on that field and keeps the password", async () => {
    const { c, email } = await confirmedUser();
    const wrong = await c.post("/api/account/password", {
      currentPassword: "nao-e-a-senha",
      newPassword: "Nova-Senha-Forte-9",
      confirmPassword: "Nova-Senha-Forte-9",
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({
      code: "INVALID_INPUT",
      message: "A senha atual está incorreta.",
      reason: "INVALID_CURRENT_PASSWORD",
      fields: { currentPassword: "A senha atual está incorreta." },
    });
    const missing = await c.post("/api/account/password", {
      newPassword: "Nova-Senha-Forte-9",
      confirmPassword: "Nova-Senha-Forte-9",
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toHaveProperty("currentPassword");
    const empty = await c.post("/api/account/password", {
      currentPassword: "",
      newPassword: "Nova-Senha-Forte-9",
      confirmPassword: "Nova-Senha-Forte-9",
    });
    expect(await errorOf(empty)).toMatchObject({ fields: { currentPassword: "Digite sua senha atual." } });
    expect((await client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });

  it("slows down guessing the current password", async () => {
    const { c } = await confirmedUser();
    const attempt = () =>
      c.post("/api/account/password", {
        currentPassword: "chute",
        newPassword: "Nova-Senha-Forte-9",
        confirmPassword: "Nova-Senha-Forte-9",
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });
});

describe("better-auth endpoints we do not offer", () => {
  it("answers 404 to its own change-password, which would skip our rules", async () => {
    const { c } = await confirmedUser();
    const response = await c.post("/api/auth/change-password", { currentPassword: password, newPassword: "123456" });
    expect(response.status).toBe(404);
  });
});

describe("password reset", () => {
  it("e-mails a link that sets a new password and ends every session", async () => {
    const { c, email } = await confirmedUser();
    const request = await client().post("/api/auth/request-password-reset", { email, redirectTo: "/redefinir-senha" });
    expect(request.status).toBe(200);
    const { path } = await waitForEmailLink(t.server.context.db, email, "Redefina sua senha");
    const landing = await client().request(path);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/redefinir-senha");
    const token = location.searchParams.get("token")!;

    const reset = await client().post("/api/auth/reset-password", { token, newPassword: "Recuperada-2026" });
    expect(reset.status).toBe(200);
    expect(await (await c.request("/api/auth/get-session")).json()).toBeNull();
    expect((await client().post("/api/auth/sign-in/email", { email, password: "Recuperada-2026" })).status).toBe(200);
    // The link works once.
    const again = await client().post("/api/auth/reset-password", { token, newPassword: "Outra-Senha-2026" });
    expect(again.status).toBe(400);
  });

  it("answers the same for an unknown e-mail, in Portuguese", async () => {
    const { email } = await confirmedUser();
    const known = await client().post("/api/auth/request-password-reset", { email, redirectTo: "/redefinir-senha" });
    const unknown = await client().post("/api/auth/request-password-reset", {
      email: newEmail(),
      redirectTo: "/redefinir-senha",
    });
    expect(unknown.status).toBe(200);
    const answer = await unknown.json();
    expect(answer).toEqual({
      status: true,
      message: "Se houver uma conta com esse email, enviaremos um link para redefinir a senha.",
    });
    expect(await known.json()).toEqual(answer);
  });
});

describe("guarded API routes", () => {
  it("answers 401 without data to a signed-out request on every route that needs a session", async () => {
    const document = (await (await t.server.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
        .map(([method]) => ({ path, method })),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const { path, method } of guarded) {
      const concrete = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const response = await client().request(concrete, {
        method: method.toUpperCase(),
        json: method === "get" ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await errorOf(response)).toMatchObject({ code: "UNAUTHENTICATED" });
    }
  });
});
