// Brazilian phone numbers: DDD (2 digits) + 8 digits (landline) or 9 digits (mobile, starting
// with 9). Masks: (11) 3456-7890 and (11) 98765-4321.

// Anatel's area codes in use. Every one is in 11-99 with no 0 in either digit, but not every
// such pair exists (20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56-60, 70, 72, 76, 78, 80, 90).
export const brazilianAreaCodes: ReadonlySet<string> = new Set([
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "21",
  "22",
  "24",
  "27",
  "28",
  "31",
  "32",
  "33",
  "34",
  "35",
  "37",
  "38",
  "41",
  "42",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "49",
  "51",
  "53",
  "54",
  "55",
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "67",
  "68",
  "69",
  "71",
  "73",
  "74",
  "75",
  "77",
  "79",
  "81",
  "82",
  "83",
  "84",
  "85",
  "86",
  "87",
  "88",
  "89",
  "91",
  "92",
  "93",
  "94",
  "95",
  "96",
  "97",
  "98",
  "99",
]);

export const phoneMessages = {
  format: "Digite o telefone no formato (11) 98765-4321 ou (11) 3456-7890.",
  areaCode: "DDD inválido. Confira os dois primeiros dígitos do telefone.",
  mobile: "Celulares têm 9 dígitos depois do DDD e começam com 9.",
  landline: "Telefones fixos começam com 2, 3, 4 ou 5 depois do DDD.",
} as const;

// The national digits (DDD + number) of what was typed or pasted. A pasted international
// prefix (+55 11 ..., 5511...) or trunk zero (011 ...) is dropped. 55 is also a DDD, so the
// prefix is only recognised when the number is too long to be national and isn't already in
// the mask: "(55) 98765-4321" plus one more keystroke must stay a DDD 55 number, and a masked
// "(01) ..." is a wrong DDD, not a trunk zero.
function toNationalDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (value.trimStart().startsWith("(")) return digits;
  const national = digits.replace(/^0+/, "");
  const hasCountryCode = national.length >= 12 && national.startsWith("55");
  return hasCountryCode ? national.slice(2).replace(/^0+/, "") : national;
}

/** The national digits of what was typed or pasted, cut to 11. */
export function extractPhoneDigits(value: string): string {
  return toNationalDigits(value).slice(0, 11);
}

/** Progressive mask: (1, (11, (11) 3456, (11) 3456-7890, (11) 98765-4321. */
export function maskPhone(value: string): string {
  const digits = extractPhoneDigits(value);
  if (digits.length === 0) return "";
  const areaCode = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length === 0) return `(${areaCode}`;
  // Up to 10 digits the landline grouping 4-4; the 11th digit makes it a mobile's 5-4.
  const splitAt = number.length > 8 ? 5 : 4;
  const head = number.slice(0, splitAt);
  const tail = number.slice(splitAt);
  return `(${areaCode}) ${head}${tail ? `-${tail}` : ""}`;
}

/** Null when valid, else a pt-BR message. Accepts the mask, bare digits or +55. */
export function validatePhone(value: string): string | null {
  if (/[^\d\s()+.-]/.test(value)) return phoneMessages.format;
  const digits = toNationalDigits(value);
  if (digits.length !== 10 && digits.length !== 11) return phoneMessages.format;
  if (!brazilianAreaCodes.has(digits.slice(0, 2))) return phoneMessages.areaCode;
  const first = digits.charAt(2);
  if (digits.length === 11) return first === "9" ? null : phoneMessages.mobile;
  if (/[2-5]/.test(first)) return null;
  // Every mobile number has had nine digits since 2016: eight digits from 6 up lack the 9.
  return /[6-9]/.test(first) ? phoneMessages.mobile : phoneMessages.landline;
}
