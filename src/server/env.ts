import { createPrivateKey, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The only module that reads process.env: everything else receives the parsed Env.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const roles = ["web", "worker", "all"] as const;
export type Role = (typeof roles)[number];

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  // PostgreSQL only (decision 016): a statement running longer than this is cancelled, and a
  // request waits at most this long for a connection, so a database that hangs answers 503
  // in seconds instead of holding requests open.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  ROLE: z.enum(roles).default("all"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  TOKEN_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes)")
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_ADVANCED: optionalString,
  STRIPE_PRICE_SPARKS_PRO: optionalString,
  // Start's competitor add-on (R$ 9,90/mês, recurring); without it Start can't buy competitors on Stripe.
  STRIPE_PRICE_COMPETITOR: optionalString,
  // The Stripe account has Pix Automático (Pix for subscriptions, invite-only on Stripe Brazil):
  // plans are then offered by card or Pix. The sandbox mirrors the same account (decision 008).
  STRIPE_PIX_AUTOMATICO: booleanFlag,
  // Stripe's API address; only contract tests change it.
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  INSTAGRAM_APP_ID: optionalString,
  INSTAGRAM_APP_SECRET: optionalString,
  // TikTok's Login Kit and Display API (decision 029); without them, its sandbox and demo creator.
  TIKTOK_CLIENT_KEY: optionalString,
  TIKTOK_CLIENT_SECRET: optionalString,
  // TikTok's Business API (Accounts API; docs/decisions/051-tiktok-business-api.md): the owner's
  // insights. Set, it is used ahead of the Display API. TIKTOK_BUSINESS_AUTH_URL is the app's
  // "TikTok account holder authorization URL" (My Apps > App Detail > Basic Information).
  TIKTOK_BUSINESS_APP_ID: optionalString,
  TIKTOK_BUSINESS_SECRET: optionalString,
  TIKTOK_BUSINESS_AUTH_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  APIFY_TOKEN: optionalString,
  // "Conectar com o Facebook" (Facebook Login for Business, business_discovery for competitors).
  // FACEBOOK_CONFIG_ID is the app's Login for Business configuration (docs/decisions/022).
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_CONFIG_ID: optionalString,
  // The token Meta echoes when a webhook subscription is verified (GET /api/webhooks/instagram
  // with hub.verify_token, docs/decisions/044); chosen when the callback is registered. Unset,
  // every verification is refused (the notifications themselves are checked by their signature).
  META_WEBHOOK_VERIFY_TOKEN: optionalString,
  // Images shown later (avatars, thumbnails, covers) are copied at collection into the product's
  // storage (docs/decisions/049): DATA_DIR/images by default, an S3-compatible bucket with
  // S3_BUCKET (S3_ENDPOINT for another provider than AWS; keys from S3_ACCESS_KEY_ID and
  // S3_SECRET_ACCESS_KEY, else the SDK's default credentials).
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  // An OpenAI-compatible chat completions API for "Análise de conteúdo com IA" (decision 018);
  // unset, a local stand-in writes the analysis from templates.
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(50_000),
  MAIL_FROM: z.string().trim().min(3).default("Inteligram <contato@inteligram.com.br>"),
  // The mail provider's bounce and complaint webhook (POST /api/webhooks/mail/resend): Resend's
  // signing secret, "whsec_" and base64 (Standard Webhooks, as Svix signs); unset, the route
  // answers 404.
  MAIL_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(
        /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/,
        "must be the webhook's signing secret: whsec_ followed by base64 (Resend: Webhooks > Signing secret)",
      )
      .optional(),
  ),
  // DKIM signing by nodemailer (all three or none): the domain of the d= tag, the selector of
  // the DNS record <selector>._domainkey.<domain>, and the PEM key, which a one-line secret
  // store may hold with \n escapes.
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_PRIVATE_KEY: optionalString
    .transform((value) => value?.replace(/\\n/g, "\n"))
    .refine((value) => value === undefined || isPrivateKey(value), {
      message:
        "must be a PEM private key (-----BEGIN PRIVATE KEY----- … or -----BEGIN RSA PRIVATE KEY----- …); line breaks may be written as \\n",
    }),
  ALLOW_STAND_INS: booleanFlag,
  // Behind a reverse proxy: take the client IP from X-Forwarded-For.
  TRUST_PROXY: booleanFlag,
  // Public API requests per hour per workspace (docs/product/features.md "Public API": 1000, as the
  // marketing pages promise); only a benchmark or a negotiated contract changes it.
  API_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000_000).default(1000),
});

// Cross-field rules, checked on the raw values so they are reported together with type errors.
function crossFieldProblems(source: Source): string[] {
  const has = (key: string) => Boolean(source[key]?.trim());
  const problems: string[] = [];
  const requireWith = (when: string, needed: string[]) => {
    if (!has(when)) return;
    for (const key of needed) if (!has(key)) problems.push(`${key}: is required when ${when} is set`);
  };
  requireWith("STRIPE_SECRET_KEY", [
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_BASIC",
    "STRIPE_PRICE_ADVANCED",
    "STRIPE_PRICE_SPARKS_PRO",
  ]);
  // The old flag turned Pix on for any account with Pix, yet a subscription takes only Pix
  // Automático: a deployment that set it must say which it has.
  if (["true", "1"].includes(source.STRIPE_PIX_ENABLED?.trim() ?? "")) {
    problems.push(
      "STRIPE_PIX_ENABLED: was replaced by STRIPE_PIX_AUTOMATICO. Subscriptions take Pix only through Pix Automático " +
        "(invite-only on Stripe Brazil): set STRIPE_PIX_AUTOMATICO=true only if the Stripe account has it, and remove STRIPE_PIX_ENABLED",
    );
  }
  requireWith("INSTAGRAM_APP_ID", ["INSTAGRAM_APP_SECRET"]);
  const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"];
  const dkimGiven = dkim.filter(has);
  if (dkimGiven.length > 0 && dkimGiven.length < dkim.length) {
    const missing = dkim.filter((key) => !has(key));
    problems.push(
      `${missing.join(", ")}: ${missing.length > 1 ? "are" : "is"} required when ${dkimGiven.join(", ")} ${dkimGiven.length > 1 ? "are" : "is"} set ` +
        "(DKIM needs all three of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, or none)",
    );
  }
  requireWith("TIKTOK_CLIENT_KEY", ["TIKTOK_CLIENT_SECRET"]);
  requireWith("TIKTOK_BUSINESS_APP_ID", ["TIKTOK_BUSINESS_SECRET"]);
  requireWith("TIKTOK_BUSINESS_SECRET", ["TIKTOK_BUSINESS_APP_ID"]);
  requireWith("FACEBOOK_APP_ID", ["FACEBOOK_APP_SECRET"]);
  // Without a configuration the dialog falls back to classic Facebook Login's `scope`, which
  // grants neither the Business Manager's Pages nor what Login for Business is reviewed for.
  if (has("FACEBOOK_APP_ID") && !has("FACEBOOK_CONFIG_ID")) {
    problems.push(
      "FACEBOOK_CONFIG_ID: is required when FACEBOOK_APP_ID is set (the id of the app's Facebook Login for Business " +
        "configuration, with the permissions listed in README.md; create it under Facebook Login for Business > Configurations)",
    );
  }
  if (source.NODE_ENV === "production") {
    for (const key of ["AUTH_SECRET", "TOKEN_ENCRYPTION_KEY", "APP_URL"]) {
      if (!has(key)) problems.push(`${key}: is required in production`);
    }
  }
  return problems;
}

export type Providers = {
  payments: "stripe" | "sandbox";
  instagram: "graph" | "sandbox";
  tiktok: "business" | "display" | "sandbox";
  scraper: "apify" | "demo";
  mail: "smtp" | "outbox";
};

const standInNames: Record<keyof Providers, string> = {
  payments: "sandbox payments (set STRIPE_SECRET_KEY)",
  instagram: "sandbox Instagram login (set INSTAGRAM_APP_ID)",
  tiktok: "sandbox TikTok login (set TIKTOK_CLIENT_KEY)",
  scraper: "demo Instagram data (set APIFY_TOKEN)",
  mail: "outbox mail (set SMTP_URL)",
};

/** nodemailer's DKIM options, from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY. */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

export type Env = Omit<z.infer<typeof schema>, "AUTH_SECRET" | "TOKEN_ENCRYPTION_KEY" | "APP_URL"> & {
  APP_URL: string;
  AUTH_SECRET: string;
  TOKEN_ENCRYPTION_KEY: string;
  DATA_DIR: string;
  isProduction: boolean;
  providers: Providers;
  /** Set when all three DKIM_* are (the cross-field rule refuses a partial set). */
  dkim: DkimKey | undefined;
};

export class EnvError extends Error {
  override name = "EnvError";
}

type Source = Record<string, string | undefined>;

/**
 * Parses the environment once. Every problem is reported in one message.
 * Missing development secrets are generated once and kept in DATA_DIR/secrets.json.
 */
export function loadEnv(source: Source = process.env): Env {
  const parsed = schema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`)),
    ...crossFieldProblems(source),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new EnvError(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  }
  const raw = parsed.data;
  const providers: Providers = {
    payments: raw.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
    instagram: raw.INSTAGRAM_APP_ID ? "graph" : "sandbox",
    tiktok:
      raw.TIKTOK_BUSINESS_APP_ID && raw.TIKTOK_BUSINESS_SECRET
        ? "business"
        : raw.TIKTOK_CLIENT_KEY && raw.TIKTOK_CLIENT_SECRET
          ? "display"
          : "sandbox",
    scraper: raw.APIFY_TOKEN ? "apify" : "demo",
    mail: raw.SMTP_URL ? "smtp" : "outbox",
  };
  const isProduction = raw.NODE_ENV === "production";
  if (isProduction && !raw.ALLOW_STAND_INS) {
    const standIns = (Object.keys(providers) as (keyof Providers)[]).filter(
      (key) => providers[key] === "sandbox" || providers[key] === "demo" || providers[key] === "outbox",
    );
    if (standIns.length > 0) {
      throw new EnvError(
        "Refusing to start in production on local stand-ins:\n" +
          standIns.map((key) => `  - ${standInNames[key]}`).join("\n") +
          "\nConfigure the real services, or set ALLOW_STAND_INS=true to run on stand-ins deliberately.",
      );
    }
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  const secrets = isProduction
    ? { AUTH_SECRET: raw.AUTH_SECRET!, TOKEN_ENCRYPTION_KEY: raw.TOKEN_ENCRYPTION_KEY! }
    : readOrCreateDevSecrets(dataDir, raw.AUTH_SECRET, raw.TOKEN_ENCRYPTION_KEY);
  return {
    ...raw,
    ...secrets,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
    DATA_DIR: dataDir,
    isProduction,
    providers,
    dkim:
      raw.DKIM_DOMAIN && raw.DKIM_SELECTOR && raw.DKIM_PRIVATE_KEY
        ? { domainName: raw.DKIM_DOMAIN, keySelector: raw.DKIM_SELECTOR, privateKey: raw.DKIM_PRIVATE_KEY }
        : undefined,
  };
}

function isPrivateKey(pem: string) {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

function readOrCreateDevSecrets(dataDir: string, authSecret?: string, tokenKey?: string) {
  if (authSecret && tokenKey) return { AUTH_SECRET: authSecret, TOKEN_ENCRYPTION_KEY: tokenKey };
  const file = path.join(dataDir, "secrets.json");
  const stored: { AUTH_SECRET?: string; TOKEN_ENCRYPTION_KEY?: string } = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as object)
    : {};
  const generated = {
    AUTH_SECRET: stored.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    TOKEN_ENCRYPTION_KEY: stored.TOKEN_ENCRYPTION_KEY ?? randomBytes(32).toString("hex"),
  };
  if (!stored.AUTH_SECRET || !stored.TOKEN_ENCRYPTION_KEY) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated, null, 2) + "\n", { mode: 0o600 });
  }
  return {
    AUTH_SECRET: authSecret ?? generated.AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: tokenKey ?? generated.TOKEN_ENCRYPTION_KEY,
  };
}

/** Tests run on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a database per test file). */
export function readTestDatabaseUrl(source: Source = process.env): string | undefined {
  return source.TEST_DATABASE_URL?.trim() || undefined;
}

/**
 * Tests only: how many generated requests the API fuzz test sends per operation and role
 * (`FUZZ_RUNS`, default 8 in `npm test`; raise it for a longer run).
 */
export function readFuzzRuns(source: Source = process.env, fallback = 8): number {
  const value = Number(source.FUZZ_RUNS?.trim());
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
