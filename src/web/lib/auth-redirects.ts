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

/** /login, keeping where to return, the chosen plan, an optional notice and an e-mail to prefill (an invitation's). */
export function loginPath(
  options: { redirectTo?: string | null; plan?: PlanId | null; notice?: LoginNotice; email?: string | null } = {},
) {
  return withSearch("/login", {
    redirectTo: parseRedirectTo(options.redirectTo),
    plan: options.plan,
    notice: options.notice,
    email: options.email,
  });
}

/** /signup with the chosen plan, or for an invitation: its token and the invited e-mail to prefill. */
export function signupPath(plan: PlanId | null, invitation?: { token: string; email?: string | null }) {
  return withSearch("/signup", { plan, convite: invitation?.token, email: invitation?.email });
}

export function onboardingPath(plan: PlanId | null) {
  return withSearch("/onboarding", { plan });
}

/** Where the confirmation link returns (relative, as the server requires); the plan or the invitation survives sign-up. */
export function confirmationCallbackPath(plan: PlanId | null, invitationToken: string | null = null) {
  return withSearch("/auth/callback", { plan, convite: invitationToken });
}

/** After the confirmation link signs the person in: the invitation they signed up from, else onboarding. */
export function destinationAfterConfirmation(options: { plan: PlanId | null; invitationToken: string | null }) {
  return options.invitationToken ? invitationPath(options.invitationToken) : onboardingPath(options.plan);
}

// Team invitations: the e-mailed link is ${APP_URL}/convite/<token>; the token is URL-safe.
const invitationTokenPattern = /^[\w-]{8,200}$/;
const invitationPathPattern = /^\/convite\/([^/?#]+)$/;

/** The `?convite=` token carried through sign-up and confirmation, when it looks like one. */
export function parseInvitationToken(value: string | null | undefined): string | null {
  return value && invitationTokenPattern.test(value) ? value : null;
}

export function invitationPath(token: string) {
  return `/convite/${encodeURIComponent(token)}`;
}

/** The invitation a `?redirectTo=` returns to, so /login can keep it when the person signs up instead. */
export function invitationTokenFromPath(path: string | null | undefined): string | null {
  const match = parseRedirectTo(path)?.match(invitationPathPattern);
  return parseInvitationToken(match?.[1]);
}

/** After login, and for a signed-in person opening /login or /signup: the page that sent them, else onboarding with the chosen plan, else the dashboard. */
export function destinationAfterSignIn(options: { redirectTo?: string | null; plan?: PlanId | null }) {
  return parseRedirectTo(options.redirectTo) ?? (options.plan ? onboardingPath(options.plan) : defaultSignedInPath);
}
