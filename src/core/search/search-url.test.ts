import { describe, expect, it } from "vitest";
import { readSearchUrl, searchApiQuery, searchApiQueryString, writeSearchUrl, type SearchUrlState } from "./search-url";

const defaults: SearchUrlState = {
  q: "",
  scope: "own",
  period: { preset: "30d" },
  kind: "all",
  questions: false,
  unanswered: false,
  sort: "relevance",
  page: 1,
};

describe("the search in the address", () => {
  it("reads an empty address as the defaults, and writes the defaults as nothing", () => {
    expect(readSearchUrl(new URLSearchParams())).toEqual({
      ...defaults,
      accountId: undefined,
      type: undefined,
      author: undefined,
    });
    expect(writeSearchUrl(defaults).toString()).toBe("");
  });

  it("keeps every filter through a write and a read", () => {
    const state: SearchUrlState = {
      q: 'entrega "frete grátis" -sorteio',
      accountId: "4f1c2d8e-8b9a-4c1e-9f3a-2b7d6e5c4a10",
      scope: "own",
      period: { preset: "custom", from: "2026-10-01", to: "2026-10-31" },
      kind: "comments",
      type: "clips",
      author: "@cliente_maria",
      questions: true,
      unanswered: true,
      sort: "date",
      page: 3,
    };
    const params = writeSearchUrl(state);
    expect(params.get("q")).toBe('entrega "frete grátis" -sorteio');
    expect(params.get("periodo")).toBe("custom");
    expect(params.get("sem-resposta")).toBe("1");
    expect(readSearchUrl(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it("reads unknown values as the defaults", () => {
    const state = readSearchUrl(
      new URLSearchParams("q=frete&escopo=x&tipo=fotos&formato=igtv&ordem=popular&pagina=51&perguntas=sim&periodo=ontem"),
    );
    expect(state).toMatchObject({
      q: "frete",
      scope: "own",
      kind: "all",
      type: undefined,
      sort: "relevance",
      page: 1,
      questions: false,
      period: { preset: "30d" },
    });
    expect(readSearchUrl(new URLSearchParams("pagina=2.5")).page).toBe(1);
    expect(readSearchUrl(new URLSearchParams("pagina=50")).page).toBe(50);
  });

  it("names an account instead of a scope, in the address and to the API", () => {
    const state = { ...defaults, q: "frete", accountId: "4f1c2d8e-8b9a-4c1e-9f3a-2b7d6e5c4a10", scope: "all" as const };
    expect(writeSearchUrl(state).has("escopo")).toBe(false);
    expect(searchApiQuery(state).scope).toBeUndefined();
    expect(searchApiQuery({ ...defaults, q: "frete", scope: "competitors" }).scope).toBe("competitors");
  });

  it("asks the API for the same query the page and the server's first read send", () => {
    expect(searchApiQueryString({ ...defaults, q: "  entrega  ", unanswered: true })).toBe(
      "q=entrega&scope=own&period=30d&kind=all&unanswered=1&sort=relevance&page=1",
    );
    expect(
      searchApiQueryString(
        { ...defaults, q: "x", period: { preset: "custom", from: "2026-10-01", to: "2026-10-02" } },
        { format: "csv" },
      ),
    ).toBe("q=x&scope=own&period=custom&from=2026-10-01&to=2026-10-02&kind=all&sort=relevance&page=1&format=csv");
  });
});
