import type { App } from "../app/create-app";
import { testOrigin } from "./server";

/** Requests through the real app with a cookie jar and the Origin header better-auth requires. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
  ) {
    const headers: Record<string, string> = { origin: testOrigin, "x-forwarded-for": this.ip, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const response = await this.app.request(path, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.rawBody,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The Cookie header this client sends (for load tools). */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  post(path: string, json: unknown) {
    return this.request(path, { method: "POST", json });
  }

  /** The same visitor (cookies, address) talking to another app instance, e.g. after a restart. */
  onApp(app: App) {
    const client = new TestClient(app, this.ip);
    client.cookies = new Map(this.cookies);
    return client;
  }
}
