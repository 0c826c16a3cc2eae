import { describe, expect, it } from "vitest";
import { readHashtags, readMentions } from "./caption-tags";

describe("caption tags", () => {
  it("reads hashtags without '#', once each, in order", () => {
    expect(readHashtags("Bom dia! #marketingdigital #Café #dicas_de_hoje #marketingdigital")).toEqual([
      "marketingdigital",
      "Café",
      "dicas_de_hoje",
    ]);
  });

  it("ignores numbers and '#' inside words", () => {
    expect(readHashtags("Pedido #123 na loja C#sharp &#38; fim")).toEqual([]);
  });

  it("reads mentions without '@' and drops a sentence's full stop", () => {
    expect(readMentions("Foto por @ana.souza. Com @loja_x e @ana.souza!")).toEqual(["ana.souza", "loja_x"]);
  });

  it("does not take an e-mail address for a mention", () => {
    expect(readMentions("Escreva para contato@loja.com.br")).toEqual([]);
  });
});
