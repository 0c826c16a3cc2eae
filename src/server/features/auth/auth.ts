import { checkPassword } from "@core/validation/password";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Db } from "../../db/client";
import { accounts, rateLimits, sessions, users, verifications } from "../../db/schema/index";
import type { Env } from "../../env";
import type { JobQueue } from "../../jobs/queue";
import { queueMail } from "../mail/queue-mail";
import { confirmationEmail, passwordResetEmail } from "../mail/templates";
import { recordTermsAcceptance } from "../lifecycle/consent.service";

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

export function createAuth(deps: { env: Env; db: Db; queue: JobQueue }) {
  const { env, db, queue } = deps;
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
      user: { create: { after: (user, context) => recordTermsAcceptance(db, user.id, context?.headers?.get("cookie") ?? context?.request?.headers.get("cookie")) } },
    },
    hooks: {
      // Refuse the most common passwords wherever a new password is chosen.
      before: createAuthMiddleware(async (ctx) => {
        if (!passwordPaths.has(ctx.path)) return;
        const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
        const password = body?.password ?? body?.newPassword;
        if (typeof password !== "string") return;
        const problem = checkPassword(password);
        if (problem) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problem });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
