import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { limitBody } from "./body-limit";

// A Request that counts how often its body stream is asked for: on the Node server, that question
// is what builds a whole fetch Request for the request.
class CountingRequest extends Request {
  bodyAsked = 0;
  override get body() {
    this.bodyAsked += 1;
    return super.body;
  }
}

function appWithLimit(maxSize: number) {
  const seen: number[] = [];
  const app = new Hono();
  app.use(limitBody(maxSize));
  app.use(async (c, next) => {
    seen.push((c.req.raw as CountingRequest).bodyAsked);
    await next();
  });
  app.all("/", async (c) => c.json({ length: c.req.method === "GET" ? 0 : (await c.req.text()).length }));
  app.onError((error, c) =>
    c.json({ status: error instanceof HTTPException ? error.status : 500 }, error instanceof HTTPException ? error.status : 500),
  );
  return { app, seen };
}

const send = (app: Hono, init: RequestInit & { length?: number }) => {
  const headers = new Headers(init.headers);
  if (init.length !== undefined) headers.set("content-length", String(init.length));
  return app.request(new CountingRequest("http://localhost/", { ...init, headers }));
};

describe("limitBody", () => {
  it("lets a declared length within the limit, and a GET, through without asking for the body stream", async () => {
    const { app, seen } = appWithLimit(16);
    const put = await send(app, { method: "PUT", body: "0123456789", length: 10 });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ length: 10 });
    expect((await send(app, { method: "GET" })).status).toBe(200);
    expect(seen).toEqual([0, 0]);
  });

  it("refuses with 413 a declared length over the limit, and counts a body without a declared length", async () => {
    const { app } = appWithLimit(16);
    expect((await send(app, { method: "PUT", body: "x".repeat(17), length: 17 })).status).toBe(413);
    expect((await send(app, { method: "POST", body: "x".repeat(17) })).status).toBe(413);
    const small = await send(app, { method: "POST", body: "x".repeat(16) });
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ length: 16 });
  });
});
