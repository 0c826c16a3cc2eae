import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createRoute, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../app/bootstrap";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { startTestServer } from "../test/server";
import { AppError, genericErrorMessage } from "./app-error";
import { createApp } from "../app/create-app";
import { createRouter } from "./openapi";
import { writePrecompressedCopies } from "./precompressed-files";

let testDb: TestDatabase;
let server: RunningServer;
let app: ReturnType<typeof createApp>;
let webDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startTestServer(testDb.database);
  webDir = mkdtempSync(path.join(tmpdir(), "inteligram-web-"));
  mkdirSync(path.join(webDir, "assets"));
  mkdirSync(path.join(webDir, "sobre"));
  writeFileSync(path.join(webDir, "index.html"), "<h1>landing</h1>");
  writeFileSync(path.join(webDir, "sobre", "index.html"), "<h1>sobre</h1>");
  writeFileSync(path.join(webDir, "__spa-fallback.html"), "<div>spa</div>");
  writeFileSync(path.join(webDir, "__client-routes.json"), JSON.stringify(["/", "/dashboard", "/convite/:token", "/sobre"]));
  writeFileSync(path.join(webDir, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(path.join(tmpdir(), "outside-secret.txt"), "secret");

  // The real app, plus a few routes that fail in each way a route can.
  app = createApp(server.context, { webDir });
  const probes = createRouter()
    .openapi(
      createRoute({
        method: "post",
        path: "/probe/validate",
        request: { body: { content: { "application/json": { schema: z.object({ email: z.email() }) } } } },
        responses: { 200: { description: "ok" } },
      }),
      (c) => c.json({ ok: true }, 200),
    )
    .get("/probe/app-error", () => {
      throw new AppError("CONFLICT", "Conta já conectada");
    })
    .get("/probe/crash", () => {
      throw new Error("connection to 10.0.0.5 refused: password=hunter2");
    });
  app.route("/api", probes);
});

afterAll(async () => {
  await server?.stop();
  await testDb?.database.close();
  await testDb?.destroy();
});

describe("GET /api/health", () => {
  it("reports the database kind, each provider and the queue", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "ok",
      database: { kind: testDb.database.kind, status: "up" },
      providers: { payments: "sandbox", instagram: "sandbox", scraper: "demo", mail: "outbox" },
      queue: { status: "running" },
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("errors", () => {
  it("never sends an unknown error's message or stack to the client", async () => {
    const response = await app.request("/api/probe/crash");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("10.0.0.5");
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("at ");
    const body = JSON.parse(text) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("INTERNAL");
    expect(body.error.message).toBe(genericErrorMessage);
    expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("answers an AppError with its status and pt-BR message", async () => {
    const response = await app.request("/api/probe/app-error");
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "CONFLICT", message: "Conta já conectada" } });
  });

  it("turns a zod validation failure into INVALID_INPUT naming the field", async () => {
    const response = await app.request("/api/probe/validate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "não-é-email" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("INVALID_INPUT");
    expect(Object.keys(body.error.fields)).toEqual(["email"]);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await app.request("/api/probe/validate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
  });

  it("answers an unknown API path with a JSON 404, not the web app", async () => {
    const response = await app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND", message: "Recurso não encontrado." } });
  });
});

describe("security headers", () => {
  it("sets the usual headers on every response", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("compression", () => {
  const gzipRequest = { headers: { "accept-encoding": "gzip, deflate, br" } };

  it("sends a small JSON answer as it is, with its length", async () => {
    const response = await app.request("/api/health", gzipRequest);
    expect(response.headers.get("content-encoding")).toBeNull();
    const text = await response.text();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toMatchObject({ status: "ok" });
  });

  it("gzips a large JSON answer for a client that accepts it", async () => {
    const response = await app.request("/api/openapi.json", gzipRequest);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });
});

describe("OpenAPI", () => {
  it("documents the routes from their zod schemas", async () => {
    const response = await app.request("/api/openapi.json");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/health"]).toBeDefined();
  });
});

describe("web app", () => {
  it("serves prerendered pages and the SPA fallback for client routes", async () => {
    expect(await (await app.request("/")).text()).toBe("<h1>landing</h1>");
    expect(await (await app.request("/sobre")).text()).toBe("<h1>sobre</h1>");
    const clientRoute = await app.request("/dashboard");
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toBe("<div>spa</div>");
    expect(clientRoute.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends a browser asking for /favicon.ico (pages outside the app name no icon) to the app's icon", async () => {
    const response = await app.request("/favicon.ico");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/favicon.svg");
  });

  it("answers an address the app has no route for with its 404 page and status 404", async () => {
    for (const unknown of ["/nao-existe", "/dashboard/extra", "/admin/qualquer-coisa"]) {
      const response = await app.request(unknown);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<div>spa</div>");
    }
    const head = await app.request("/nao-existe", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect((await app.request("/convite/abc123")).status).toBe(200);
    expect((await app.request("/dashboard/")).status).toBe(200);
  });

  it("caches hashed assets for a year and 404s a missing one", async () => {
    const asset = await app.request("/assets/entry-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect((await app.request("/assets/missing-999.js")).status).toBe(404);
  });

  it("sends the build's Brotli copy, else its gzip copy, else the file, as the client accepts", async () => {
    const script = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join("\n");
    writeFileSync(path.join(webDir, "assets", "chunk-def456.js"), script);
    await writePrecompressedCopies(webDir);
    const fetchAsset = (acceptEncoding?: string) =>
      app.request("/assets/chunk-def456.js", acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});

    const br = await fetchAsset("gzip, deflate, br, zstd");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("text/javascript");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gzip = await fetchAsset("gzip, deflate");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await fetchAsset();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it("never serves files outside the web directory", async () => {
    const response = await app.request("/..%2f..%2foutside-secret.txt");
    expect(await response.text()).not.toBe("secret");
  });
});

describe("cross-site forms", () => {
  it("refuses a form post from another site and accepts one from our pages", async () => {
    const post = (origin?: string) =>
      app.request("/api/probe/validate", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
        body: "email=a@b.com",
      });
    expect((await post("https://evil.example")).status).toBe(403);
    expect((await post()).status).toBe(403);
    // From our origin the request reaches the route, which then wants JSON.
    expect((await post("http://localhost:3000")).status).toBe(415);
  });
});
