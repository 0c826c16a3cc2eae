import { hasInvisibleCharacters, invisibleCharactersMessage } from "@core/validation/invisible-characters";
import { checkPassword } from "@core/validation/password";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Db } from "../../db/client";
import { accounts, rateLimits, sessions, users, verifications } from "../../db/schema/index";
import type { Env } from "../../env";
import type { JobQueue } from "../../jobs/queue";
import { queueMail } from "../mail/queue-mail";
import { confirmationEmail, passwordResetEmail } from "../mail/templates";
import { userCreatedHook } from "./auth.hooks";

declare module "../../context" {
  interface AppContext {
    auth: Auth;
  }
}

export const authBasePath = "/api/auth";
export const clientIpHeader = "x-inteligram-client-ip";

// Requests per window (seconds) and IP on the endpoints people abuse.
export const authRateLimits = {
  "/sign-in/email": { window: 60, max: 5 },
  "/sign-up/email": { window: 60, max: 3 },
  "/send-verification-email": { window: 60, max: 3 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
} as const;

const passwordPaths = new Set(["/sign-up/email", "/reset-password"]);
// Where a person gives their name (the workspace is called after it until onboarding names the company).
const namePaths = new Set(["/sign-up/email", "/update-user"]);

/**
 * Whether a sign-up proves it owns its address otherwise than by the confirmation link: a team
 * invitation still open and sent to that very address (its token is only in that e-mail). The
 * team feature answers it (auth sits below team: it is handed in by the bootstrap).
 */
export type EmailProof = (input: { email: string; invitationToken: string }) => Promise<boolean>;

export function createAuth(deps: { env: Env; db: Db; queue: JobQueue; provesEmail?: EmailProof }) {
  const { env, db, queue, provesEmail } = deps;
  return betterAuth({
    appName: "Inteligram",
    baseURL: env.APP_URL,
    basePath: authBasePath,
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await queueMail({ db, queue }, { to: user.email, ...passwordResetEmail(user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        // Signed up from an invitation to this address: already confirmed, nothing to confirm.
        if (user.emailVerified) return;
        await queueMail({ db, queue }, { to: user.email, ...confirmationEmail(user.name, url) });
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      // Extended at most once a day while the session is in use.
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: authRateLimits,
    },
    advanced: {
      cookiePrefix: "inteligram",
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // better-auth skips its origin (CSRF) check under NODE_ENV=test; keep it on so tests prove it.
      disableOriginCheck: false,
    },
    databaseHooks: {
      // Signing up accepts the terms (the sign-up page says so): recorded with their version.
      user: {
        create: {
          // A sign-up from a team invitation sent to its address is confirmed by the invitation:
          // checked here, on the server, against the open invitation (never the client's word).
          before: async (user, context) => {
            const token = (context?.body as { invitationToken?: unknown } | undefined)?.invitationToken;
            if (context?.path !== "/sign-up/email" || typeof token !== "string" || !provesEmail) return;
            if (await provesEmail({ email: user.email, invitationToken: token }))
              return { data: { ...user, emailVerified: true } };
          },
          after: async (user, context) => {
            await userCreatedHook.run(db, user.id, context?.headers?.get("cookie") ?? context?.request?.headers.get("cookie"));
          },
        },
      },
    },
    hooks: {
      // Refuse the most common passwords wherever a new password is chosen, and a name that
      // hides bidirectional or zero-width characters wherever a name is given.
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as { name?: unknown; password?: unknown; newPassword?: unknown } | undefined;
        if (namePaths.has(ctx.path) && typeof body?.name === "string" && hasInvisibleCharacters(body.name)) {
          throw new APIError("BAD_REQUEST", { code: "INVISIBLE_CHARACTERS", message: invisibleCharactersMessage });
        }
        if (!passwordPaths.has(ctx.path)) return;
        const password = body?.password ?? body?.newPassword;
        if (typeof password !== "string") return;
        const problem = checkPassword(password, { atSignUp: ctx.path === "/sign-up/email" });
        if (problem) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problem });
      }),
      // A sign-up the invitation confirmed (above) is signed in at once, as a confirmation link would.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const returned = ctx.context.returned as { user?: { id?: unknown; emailVerified?: unknown } } | undefined;
        if (returned?.user?.emailVerified !== true || typeof returned.user.id !== "string") return;
        const user = await ctx.context.internalAdapter.findUserById(returned.user.id);
        if (!user?.emailVerified) return;
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
