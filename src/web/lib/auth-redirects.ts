import { isPlanId, type PlanId } from "@core/plans/catalogue";

// Where the auth screens send people, and the query parameters they carry between them.

const probeOrigin = "http://inteligram.invalid";
const maxRedirectLength = 2048;

// Pages a person is never sent back to after signing in: they would bounce straight off again.
const authOnlyPaths = new Set(["/login", "/signup", "/auth/callback", "/esqueci-senha", "/redefinir-senha"]);

/** Notices /login explains with a message, chosen by the page that sent the person there. */
export const loginNotices = ["confirmation-invalid", "confirmation-signed-out"] as const;
export type LoginNotice = (typeof loginNotices)[number];

export const defaultSignedInPath = "/dashboard";

/**
 * The `?redirectTo=` of /login as a path of this site, or null. Anything that a browser could
 * read as another host ("//evil.com", "/\evil.com", "https://evil.com", a tab inside "/\t/x")
 * is refused, so the login form can't be used to bounce people to another site.
 */
export function parseRedirectTo(value: string | null | undefined): string | null {
  if (!value || value.length > maxRedirectLength) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers treat "\" as "/" and drop tabs and newlines from URLs, which can turn a path into "//host".
  if (value.includes("\\") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || authOnlyPaths.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

/** The `?plan=` chosen on the landing page, when it names a plan of the catalogue. */
export function parsePlan(value: string | null | undefined): PlanId | null {
  return isPlanId(value) ? value : null;
}

export function parseLoginNotice(value: string | null | undefined): LoginNotice | null {
  return (loginNotices as readonly string[]).includes(value ?? "") ? (value as LoginNotice) : null;
}

function withSearch(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** /login, keeping where to return, the chosen plan and an optional notice. */
export function loginPath(options: { redirectTo?: string | null; plan?: PlanId | null; notice?: LoginNotice } = {}) {
  return withSearch("/login", {
    redirectTo: parseRedirectTo(options.redirectTo),
    plan: options.plan,
    notice: options.notice,
  });
}

export function signupPath(plan: PlanId | null) {
  return withSearch("/signup", { plan });
}

export function onboardingPath(plan: PlanId | null) {
  return withSearch("/onboarding", { plan });
}

/** Where the confirmation link returns (relative, as the server requires); the plan survives sign-up. */
export function confirmationCallbackPath(plan: PlanId | null) {
  return withSearch("/auth/callback", { plan });
}

/** After login, and for a signed-in person opening /login or /signup: the page that sent them, else onboarding with the chosen plan, else the dashboard. */
export function destinationAfterSignIn(options: { redirectTo?: string | null; plan?: PlanId | null }) {
  return parseRedirectTo(options.redirectTo) ?? (options.plan ? onboardingPath(options.plan) : defaultSignedInPath);
}
