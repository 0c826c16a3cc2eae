import { describe, expect, it } from "vitest";
import { wordForms } from "./word-forms";

describe("wordForms", () => {
  it.each<[string, string[]]>([
    ["promoção", ["promoção", "promoções", "promoçães", "promoçãos"]],
    ["promocao", ["promocao", "promocoes", "promocaes", "promocaos"]],
    ["promoções", ["promoções", "promoção"]],
    ["promocoes", ["promocoes", "promocao"]],
    ["pães", ["pães", "pão"]],
    ["mãos", ["mãos", "mão"]],
    ["jornal", ["jornal", "jornais"]],
    ["reais", ["reais", "real"]],
    ["papel", ["papel", "papéis", "papeis"]],
    ["papéis", ["papéis", "papel"]],
    ["disponiveis", ["disponiveis", "disponivel", "disponivil"]],
    ["lençol", ["lençol", "lençóis", "lençois"]],
    ["azul", ["azul", "azuis"]],
    ["azuis", ["azuis", "azul"]],
    ["fácil", ["fácil", "fácis", "fáceis"]],
    ["homem", ["homem", "homens"]],
    ["itens", ["itens", "item"]],
  ])("%s -> %j", (word, forms) => {
    expect(wordForms(word)).toEqual(forms);
  });

  it.each([
    // The stemmer already joins these to their plurals.
    "entrega",
    "preço",
    "cor",
    "tamanho",
    // Too short for a rule: "mais" is not the plural of "mal", nor "bem" the singular of "bens".
    "mais",
    "pois",
    "seis",
    "bem",
    "bom",
    // Stop words, digits and joined words are left alone.
    "tem",
    "de",
    "49,90",
    "tam38",
    "guarda-chuva",
    "loja.da_ana",
  ])("leaves %s alone", (word) => {
    expect(wordForms(word)).toEqual([word]);
  });
});
