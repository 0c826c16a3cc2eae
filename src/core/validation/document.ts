import type { AccountType } from "./account-type";

// Brazilian legal documents: CNPJ (companies) and CPF (people). docs/product/screens.md: the field is masked
// as the user types, cut to 14 (CNPJ) or 11 (CPF) characters, and must match the mask.
//
// Since July 2026 new CNPJs are alphanumeric (Receita Federal IN RFB 2.229/2024): the first 12
// characters may be 0-9 or A-Z, the two check digits stay numeric, and the mod-11 algorithm
// values each character as its ASCII code minus 48 (so digits keep their value, A = 17).
// Numeric CNPJs are the special case, so both kinds go through the same code.

export const cnpjLength = 14;
export const cpfLength = 11;

export type DocumentError = { readonly title: string; readonly description: string };

// docs/product/screens.md, verbatim.
export const cnpjFormatError: DocumentError = {
  title: "CNPJ inválido",
  description: "Digite o CNPJ no formato 00.000.000/0000-00",
};
export const cpfFormatError: DocumentError = {
  title: "CPF inválido",
  description: "Digite o CPF no formato 000.000.000-00",
};
export const cnpjCheckDigitsError: DocumentError = {
  title: "CNPJ inválido",
  description: "Os dígitos verificadores do CNPJ não conferem. Confira o número.",
};
export const cpfCheckDigitsError: DocumentError = {
  title: "CPF inválido",
  description: "Os dígitos verificadores do CPF não conferem. Confira o número.",
};

const cnpjFormatPattern = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;
const cpfFormatPattern = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

export function extractDigits(value: string): string {
  return value.replace(/\D/g, "");
}

// Keeps what a CNPJ can hold where it can hold it: letters or digits in the first 12
// positions, digits only in the two check-digit positions; everything else is dropped.
export function extractCnpjCharacters(value: string): string {
  let kept = "";
  for (const char of value.toUpperCase()) {
    if (kept.length === cnpjLength) break;
    const allowed = kept.length < 12 ? /[0-9A-Z]/ : /\d/;
    if (allowed.test(char)) kept += char;
  }
  return kept;
}

function joinMasked(parts: readonly (readonly [separator: string, text: string])[]): string {
  return parts
    .filter(([, text]) => text.length > 0)
    .map(([separator, text], index) => (index === 0 ? text : separator + text))
    .join("");
}

/** Progressive mask 00.000.000/0000-00 (letters allowed in the first 12 positions). */
export function maskCnpj(value: string): string {
  const c = extractCnpjCharacters(value);
  return joinMasked([
    ["", c.slice(0, 2)],
    [".", c.slice(2, 5)],
    [".", c.slice(5, 8)],
    ["/", c.slice(8, 12)],
    ["-", c.slice(12, 14)],
  ]);
}

/** Progressive mask 000.000.000-00. */
export function maskCpf(value: string): string {
  const d = extractDigits(value).slice(0, cpfLength);
  return joinMasked([
    ["", d.slice(0, 3)],
    [".", d.slice(3, 6)],
    [".", d.slice(6, 9)],
    ["-", d.slice(9, 11)],
  ]);
}

export function maskLegalDocument(accountType: AccountType, value: string): string {
  return accountType === "business" ? maskCnpj(value) : maskCpf(value);
}

export function isCnpjFormat(value: string): boolean {
  return cnpjFormatPattern.test(value);
}

export function isCpfFormat(value: string): boolean {
  return cpfFormatPattern.test(value);
}

function computeMod11CheckDigit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const cnpjFirstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cnpjSecondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Official mod-11 check of a CNPJ, masked or not. Refuses anything that isn't 14 characters
 * and documents of one repeated digit (00.000.000/0000-00 passes the arithmetic).
 */
export function hasValidCnpjCheckDigits(value: string): boolean {
  const stripped = value.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (!/^[0-9A-Z]{12}\d{2}$/.test(stripped)) return false;
  if (/^(.)\1*$/.test(stripped)) return false;
  const values = [...stripped].map((char) => char.charCodeAt(0) - 48);
  const first = computeMod11CheckDigit(values.slice(0, 12), cnpjFirstWeights);
  const second = computeMod11CheckDigit([...values.slice(0, 12), first], cnpjSecondWeights);
  return values[12] === first && values[13] === second;
}

const cpfFirstWeights = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const cpfSecondWeights = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** Official mod-11 check of a CPF, masked or not; refuses one repeated digit. */
export function hasValidCpfCheckDigits(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  const digits = extractDigits(value);
  if (digits.length !== cpfLength) return false;
  if (/^(\d)\1*$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = computeMod11CheckDigit(values.slice(0, 9), cpfFirstWeights);
  const second = computeMod11CheckDigit([...values.slice(0, 9), first], cpfSecondWeights);
  return values[9] === first && values[10] === second;
}

/**
 * docs/product/screens.md check of the onboarding document: null when valid, else the toast to show.
 * The format (with the mask) is checked first, with the spec's messages; then the check digits.
 */
export function validateLegalDocument(accountType: AccountType, value: string): DocumentError | null {
  const trimmed = value.trim();
  if (accountType === "business") {
    const upper = trimmed.toUpperCase();
    if (!isCnpjFormat(upper)) return cnpjFormatError;
    return hasValidCnpjCheckDigits(upper) ? null : cnpjCheckDigitsError;
  }
  if (!isCpfFormat(trimmed)) return cpfFormatError;
  return hasValidCpfCheckDigits(trimmed) ? null : cpfCheckDigitsError;
}
