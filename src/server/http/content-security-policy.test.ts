import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadScriptsAfterPaint } from "../../web/lib/scripts-after-paint";
import { useTestServer } from "../test/server";
import { signUpConfirmed } from "../test/users";
import { createApp } from "../app/create-app";
import { inlineScriptHashes } from "./content-security-policy";
import { writePrecompressedCopies } from "./precompressed-files";

// No page had a Content-Security-Policy. Every answer now has one (docs/decisions/025);
// a page of the web app allows exactly its own inline scripts by hash.

const t = useTestServer();
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The directives of a policy, by name. */
function directives(policy: string | null) {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

/** The directives decision 025 asks of every HTML answer, and no script allowed beyond `scripts`. */
function expectStrictPolicy(policy: string | null, scripts: string[] = []) {
  const found = directives(policy);
  expect(found["frame-ancestors"]).toEqual(["'none'"]);
  expect(found["object-src"]).toEqual(["'none'"]);
  expect(found["base-uri"]).toEqual(["'self'"]);
  expect(found["default-src"]).toEqual(["'self'"]);
  expect(found["script-src"]).toEqual(["'self'", ...scripts]);
  // Every form posts to this origin (form-action does not fall back to default-src).
  expect(found["form-action"]).toEqual(["'self'"]);
}

/** The text of every <style> element of an HTML page. */
const styleElements = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, css = ""]) => css);

// A built page as React Router and the scripts-after-paint step write it (decision 021).
const scrollRestoration = "((storageKey, restoreKey) => { window.scrollTo(0, 0) })()";
const context = 'window.__reactRouterContext = {"basename":"/"};';
const entry = 'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js";';
const builtPage = loadScriptsAfterPaint(
  `<!DOCTYPE html><html lang="pt-BR"><head><link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/app.css"/></head>` +
    `<body><div data-first-screen="" inert=""></div><script>${scrollRestoration}</script><script>${context}</script>` +
    `<script type="module" async="">${entry}</script><script src="/assets/other.js"></script></body></html>`,
);
const loader = builtPage.match(/<\/template><script>([\s\S]*?)<\/script>/)![1]!;

describe("the hashes of a page's inline scripts", () => {
  it("hashes every script a browser runs, the entry inside the template included, and nothing else", () => {
    expect(sha256("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(inlineScriptHashes(builtPage)).toEqual([sha256(scrollRestoration), sha256(context), sha256(entry), sha256(loader)]);
    // A data block (the first answers), a script with a source, and the same script twice.
    const page =
      '<script type="application/json" id="inteligram-data">{"a":1}</script><script src="/x.js"></script><script>alert(1)</script><script>alert(1)</script>';
    expect(inlineScriptHashes(page)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    // The parser reads CRLF as LF before the browser hashes a script.
    expect(inlineScriptHashes("<script>a()\r\nb()</script>")).toEqual([sha256("a()\nb()")]);
  });
});

describe("the Content-Security-Policy header", () => {
  let webDir: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "inteligram-csp-"));
    mkdirSync(path.join(webDir, "sobre"));
    mkdirSync(path.join(webDir, "dashboard"));
    writeFileSync(path.join(webDir, "index.html"), builtPage);
    writeFileSync(
      path.join(webDir, "sobre", "index.html"),
      builtPage.replace(context, 'window.__reactRouterContext = {"basename":"/sobre"};'),
    );
    writeFileSync(path.join(webDir, "dashboard", "index.html"), builtPage);
    writeFileSync(path.join(webDir, "__spa-fallback.html"), "<html><head></head><body><script>spa()</script></body></html>");
    writeFileSync(path.join(webDir, "__client-routes.json"), JSON.stringify(["/", "/sobre", "/dashboard", "/relatorios"]));
    await writePrecompressedCopies(webDir);
    app = createApp(t.server.context, { webDir });
  });

  it("allows a prerendered page exactly its own inline scripts, compressed copy or not", async () => {
    const page = await app.request("/");
    expectStrictPolicy(page.headers.get("content-security-policy"), inlineScriptHashes(builtPage));
    const compressed = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("content-security-policy")).toBe(page.headers.get("content-security-policy"));
    // Another page, another script: its own hash, not the landing page's.
    const about = directives((await app.request("/sobre")).headers.get("content-security-policy"))["script-src"];
    expect(about).toContain(sha256('window.__reactRouterContext = {"basename":"/sobre"};'));
    expect(about).not.toContain(sha256(context));
  });

  it("gives the client-rendered routes the fallback's hashes, and a signed-in page with its first answers the frame's", async () => {
    expectStrictPolicy((await app.request("/relatorios")).headers.get("content-security-policy"), [sha256("spa()")]);
    const { client } = await signUpConfirmed(t.server);
    const dashboard = await app.request("/dashboard", { headers: { cookie: client.cookieHeader() } });
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");
    expect(await dashboard.text()).toContain('<script type="application/json" id="inteligram-data">');
    expectStrictPolicy(dashboard.headers.get("content-security-policy"), inlineScriptHashes(builtPage));
  });

  it("gives the server's own pages (the outbox, the sandbox checkout) and the API no inline script", async () => {
    const mailbox = await app.request("/dev/mailbox");
    expect(mailbox.headers.get("content-type")).toMatch(/^text\/html/);
    expectStrictPolicy(mailbox.headers.get("content-security-policy"));

    const { client } = await signUpConfirmed(t.server);
    const checkout = await client.post("/api/billing/checkout", { planType: "advanced" });
    const { url } = (await checkout.json()) as { url: string };
    const sandbox = await app.request(new URL(url).pathname);
    expect(sandbox.status).toBe(200);
    expect(await sandbox.text()).toContain("Ambiente de testes");
    expectStrictPolicy(sandbox.headers.get("content-security-policy"));

    expectStrictPolicy((await app.request("/api/health")).headers.get("content-security-policy"));
    expectStrictPolicy((await app.request("/api/does-not-exist")).headers.get("content-security-policy"));
    expect((await app.request("/")).headers.get("x-frame-options")).toBe("DENY");
  });

  it("concedes inline styles to the web app's pages only (docs/decisions/039), never inline scripts", async () => {
    for (const path of ["/", "/relatorios"]) {
      const found = directives((await app.request(path)).headers.get("content-security-policy"));
      expect(found["style-src"], path).toEqual(["'self'", "'unsafe-inline'"]);
      expect(found["script-src"], path).not.toContain("'unsafe-inline'");
      expect(found["script-src"], path).not.toContain("'unsafe-eval'");
    }
  });

  it("allows each of the server's own pages exactly its <style> by hash, and it has no style attribute", async () => {
    const { client } = await signUpConfirmed(t.server);
    const { url } = (await (await client.post("/api/billing/checkout", { planType: "advanced" })).json()) as { url: string };
    const back = encodeURIComponent(`${t.server.context.env.APP_URL}/api/volta`);
    const pages: [string, Response][] = [
      ["checkout", await app.request(new URL(url).pathname)],
      ["payment update", await app.request("/sandbox/billing/cliente-de-teste")],
      ["Instagram consent", await app.request(`/sandbox/instagram/authorize?redirect_uri=${back}&state=s`)],
      ["TikTok consent", await app.request(`/sandbox/tiktok/authorize?redirect_uri=${back}&state=s`)],
      ["Facebook dialog", await app.request(`/sandbox/facebook/authorize?redirect_uri=${back}&state=s`)],
      ["reports' unsubscribe", await app.request("/cancelar-inscricao/link-quebrado")],
      ["alerts' unsubscribe", await app.request("/cancelar-alertas/link-quebrado")],
      [
        "development renewal",
        await app.request("/dev/lifecycle", { headers: { cookie: client.cookieHeader(), accept: "text/html" } }),
      ],
    ];
    for (const [name, response] of pages) {
      const html = await response.text();
      expect(response.headers.get("content-type"), name).toMatch(/^text\/html/);
      const styles = styleElements(html);
      expect(styles, name).not.toEqual([]);
      expect(directives(response.headers.get("content-security-policy"))["style-src"], name).toEqual([
        "'self'",
        ...new Set(styles.map(sha256)),
      ]);
      expect(html, name).not.toMatch(/<[^>]+\sstyle\s*=/i);
    }
  });

  it("lets the outbox show e-mails, whose style attributes its frames inherit the policy for, and gives the API no inline style", async () => {
    expect(directives((await app.request("/dev/mailbox")).headers.get("content-security-policy"))["style-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    for (const path of ["/api/health", "/api/does-not-exist"]) {
      expect(directives((await app.request(path)).headers.get("content-security-policy"))["style-src"], path).toEqual(["'self'"]);
    }
  });
});
