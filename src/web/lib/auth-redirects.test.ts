import { describe, expect, it } from "vitest";
import {
  confirmationCallbackPath,
  destinationAfterConfirmation,
  destinationAfterSignIn,
  invitationPath,
  invitationTokenFromPath,
  loginPath,
  onboardingPath,
  parseInvitationToken,
  parseLoginNotice,
  parsePlan,
  parseRedirectTo,
  signupPath,
} from "./auth-redirects";

describe("parseRedirectTo", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/admin/billing?page=2#topo", "/admin/billing?page=2#topo"],
    ["/onboarding?plan=advanced", "/onboarding?plan=advanced"],
    ["/a/../dashboard", "/dashboard"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(parseRedirectTo(value)).toBe(expected);
  });

  it.each([
    ["a protocol-relative URL", "//evil.com"],
    ["a protocol-relative URL with a path", "//evil.com/dashboard"],
    ["an absolute URL", "https://evil.com"],
    ["an absolute URL on another scheme", "javascript:alert(1)"],
    ["a backslash host", "/\\evil.com"],
    ["a backslash further in", "/dashboard\\..\\\\evil.com"],
    ["a tab that browsers drop", "/\t/evil.com"],
    ["a newline that browsers drop", "/\n/evil.com"],
    ["a relative path", "dashboard"],
    ["an empty value", ""],
    ["no value", null],
    ["a path too long to be real", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_label, value) => {
    expect(parseRedirectTo(value)).toBeNull();
  });

  it.each(["/login", "/signup?plan=basic", "/auth/callback", "/esqueci-senha", "/redefinir-senha?token=x"])(
    "refuses the auth page %s, which would bounce a signed-in person off again",
    (value) => {
      expect(parseRedirectTo(value)).toBeNull();
    },
  );
});

describe("parsePlan and parseLoginNotice", () => {
  it.each([
    ["basic", "basic"],
    ["advanced", "advanced"],
    ["sparks_pro", "sparks_pro"],
    ["premium", null],
    ["", null],
    [null, null],
  ])("reads the plan %s as %s", (value, expected) => {
    expect(parsePlan(value)).toBe(expected);
  });

  it("knows only its own notices", () => {
    expect(parseLoginNotice("confirmation-invalid")).toBe("confirmation-invalid");
    expect(parseLoginNotice("<script>")).toBeNull();
    expect(parseLoginNotice(null)).toBeNull();
  });
});

describe("auth paths", () => {
  it("builds /login with a return path, a plan and a notice", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath({ redirectTo: "/dashboard?tab=posts" })).toBe("/login?redirectTo=%2Fdashboard%3Ftab%3Dposts");
    expect(loginPath({ plan: "advanced", notice: "confirmation-invalid" })).toBe(
      "/login?plan=advanced&notice=confirmation-invalid",
    );
  });

  it("drops an unsafe return path from the /login link", () => {
    expect(loginPath({ redirectTo: "//evil.com" })).toBe("/login");
  });

  it("carries the chosen plan through sign-up, confirmation and onboarding", () => {
    expect(signupPath("basic")).toBe("/signup?plan=basic");
    expect(signupPath(null)).toBe("/signup");
    expect(confirmationCallbackPath("advanced")).toBe("/auth/callback?plan=advanced");
    expect(confirmationCallbackPath(null)).toBe("/auth/callback");
    expect(onboardingPath("sparks_pro")).toBe("/onboarding?plan=sparks_pro");
  });

  it.each([
    [{ redirectTo: "/admin/billing", plan: "basic" as const }, "/admin/billing"],
    [{ redirectTo: "https://evil.com", plan: "basic" as const }, "/onboarding?plan=basic"],
    [{ redirectTo: null, plan: null }, "/dashboard"],
    [{}, "/dashboard"],
  ])("after sign-in %o goes to %s", (options, expected) => {
    expect(destinationAfterSignIn(options)).toBe(expected);
  });
});

describe("team invitations through sign-in and sign-up", () => {
  const token = "k3J9_x-Qm2vT8wLp";

  it.each([
    [token, token],
    ["short", null],
    ["has/slash", null],
    ["has space here", null],
    ["<script>alert(1)</script>", null],
    ["", null],
    [null, null],
  ])("reads the invitation token %s as %s", (value, expected) => {
    expect(parseInvitationToken(value)).toBe(expected);
  });

  it("returns to the invitation after /login, with the invited e-mail to prefill", () => {
    const login = loginPath({ redirectTo: invitationPath(token) });
    expect(login).toBe(`/login?redirectTo=%2Fconvite%2F${token}`);
    expect(loginPath({ redirectTo: invitationPath(token), email: "ana@exemplo.com.br" })).toBe(
      `/login?redirectTo=%2Fconvite%2F${token}&email=ana%40exemplo.com.br`,
    );
    expect(destinationAfterSignIn({ redirectTo: invitationPath(token) })).toBe(`/convite/${token}`);
  });

  it("finds the invitation a return path leads to, and nothing else", () => {
    expect(invitationTokenFromPath(`/convite/${token}`)).toBe(token);
    expect(invitationTokenFromPath("/dashboard")).toBeNull();
    expect(invitationTokenFromPath(`//evil.com/convite/${token}`)).toBeNull();
    expect(invitationTokenFromPath(null)).toBeNull();
  });

  it("carries the invitation and the invited e-mail through sign-up and the confirmation link back to it", () => {
    expect(signupPath(null, { token, email: "ana@exemplo.com.br" })).toBe(`/signup?convite=${token}&email=ana%40exemplo.com.br`);
    expect(confirmationCallbackPath(null, token)).toBe(`/auth/callback?convite=${token}`);
    expect(destinationAfterConfirmation({ plan: null, invitationToken: token })).toBe(`/convite/${token}`);
    expect(destinationAfterConfirmation({ plan: "basic", invitationToken: null })).toBe("/onboarding?plan=basic");
  });
});
