import { inlineDataElementId, serializeInlineData } from "@core/http/inline-data";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

function pageWith(page: string, servedAt: number, answers: Record<string, unknown>) {
  const text = serializeInlineData({ page, servedAt, answers });
  vi.stubGlobal("document", { getElementById: (id: string) => (id === inlineDataElementId ? { textContent: text } : null) });
  vi.stubGlobal("location", { pathname: "/dashboard" });
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("the answers in the page", () => {
  it("answers each request once, whatever the order of its query", async () => {
    pageWith("/dashboard", Date.now(), { "/api/analytics?accountId=a&period=30d": { ok: 1 } });
    const { takeInlineData } = await import("./inline-data");
    expect(takeInlineData("/api/analytics?period=30d&accountId=a")).toEqual({ ok: 1 });
    expect(takeInlineData("/api/analytics?period=30d&accountId=a")).toBeUndefined();
  });

  it("ignores answers read for another page or too long ago", async () => {
    pageWith("/admin/equipe", Date.now(), { "/api/team": { ok: 1 } });
    expect((await import("./inline-data")).takeInlineData("/api/team")).toBeUndefined();
    vi.resetModules();
    pageWith("/dashboard", Date.now() - 61_000, { "/api/dashboard": { ok: 1 } });
    expect((await import("./inline-data")).takeInlineData("/api/dashboard")).toBeUndefined();
  });

  it("lets apiRequest answer a GET from the page without fetching, and only the first time", async () => {
    pageWith("/dashboard", Date.now(), { "/api/dashboard": { current: null } });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ current: "rede" }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const { api } = await import("./api");
    expect(await api.get("/api/dashboard")).toEqual({ current: null });
    expect(fetch).not.toHaveBeenCalled();
    expect(await api.get("/api/dashboard")).toEqual({ current: "rede" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives a query its first answer as initial data, checked by its schema, and only once", async () => {
    pageWith("/dashboard", Date.now(), {
      "/api/insights/recommendations?period=7d": { items: [1] },
      "/api/alerts": { wrong: true },
    });
    const { apiQuery } = await import("./api");
    const schema = { parse: (data: unknown) => data as { items: number[] } };
    const recommendations = apiQuery("/api/insights/recommendations", { query: { period: "7d", from: undefined }, schema });
    expect(recommendations.initialData()).toEqual({ items: [1] });
    expect(recommendations.initialData()).toBeUndefined();
    // An answer the schema refuses is not shown: the query reads the network instead.
    const failing = {
      parse: () => {
        throw new Error("no");
      },
    };
    expect(apiQuery("/api/alerts", { schema: failing }).initialData()).toBeUndefined();
    expect(apiQuery("/api/team").initialData()).toBeUndefined();
  });

  it("with a schema still to load, gives the page's answer at once, unchecked, to a query and to a GET, and loads nothing", async () => {
    pageWith("/dashboard", Date.now(), { "/api/team": { members: 2 } });
    const { apiQuery } = await import("./api");
    const load = vi.fn(async () => ({ parse: (data: unknown) => data as { members: number } }));
    expect(apiQuery("/api/team", { schema: load }).initialData()).toEqual({ members: 2 });
    vi.resetModules();
    pageWith("/dashboard", Date.now(), { "/api/team": { members: 3 } });
    expect(await (await import("./api")).api.get("/api/team", { schema: load })).toEqual({ members: 3 });
    expect(load).not.toHaveBeenCalled();
  });

  it("on the server, gives a drawn page the request's answers for that render only", async () => {
    const { takeInlineData, withPageAnswers } = await import("./inline-data");
    const drawn = withPageAnswers({ "/api/team": { members: 2 } }, () => [
      takeInlineData("/api/team"),
      takeInlineData("/api/team"),
    ]);
    expect(drawn).toEqual([{ members: 2 }, undefined]);
    // No document: outside a drawing there is nothing to take.
    expect(takeInlineData("/api/team")).toBeUndefined();
  });
});
