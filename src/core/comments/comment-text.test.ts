import { describe, expect, it } from "vitest";
import { foldedTokens, withoutLinksAndMentions } from "./comment-text";

describe("withoutLinksAndMentions", () => {
  it("drops @mentions and links, keeping the rest", () => {
    expect(
      withoutLinksAndMentions("@ana.paula_1 olha https://loja.com.br/x?a=1 e www.loja.com ok").split(/\s+/).filter(Boolean),
    ).toEqual(["olha", "e", "ok"]);
  });
});

describe("foldedTokens", () => {
  it("folds words and keeps each emoji as a token", () => {
    expect(foldedTokens("Têm no M? 😍❤️ Promoção!!")).toEqual(["tem", "no", "m", "😍", "❤", "promocao"]);
  });
});
