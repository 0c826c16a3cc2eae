import { findControlCharacters } from "@core/validation/control-characters";
import { passwordResetRequestedMessage } from "@core/validation/password-rules";
import { Hono } from "hono";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { readClientIp } from "../../http/client-ip";
import type { HonoEnv } from "../../http/hono-env";
import { controlCharactersError } from "../../http/openapi";
import { clientIpHeader } from "./auth";
import { translateAuthError } from "./auth-errors";

/**
 * better-auth's JSON bodies get the rule our own routes get from their router (a NUL in a token or
 * a name would reach PostgreSQL, which refuses it with a 500).
 */
async function refuseControlCharacters(request: Request) {
  if (request.method !== "POST" || !/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return; // better-auth answers a malformed body itself
  }
  const paths = findControlCharacters(body);
  if (paths.length > 0) throw controlCharactersError(paths);
}

// better-auth endpoints we don't offer: a password is changed through POST /api/account/password
// (docs/product/screens.md form, common-password check, other sessions ended); e-mail changes are not designed.
const disabledPaths = new Set(["/api/auth/change-password", "/api/auth/change-email"]);

// better-auth's successful answers that carry an English sentence, said in pt-BR (docs/product/texts.md).
const successMessages: Readonly<Record<string, string>> = {
  "/api/auth/request-password-reset": passwordResetRequestedMessage,
};

/** The same answer with its `message` in pt-BR, where better-auth writes one in English. */
async function translateSuccess(path: string, response: Response): Promise<Response> {
  const message = successMessages[path];
  if (message === undefined || response.status !== 200) return response;
  const body = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}

/** better-auth's endpoints under /api/auth, with its error answers turned into ours. */
export function authRoutes(ctx: Pick<AppContext, "auth" | "env" | "sessions">) {
  return new Hono<HonoEnv>().on(["GET", "POST"], "/*", async (c) => {
    if (disabledPaths.has(c.req.path)) throw new AppError("NOT_FOUND", "Recurso não encontrado.");
    await refuseControlCharacters(c.req.raw);
    // better-auth rate-limits by this header; it is always ours, never the caller's.
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, readClientIp(c, ctx.env.TRUST_PROXY));
    const response = await ctx.auth.handler(new Request(c.req.raw, { headers }));
    // A sign-out, reset or revocation may have ended sessions this process remembers; the
    // database's notification would follow, but the next request must not wait for it.
    if (c.req.method === "POST") ctx.sessions.forgetAll();
    if (response.status < 400) return translateSuccess(c.req.path, response);
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string; message?: string } | null;
    const error = translateAuthError(response.status, body);
    const retryAfter = response.headers.get("x-retry-after");
    if (retryAfter) c.header("Retry-After", retryAfter);
    throw error;
  });
}
