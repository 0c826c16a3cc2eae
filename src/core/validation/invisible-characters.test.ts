import { describe, expect, it } from "vitest";
import { apiKeyNameSchema } from "../public-api/api-keys-responses";
import { companyDataSchema } from "./company";
import { contactMessageSchema } from "./contact";
import { hasInvisibleCharacters, invisibleCharactersMessage } from "./invisible-characters";

const bidiAndZeroWidth = [
  ...["\u202a", "\u202b", "\u202c", "\u202d", "\u202e"],
  ...["\u2066", "\u2067", "\u2068", "\u2069"],
  ...["\u200b", "\u200c", "\u200d", "\u200e", "\u200f"],
  ...["\ufeff", "\u061c", "\u2060"],
];

describe("bidirectional and zero-width characters", () => {
  it.each(bidiAndZeroWidth.map((character) => [`U+${character.codePointAt(0)!.toString(16).toUpperCase()}`, character]))(
    "finds %s inside a name",
    (_label, character) => {
      expect(hasInvisibleCharacters(`Loja${character}Aurora`)).toBe(true);
    },
  );

  it.each(["Café Aurora Ltda", "São João & Filhos", "Loja 😀", "Equipe 👩‍💻", "Família 👨‍👩‍👧", "👍🏽‍👍", "مرحبا", "שלום", ""])(
    "leaves %j alone (accents, emoji and their joiners, right-to-left scripts)",
    (text) => {
      expect(hasInvisibleCharacters(text)).toBe(false);
    },
  );

  it("refuses a joiner that glues no emoji", () => {
    expect(hasInvisibleCharacters("a\u200db")).toBe(true);
    expect(hasInvisibleCharacters("👩\u200d")).toBe(true);
  });
});

function messageAt(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("every schema of a free-text name uses the shared rule", () => {
  it("an API key's name", () => {
    expect(apiKeyNameSchema.safeParse("Planilha \u202eslx").error?.issues[0]?.message).toBe(invisibleCharactersMessage);
    expect(apiKeyNameSchema.parse(" Planilha ")).toBe("Planilha");
  });

  it("the company or person named in onboarding", () => {
    const company = {
      accountType: "business",
      legalDocument: "11.222.333/0001-81",
      email: "a@aurora.com.br",
      phone: "11987654321",
      instagramHandle: "",
    };
    expect(messageAt(companyDataSchema.safeParse({ ...company, name: "Aurora\u200b Ltda" }), "name")).toBe(
      invisibleCharactersMessage,
    );
    expect(
      messageAt(
        companyDataSchema.safeParse({ ...company, accountType: "personal", legalDocument: "529.982.247-25", name: "Ana\u2066" }),
        "name",
      ),
    ).toBe(invisibleCharactersMessage);
    expect(companyDataSchema.safeParse({ ...company, name: "Aurora Ltda" }).success).toBe(true);
  });

  it.each(["firstName", "lastName", "company"])("the contact form's %s", (field) => {
    const contact = { firstName: "Ana", lastName: "Souza", email: "ana@exemplo.com.br", company: "Aurora", message: "Olá" };
    expect(messageAt(contactMessageSchema.safeParse({ ...contact, [field]: "Ana\u200f" }), field)).toBe(
      invisibleCharactersMessage,
    );
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
  });
});
