import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { jsonWithLength } from "./json-with-length";

function appWith(lengths: boolean) {
  const app = new Hono();
  app.use(compress());
  if (lengths) app.use(jsonWithLength);
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/created", (c) => c.json({ id: "a" }, 201));
  app.get("/large", (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Publicação ${i}` })) }));
  app.get("/own-headers", (c) => c.json({ limited: true }, 429, { "retry-after": "30" }));
  app.get("/problem", (c) => c.json({ error: "x" }, { status: 400, headers: { "x-problem": "sim" } }));
  return app;
}
const app = appWith(true);
const plainHono = appWith(false);

const gzip = { headers: { "accept-encoding": "gzip" } };

describe("c.json with the answer's length", () => {
  it("gives a small answer its length, so compress sends it as it is", async () => {
    const response = await app.request("/small", gzip);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/json");
    const text = await response.text();
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({ ok: true });
    // hono's own c.json sends the same small answer compressed, without a length.
    expect((await plainHono.request("/small", gzip)).headers.get("content-encoding")).toBe("gzip");
  });

  it("keeps the status and counts the bytes, not the characters", async () => {
    const response = await app.request("/created");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: "a" });
    const large = await app.request("/large");
    const text = await large.text();
    expect(text).toContain("Publicação");
    expect(Number(large.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(Number(large.headers.get("content-length"))).toBeGreaterThan(text.length);
  });

  it("still compresses a large answer for a client that accepts it", async () => {
    const response = await app.request("/large", gzip);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBeNull();
  });

  it("answers a call with its own headers or ResponseInit as hono's c.json does", async () => {
    for (const path of ["/own-headers", "/problem"]) {
      const [ours, hono] = [await app.request(path), await plainHono.request(path)];
      expect([ours.status, Object.fromEntries(ours.headers), await ours.text()]).toEqual([
        hono.status,
        Object.fromEntries(hono.headers),
        await hono.text(),
      ]);
    }
    expect((await app.request("/own-headers")).headers.get("retry-after")).toBe("30");
  });
});
