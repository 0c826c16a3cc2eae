import { z } from "zod";

// Text never carries control characters: PostgreSQL refuses the NUL byte outright (a 500 before
// this rule), and the others are invisible in every screen and e-mail. Tab, line feed and
// carriage return stay allowed, as a message has lines.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const controlCharacterMessage = "Remova os caracteres invisíveis (de controle) deste campo.";

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

/**
 * Every place in a parsed input (JSON, form, query, route parameters) whose text, or key, holds a
 * control character, as dotted paths ("" for the value itself). One walk covers every field of
 * every route, so no schema can forget the rule.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return hasControlCharacters(value) ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findControlCharacters(item, [...path, String(index)]));
  if (value !== null && typeof value === "object" && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlCharacters(key) ? [[...path, "_"].join(".")] : findControlCharacters(item, [...path, key]),
    );
  }
  return [];
}

/** A string without control characters, for schemas used outside the API routes (forms). */
export const plainText = () => z.string().refine((text) => !hasControlCharacters(text), controlCharacterMessage);
