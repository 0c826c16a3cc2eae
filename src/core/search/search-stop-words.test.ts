import { describe, expect, it } from "vitest";
import { isSearchStopWord } from "./search-stop-words";

describe("isSearchStopWord", () => {
  it.each(["de", "para", "com", "que", "é", "à", "está", "De", "PARA", "tém"])("%s is dropped by PostgreSQL", (word) => {
    expect(isSearchStopWord(word)).toBe(true);
  });

  // Accented stop-list entries are unreachable once the configuration has removed the accent.
  it.each(["não", "você", "vocês", "entrega", "frete", "1", "sao"])("%s is searched", (word) => {
    expect(isSearchStopWord(word)).toBe(false);
  });
});
