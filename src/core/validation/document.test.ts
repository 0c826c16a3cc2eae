import { describe, expect, it } from "vitest";
import {
  cnpjCheckDigitsError,
  cnpjFormatError,
  cpfCheckDigitsError,
  cpfFormatError,
  hasValidCnpjCheckDigits,
  hasValidCpfCheckDigits,
  isCnpjFormat,
  isCpfFormat,
  maskCnpj,
  maskCpf,
  maskLegalDocument,
  validateLegalDocument,
} from "./document";

// Check digits computed by hand (mod 11: remainder < 2 -> 0, else 11 - remainder).
//
// CNPJ 11.222.333/0001-81
//   1st: 1·5+1·4+2·3+2·2+2·9+3·8+3·7+3·6+0·5+0·4+0·3+1·2 = 102; 102 % 11 = 3 -> 8
//   2nd: 1·6+1·5+2·4+2·3+2·2+3·9+3·8+3·7+0·6+0·5+0·4+1·3+8·2 = 120; 120 % 11 = 10 -> 1
// CNPJ 33.000.167/0001-01 (first check digit from remainder 0)
//   1st: 3·5+3·4+0+0+0+1·8+6·7+7·6+0+0+0+1·2 = 121; 121 % 11 = 0 -> 0
//   2nd: 3·6+3·5+0+0+0+1·9+6·8+7·7+0+0+0+1·3+0·2 = 142; 142 % 11 = 10 -> 1
// CNPJ 00.000.000/0001-91
//   1st: 1·2 = 2 -> 9;  2nd: 1·3 + 9·2 = 21; 21 % 11 = 10 -> 1
// CNPJ 00.000.000/0040-06 (first check digit from remainder 1)
//   1st: 4·3 + 0·2 = 12; 12 % 11 = 1 -> 0;  2nd: 4·4 + 0·3 + 0·2 = 16; 16 % 11 = 5 -> 6
// Alphanumeric CNPJ 12.ABC.345/01DE-35 (Serpro's example; letter = ASCII - 48, A = 17)
//   values 1 2 17 18 19 3 4 5 0 1 20 21
//   1st: 5+8+51+36+171+24+28+30+0+4+60+42 = 459; 459 % 11 = 8 -> 3
//   2nd: 6+10+68+54+38+27+32+35+0+5+80+63+3·2 = 424; 424 % 11 = 6 -> 5
// CPF 529.982.247-25
//   1st: 5·10+2·9+9·8+9·7+8·6+2·5+2·4+4·3+7·2 = 295; 295 % 11 = 9 -> 2
//   2nd: 5·11+2·10+9·9+9·8+8·7+2·6+2·5+4·4+7·3+2·2 = 347; 347 % 11 = 6 -> 5
// CPF 111.444.777-35
//   1st: 10+9+8+28+24+20+28+21+14 = 162; 162 % 11 = 8 -> 3
//   2nd: 11+10+9+32+28+24+35+28+21+3·2 = 204; 204 % 11 = 6 -> 5
// CPF 000.000.031-07 (first check digit from remainder 0)
//   1st: 3·3+1·2 = 11; 11 % 11 = 0 -> 0;  2nd: 3·4+1·3+0·2 = 15; 15 % 11 = 4 -> 7
// CPF 000.000.040-06 (first check digit from remainder 1)
//   1st: 4·3+0·2 = 12; 12 % 11 = 1 -> 0;  2nd: 4·4+0·3+0·2 = 16; 16 % 11 = 5 -> 6

describe("maskCnpj", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["11", "11"],
    ["112", "11.2"],
    ["11222", "11.222"],
    ["112223", "11.222.3"],
    ["11222333", "11.222.333"],
    ["112223330", "11.222.333/0"],
    ["112223330001", "11.222.333/0001"],
    ["1122233300018", "11.222.333/0001-8"],
    ["11222333000181", "11.222.333/0001-81"],
  ])("masks %j progressively as %j", (typed, masked) => {
    expect(maskCnpj(typed)).toBe(masked);
  });

  it.each([
    ["cuts at 14 characters", "112223330001819999", "11.222.333/0001-81"],
    ["keeps a pasted masked CNPJ", "11.222.333/0001-81", "11.222.333/0001-81"],
    ["masks a pasted CNPJ with spaces", " 11 222 333 0001 81 ", "11.222.333/0001-81"],
    ["drops a trailing separator after backspace", "11.222.", "11.222"],
    ["remasks an edit in the middle", "11.2223.33/0001-81", "11.222.333/0001-81"],
    ["upper-cases an alphanumeric CNPJ", "12abc34501de35", "12.ABC.345/01DE-35"],
    ["refuses letters in the check digits", "11.222.333/0001-8A", "11.222.333/0001-8"],
    ["drops punctuation it doesn't use", "11#222$333", "11.222.333"],
  ])("%s", (_, typed, masked) => {
    expect(maskCnpj(typed)).toBe(masked);
  });
});

describe("maskCpf", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982", "529.982"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["52998224725", "529.982.247-25"],
  ])("masks %j progressively as %j", (typed, masked) => {
    expect(maskCpf(typed)).toBe(masked);
  });

  it.each([
    ["cuts at 11 digits", "5299822472599", "529.982.247-25"],
    ["keeps a pasted masked CPF", "529.982.247-25", "529.982.247-25"],
    ["ignores letters", "abc529x982", "529.982"],
    ["drops a trailing separator after backspace", "529.982.", "529.982"],
  ])("%s", (_, typed, masked) => {
    expect(maskCpf(typed)).toBe(masked);
  });
});

describe("maskLegalDocument", () => {
  it("masks by account type", () => {
    expect(maskLegalDocument("business", "11222333000181")).toBe("11.222.333/0001-81");
    expect(maskLegalDocument("personal", "11222333000181")).toBe("112.223.330-00");
  });
});

describe("isCnpjFormat / isCpfFormat", () => {
  it.each([
    ["11.222.333/0001-81", true],
    ["12.ABC.345/01DE-35", true],
    ["11222333000181", false],
    ["11.222.333/0001-8", false],
    ["11.222.333/0001-811", false],
    ["11.222.333.0001-81", false],
    [" 11.222.333/0001-81", false],
    ["12.ABC.345/01DE-3A", false],
  ])("CNPJ %j -> %s", (value, expected) => {
    expect(isCnpjFormat(value)).toBe(expected);
  });

  it.each([
    ["529.982.247-25", true],
    ["52998224725", false],
    ["529.982.247-2", false],
    ["529.982.24725", false],
    ["529-982-247-25", false],
    ["529.982.247-25 ", false],
  ])("CPF %j -> %s", (value, expected) => {
    expect(isCpfFormat(value)).toBe(expected);
  });
});

describe("hasValidCnpjCheckDigits", () => {
  it.each([
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["33.000.167/0001-01", true],
    ["00.000.000/0001-91", true],
    ["00.000.000/0040-06", true],
    ["12.ABC.345/01DE-35", true],
    ["12.abc.345/01de-35", true],
    ["11.222.333/0001-82", false],
    ["11.222.333/0001-91", false],
    ["11.222.333/0002-81", false],
    ["12.ABC.345/01DE-53", false],
    ["00.000.000/0000-00", false],
    ["11.111.111/1111-11", false],
    ["11.222.333/0001-8", false],
    ["", false],
  ])("%j -> %s", (value, expected) => {
    expect(hasValidCnpjCheckDigits(value)).toBe(expected);
  });
});

describe("hasValidCpfCheckDigits", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["111.444.777-35", true],
    ["000.000.031-07", true],
    ["000.000.040-06", true],
    ["529.982.247-24", false],
    ["529.982.247-52", false],
    ["529.982.248-25", false],
    // 111.111.111-11 passes the arithmetic; one repeated digit is refused on its own.
    ["111.111.111-11", false],
    ["000.000.000-00", false],
    ["529.982.247-2", false],
    ["529.982.247-25a", false],
  ])("%j -> %s", (value, expected) => {
    expect(hasValidCpfCheckDigits(value)).toBe(expected);
  });
});

describe("validateLegalDocument", () => {
  it("uses the spec's exact messages for the format", () => {
    expect(cnpjFormatError).toEqual({ title: "CNPJ inválido", description: "Digite o CNPJ no formato 00.000.000/0000-00" });
    expect(cpfFormatError).toEqual({ title: "CPF inválido", description: "Digite o CPF no formato 000.000.000-00" });
  });

  it.each([
    ["accepts a valid masked CNPJ", "business", "11.222.333/0001-81", null],
    ["accepts a valid alphanumeric CNPJ in lower case", "business", "12.abc.345/01de-35", null],
    ["accepts surrounding spaces", "business", " 11.222.333/0001-81 ", null],
    ["refuses a CNPJ without the mask", "business", "11222333000181", cnpjFormatError],
    ["refuses a partial CNPJ", "business", "11.222.333/0001", cnpjFormatError],
    ["refuses an empty CNPJ", "business", "", cnpjFormatError],
    ["refuses a CPF where a CNPJ is expected", "business", "529.982.247-25", cnpjFormatError],
    ["refuses a CNPJ with wrong check digits", "business", "11.222.333/0001-82", cnpjCheckDigitsError],
    ["refuses an all-zero CNPJ", "business", "00.000.000/0000-00", cnpjCheckDigitsError],
    ["accepts a valid masked CPF", "personal", "529.982.247-25", null],
    ["refuses a CPF without the mask", "personal", "52998224725", cpfFormatError],
    ["refuses a CNPJ where a CPF is expected", "personal", "11.222.333/0001-81", cpfFormatError],
    ["refuses a CPF with wrong check digits", "personal", "529.982.247-24", cpfCheckDigitsError],
    ["refuses a CPF of one repeated digit", "personal", "111.111.111-11", cpfCheckDigitsError],
  ] as const)("%s", (_, accountType, value, expected) => {
    expect(validateLegalDocument(accountType, value)).toEqual(expected);
  });
});
