import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { serveWebApp } from "./static";

type Served = { script: string; setCookies: string[]; firstScreen?: string };

function builtApp(
  frame = "<html><head><title>D</title></head><body></body></html>",
  served: Served = { script: '<script type="application/json" id="inteligram-data">{}</script>', setCookies: ["a=1; Path=/"] },
) {
  const root = mkdtempSync(path.join(tmpdir(), "inteligram-static-"));
  mkdirSync(path.join(root, "dashboard"));
  writeFileSync(path.join(root, "dashboard", "index.html"), frame);
  const asked: string[] = [];
  const app = new Hono().use(
    serveWebApp(root, {
      pageData: async (request, pagePath) => {
        asked.push(pagePath);
        if (!request.headers.get("cookie")) return undefined;
        return served;
      },
    }),
  );
  return { app, asked };
}

describe("a prerendered signed-in page", () => {
  it("carries the request's data before </head>, private to the visitor", async () => {
    const { app, asked } = builtApp();
    const response = await app.request("/dashboard", { headers: { cookie: "s=1" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      '<html><head><title>D</title><script type="application/json" id="inteligram-data">{}</script></head><body></body></html>',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toBe("Cookie");
    expect(response.headers.get("set-cookie")).toBe("a=1; Path=/");
    expect(asked).toEqual(["/dashboard"]);
  });

  it("is the plain file without data", async () => {
    const { app } = builtApp();
    const response = await app.request("/dashboard/");
    expect(await response.text()).toBe("<html><head><title>D</title></head><body></body></html>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("puts the page's first screen in the frame's slot, and a person's text as it is, even with $& or $' in it", async () => {
    const frame =
      '<html><head></head><body><main><div data-first-screen="" inert="" aria-hidden="true"></div><div role="status"></div></main></body></html>';
    const { app } = builtApp(frame, {
      script: '<script type="application/json" id="inteligram-data">{"bio":"US$& e $\'"}</script>',
      setCookies: [],
      firstScreen: "<h1>Dashboard</h1><p>Preços em US$& e $' e $1</p>",
    });
    const response = await app.request("/dashboard", { headers: { cookie: "s=1" } });
    expect(await response.text()).toBe(
      '<html><head><script type="application/json" id="inteligram-data">{"bio":"US$& e $\'"}</script></head><body><main>' +
        '<div data-first-screen="" inert="" aria-hidden="true"><h1>Dashboard</h1><p>Preços em US$& e $\' e $1</p></div><div role="status"></div></main></body></html>',
    );
  });
});
