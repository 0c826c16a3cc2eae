import { readSearchUrl, writeSearchUrl } from "@core/search/search-url";
import { describe, expect, it } from "vitest";
import { accountChoiceValue, readAccountChoice } from "./account-choice";

const accountId = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";

/** The address after choosing `value` in the "Contas" select on the page at `search` (as SearchPage's `go`). */
function choose(search: string, value: string) {
  const state = readSearchUrl(new URLSearchParams(search));
  return writeSearchUrl({ ...state, page: 1, ...readAccountChoice(value) });
}

describe("the search's account choice", () => {
  it("narrows to one account, and names it in the address", () => {
    const params = choose("q=entrega", `conta:${accountId}`);
    expect(params.get("conta")).toBe(accountId);
    expect(accountChoiceValue(readSearchUrl(params))).toBe(`conta:${accountId}`);
  });

  it("goes back to every account of the person: 'Todas as suas contas' leaves no conta= in the address", () => {
    const params = choose(`q=entrega&conta=${accountId}&sem-resposta=1`, "escopo:own");
    expect(params.has("conta")).toBe(false);
    expect(params.toString()).toBe("q=entrega&sem-resposta=1");
    expect(accountChoiceValue(readSearchUrl(params))).toBe("escopo:own");
  });

  it("goes from one account to the competitors or to everyone", () => {
    expect(choose(`q=entrega&conta=${accountId}`, "escopo:competitors").toString()).toBe("q=entrega&escopo=competitors");
    expect(choose(`q=entrega&conta=${accountId}`, "escopo:all").toString()).toBe("q=entrega&escopo=all");
  });
});
