import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "inteligram-env-"));

describe("loadEnv", () => {
  it("lists every problem in one message", () => {
    const error = (() => {
      try {
        loadEnv({ PORT: "not-a-port", DATABASE_URL: "mysql://x", STRIPE_SECRET_KEY: "sk_test_1", DATA_DIR: tempDir() });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("STRIPE_WEBHOOK_SECRET");
    expect(message).toContain("STRIPE_PRICE_SPARKS_PRO");
  });

  it("defaults to the embedded database and every local stand-in", () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.providers).toEqual({
      payments: "sandbox",
      instagram: "sandbox",
      tiktok: "sandbox",
      scraper: "demo",
      mail: "outbox",
    });
  });

  it("generates missing development secrets once and reuses them", () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir });
    const second = loadEnv({ DATA_DIR: dataDir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.TOKEN_ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(second.TOKEN_ENCRYPTION_KEY).toBe(first.TOKEN_ENCRYPTION_KEY);
    const stored = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as Record<string, string>;
    expect(stored.AUTH_SECRET).toBe(first.AUTH_SECRET);
  });

  it("prefers secrets given in the environment and writes nothing then", () => {
    const dataDir = tempDir();
    const env = loadEnv({ DATA_DIR: dataDir, AUTH_SECRET: "a".repeat(40), TOKEN_ENCRYPTION_KEY: "b".repeat(64) });
    expect(env.AUTH_SECRET).toBe("a".repeat(40));
    expect(existsSync(path.join(dataDir, "secrets.json"))).toBe(false);
  });

  const production = {
    NODE_ENV: "production",
    APP_URL: "https://app.inteligram.com.br",
    AUTH_SECRET: "s".repeat(40),
    TOKEN_ENCRYPTION_KEY: "c".repeat(64),
  };

  it("refuses to start in production on stand-ins and names each one", () => {
    expect(() => loadEnv({ ...production, DATA_DIR: tempDir() })).toThrowError(
      /sandbox payments[\s\S]*sandbox Instagram login[\s\S]*sandbox TikTok login[\s\S]*demo Instagram data[\s\S]*outbox mail/,
    );
  });

  it("starts in production on stand-ins when ALLOW_STAND_INS=true", () => {
    const env = loadEnv({ ...production, ALLOW_STAND_INS: "true", DATA_DIR: tempDir() });
    expect(env.isProduction).toBe(true);
    expect(env.providers.payments).toBe("sandbox");
  });

  it("requires real secrets in production instead of generating them", () => {
    expect(() => loadEnv({ NODE_ENV: "production", ALLOW_STAND_INS: "true", DATA_DIR: tempDir() })).toThrowError(
      /AUTH_SECRET[\s\S]*TOKEN_ENCRYPTION_KEY[\s\S]*APP_URL/,
    );
  });

  it("switches each provider to the real service when its credentials are set", () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_BASIC: "price_1",
      STRIPE_PRICE_ADVANCED: "price_2",
      STRIPE_PRICE_SPARKS_PRO: "price_3",
      INSTAGRAM_APP_ID: "123",
      INSTAGRAM_APP_SECRET: "secret",
      TIKTOK_CLIENT_KEY: "awx1client",
      TIKTOK_CLIENT_SECRET: "tiktok-secret",
      APIFY_TOKEN: "apify_api_x",
      SMTP_URL: "smtp://localhost:2525",
    });
    expect(env.providers).toEqual({ payments: "stripe", instagram: "graph", tiktok: "display", scraper: "apify", mail: "smtp" });
  });

  it("reads TikTok through the Business API when its app id and secret are set, ahead of the Display API", () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      TIKTOK_CLIENT_KEY: "awx1client",
      TIKTOK_CLIENT_SECRET: "tiktok-secret",
      TIKTOK_BUSINESS_APP_ID: "7300000000000000001",
      TIKTOK_BUSINESS_SECRET: "business-secret",
      TIKTOK_BUSINESS_AUTH_URL: "https://www.tiktok.com/v2/auth/authorize?client_key=awbiz123&response_type=code",
    });
    expect(env.providers.tiktok).toBe("business");
    expect(env.TIKTOK_BUSINESS_AUTH_URL).toBe("https://www.tiktok.com/v2/auth/authorize?client_key=awbiz123&response_type=code");
  });

  it("refuses half of the TikTok Business app's keys, and an authorization URL that is not one", () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), TIKTOK_BUSINESS_APP_ID: "7300000000000000001" })).toThrowError(
      /TIKTOK_BUSINESS_SECRET: is required when TIKTOK_BUSINESS_APP_ID is set/,
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), TIKTOK_BUSINESS_SECRET: "business-secret" })).toThrowError(
      /TIKTOK_BUSINESS_APP_ID: is required when TIKTOK_BUSINESS_SECRET is set/,
    );
    expect(() =>
      loadEnv({
        DATA_DIR: tempDir(),
        TIKTOK_BUSINESS_APP_ID: "7300000000000000001",
        TIKTOK_BUSINESS_SECRET: "business-secret",
        TIKTOK_BUSINESS_AUTH_URL: "www.tiktok.com/v2/auth/authorize",
      }),
    ).toThrowError(/TIKTOK_BUSINESS_AUTH_URL/);
  });

  it("refuses Facebook Login without its Login for Business configuration, and says what to set", () => {
    const facebook = { DATA_DIR: tempDir(), FACEBOOK_APP_ID: "fb-app", FACEBOOK_APP_SECRET: "fb-secret" };
    expect(() => loadEnv(facebook)).toThrowError(EnvError);
    expect(() => loadEnv(facebook)).toThrowError(
      /FACEBOOK_CONFIG_ID: is required when FACEBOOK_APP_ID is set \(the id of the app's Facebook Login for Business configuration/,
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), FACEBOOK_APP_ID: "fb-app" })).toThrowError(
      /FACEBOOK_APP_SECRET[\s\S]*FACEBOOK_CONFIG_ID/,
    );
    expect(loadEnv({ ...facebook, FACEBOOK_CONFIG_ID: "cfg-1" }).FACEBOOK_CONFIG_ID).toBe("cfg-1");
  });

  it("takes DKIM as all three of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY or none, and names what is missing", () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).dkim).toBeUndefined();
    expect(() => loadEnv({ DATA_DIR: tempDir(), DKIM_DOMAIN: "inteligram.com.br" })).toThrowError(
      /DKIM_SELECTOR, DKIM_PRIVATE_KEY: are required when DKIM_DOMAIN is set \(DKIM needs all three of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, or none\)/,
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), DKIM_SELECTOR: "mail", DKIM_PRIVATE_KEY: "x" })).toThrowError(
      /DKIM_DOMAIN: is required when DKIM_SELECTOR, DKIM_PRIVATE_KEY are set/,
    );
    expect(() =>
      loadEnv({ DATA_DIR: tempDir(), DKIM_DOMAIN: "inteligram.com.br", DKIM_SELECTOR: "mail", DKIM_PRIVATE_KEY: "not a key" }),
    ).toThrowError(/DKIM_PRIVATE_KEY: must be a PEM private key/);
  });

  it("offers Pix for subscriptions only with STRIPE_PIX_AUTOMATICO, and refuses the old flag that promised it", () => {
    expect(loadEnv({ DATA_DIR: tempDir() }).STRIPE_PIX_AUTOMATICO).toBe(false);
    expect(loadEnv({ DATA_DIR: tempDir(), STRIPE_PIX_AUTOMATICO: "true" }).STRIPE_PIX_AUTOMATICO).toBe(true);
    expect(() => loadEnv({ DATA_DIR: tempDir(), STRIPE_PIX_ENABLED: "true" })).toThrowError(
      /STRIPE_PIX_ENABLED: was replaced by STRIPE_PIX_AUTOMATICO/,
    );
    expect(loadEnv({ DATA_DIR: tempDir(), STRIPE_PIX_ENABLED: "false" }).STRIPE_PIX_AUTOMATICO).toBe(false);
  });
});
