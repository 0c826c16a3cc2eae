import { inlineDataElementId } from "@core/http/inline-data";
import { describe, expect, it } from "vitest";
import { readPageData } from "./page-data";

const user = { id: "u1", email: "maria@exemplo.com.br", name: "Maria", image: null };

/** An app that answers the session and a few reads, and records what it was asked. */
function fakeApp(answers: Record<string, { status: number; body: unknown; setCookie?: string }>) {
  const asked: { path: string; cookie: string | null }[] = [];
  const fetch = (path: string, init: RequestInit) => {
    asked.push({ path, cookie: new Headers(init.headers).get("cookie") });
    const answer = answers[path] ?? { status: 404, body: { error: { code: "NOT_FOUND" } } };
    const headers = new Headers({ "content-type": "application/json" });
    if (answer.setCookie) headers.append("set-cookie", answer.setCookie);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  };
  return { fetch, asked };
}

const request = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

function parseScript(script: string) {
  const match = new RegExp(`^<script type="application/json" id="${inlineDataElementId}">(.*)</script>$`).exec(script);
  return JSON.parse(match![1]!) as { page: string; answers: Record<string, unknown> };
}

describe("a signed-in page's first answers", () => {
  it("reads the session and the page's GETs with the visitor's cookie, leaving out a failed read", async () => {
    const app = fakeApp({
      "/api/auth/get-session": { status: 200, body: { user, session: {} }, setCookie: "inteligram.session_token=novo; Path=/" },
      "/api/workspaces": { status: 500, body: { error: { code: "INTERNAL" } } },
      "/api/dashboard": { status: 200, body: { current: { id: "c1" } } },
    });
    const data = await readPageData(app.fetch, request("/dashboard", "inteligram.session_token=abc"), "/dashboard");
    expect(app.asked.map((call) => call.path).sort()).toEqual([
      "/api/alerts/unread",
      "/api/auth/get-session",
      "/api/dashboard",
      "/api/lifecycle/standing",
      "/api/workspaces",
    ]);
    expect(app.asked.every((call) => call.cookie === "inteligram.session_token=abc")).toBe(true);
    const inline = parseScript(data!.script);
    expect(inline.page).toBe("/dashboard");
    expect(inline.answers).toEqual({
      session: { id: "u1", email: "maria@exemplo.com.br", name: "Maria" },
      "/api/dashboard": { current: { id: "c1" } },
    });
    expect(data!.setCookies).toEqual(["inteligram.session_token=novo; Path=/"]);
  });

  it("gives nothing without a session, without a cookie, or for a page without reads", async () => {
    const signedOut = fakeApp({ "/api/auth/get-session": { status: 200, body: null } });
    expect(await readPageData(signedOut.fetch, request("/admin/equipe", "x=1"), "/admin/equipe")).toBeUndefined();
    expect(signedOut.asked.map((call) => call.path)).toEqual(["/api/auth/get-session"]);

    const app = fakeApp({ "/api/auth/get-session": { status: 200, body: { user } } });
    expect(await readPageData(app.fetch, request("/admin/equipe"), "/admin/equipe")).toBeUndefined();
    expect(await readPageData(app.fetch, request("/sobre", "x=1"), "/sobre")).toBeUndefined();
    expect(app.asked).toEqual([]);
  });

  it("puts the new session in the e-mail confirmation's landing page, so it moves on without asking for it", async () => {
    const { asked, data } = await readsOf("/auth/callback?plan=advanced");
    expect(asked).toEqual([]);
    const inline = parseScript(data!.script);
    expect(inline.page).toBe("/auth/callback");
    expect(inline.answers.session).toEqual({ id: "u1", email: "maria@exemplo.com.br", name: "Maria" });
  });

  const readsOf = async (path: string, answers: Record<string, { status: number; body: unknown }> = {}) => {
    const app = fakeApp({ "/api/auth/get-session": { status: 200, body: { user } }, ...answers });
    const data = await readPageData(app.fetch, request(path, "s=1"), new URL(`http://localhost${path}`).pathname);
    const everyPage = ["/api/auth/get-session", "/api/workspaces", "/api/alerts/unread", "/api/lifecycle/standing"];
    return { asked: app.asked.map((call) => call.path).filter((asked) => !everyPage.includes(asked)), data };
  };

  it("reads the period in the page's address as the page's components ask for it", async () => {
    const recommendationsOf = async (path: string) => (await readsOf(path)).asked.filter((asked) => asked !== "/api/accounts");
    expect((await readsOf("/recomendacoes")).asked).toEqual(["/api/accounts", "/api/insights/recommendations?period=30d"]);
    expect(await recommendationsOf("/recomendacoes?periodo=7d")).toEqual(["/api/insights/recommendations?period=7d"]);
    expect(await recommendationsOf("/recomendacoes?periodo=custom&de=2026-10-01&ate=2026-10-31")).toEqual([
      "/api/insights/recommendations?period=custom&from=2026-10-01&to=2026-10-31",
    ]);
    expect(await recommendationsOf("/recomendacoes?periodo=nenhum")).toEqual(["/api/insights/recommendations?period=30d"]);
  });

  it("reads the competitors' comparison only when there are competitors", async () => {
    const none = await readsOf("/concorrentes", { "/api/competitors": { status: 200, body: { competitors: [] } } });
    expect(none.asked.sort()).toEqual(["/api/accounts", "/api/competitors", "/api/facebook/connection"]);

    const comparison = { competitors: [{ id: "c1" }] };
    const some = await readsOf("/concorrentes?periodo=90d", {
      "/api/competitors": { status: 200, body: { competitors: [{ id: "c1" }] } },
      "/api/competitors/comparison?period=90d": { status: 200, body: comparison },
    });
    expect(some.asked.sort()).toEqual([
      "/api/accounts",
      "/api/competitors",
      "/api/competitors/comparison?period=90d",
      "/api/facebook/connection",
    ]);
    expect(parseScript(some.data!.script).answers["/api/competitors/comparison?period=90d"]).toEqual(comparison);

    // The own account chosen on the page (?conta=, decision 034) is asked for by id, as the page asks.
    const account = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";
    const chosen = await readsOf(`/concorrentes?conta=${account}&periodo=7d`, {
      "/api/competitors": { status: 200, body: { competitors: [{ id: "c1" }] } },
      [`/api/competitors/comparison?period=7d&accountId=${account}`]: { status: 200, body: comparison },
    });
    expect(chosen.asked).toContain(`/api/competitors/comparison?period=7d&accountId=${account}`);
    // Keyed with its parameters in order, as the page looks it up (inlineDataKey).
    expect(parseScript(chosen.data!.script).answers[`/api/competitors/comparison?accountId=${account}&period=7d`]).toEqual(
      comparison,
    );
  });
});
