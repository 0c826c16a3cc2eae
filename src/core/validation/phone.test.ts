import { describe, expect, it } from "vitest";
import { brazilianAreaCodes, extractPhoneDigits, maskPhone, phoneMessages, phoneSchema, validatePhone } from "./phone";

describe("maskPhone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["113", "(11) 3"],
    ["113456", "(11) 3456"],
    ["1134567", "(11) 3456-7"],
    ["1134567890", "(11) 3456-7890"],
    // A mobile reads as 4-4 until its 11th digit arrives.
    ["1198765432", "(11) 9876-5432"],
    ["11987654321", "(11) 98765-4321"],
  ])("masks %j progressively as %j", (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it.each([
    ["cuts at 11 digits", "119876543210", "(11) 98765-4321"],
    ["keeps a masked mobile", "(11) 98765-4321", "(11) 98765-4321"],
    ["keeps a masked landline", "(11) 3456-7890", "(11) 3456-7890"],
    ["drops a pasted +55", "+55 11 98765-4321", "(11) 98765-4321"],
    ["drops a pasted 55 without +", "5511987654321", "(11) 98765-4321"],
    ["drops 55 before a landline", "55 11 3456-7890", "(11) 3456-7890"],
    ["drops a trunk zero", "011 3456-7890", "(11) 3456-7890"],
    ["keeps DDD 55 when a 12th digit is typed into a full field", "(55) 98765-43211", "(55) 98765-4321"],
    ["drops a trailing dash after backspace", "(11) 3456-", "(11) 3456"],
    ["moves the dash when the mobile's 11th digit arrives", "(11) 9876-54321", "(11) 98765-4321"],
  ])("%s", (_, typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });
});

describe("extractPhoneDigits", () => {
  it("returns the national digits", () => {
    expect(extractPhoneDigits("+55 (11) 98765-4321")).toBe("11987654321");
  });
});

describe("validatePhone", () => {
  it.each([
    ["a masked mobile", "(11) 98765-4321"],
    ["a masked landline", "(11) 3456-7890"],
    ["bare digits", "11987654321"],
    ["an international number", "+55 11 98765-4321"],
    ["DDD 55 (Rio Grande do Sul)", "(55) 98765-4321"],
    ["DDD 99", "(99) 2345-6789"],
    ["a landline starting with 5", "(21) 5432-1098"],
  ])("accepts %s", (_, value) => {
    expect(validatePhone(value)).toBeNull();
  });

  it.each([
    ["empty", "", phoneMessages.format],
    ["9 digits", "(11) 9876-543", phoneMessages.format],
    ["12 national digits", "(11) 98765-43210", phoneMessages.format],
    ["letters", "(11) 98765-432a", phoneMessages.format],
    ["DDD 10", "(10) 98765-4321", phoneMessages.areaCode],
    ["DDD 20, unused", "(20) 98765-4321", phoneMessages.areaCode],
    ["DDD 01", "(01) 98765-4321", phoneMessages.areaCode],
    ["an 11-digit number not starting with 9", "(11) 88765-4321", phoneMessages.mobile],
    ["an old 8-digit mobile", "(11) 8765-4321", phoneMessages.mobile],
    ["a landline starting with 1", "(11) 1234-5678", phoneMessages.landline],
  ])("refuses %s", (_, value, message) => {
    expect(validatePhone(value)).toBe(message);
  });

  it("knows Brazil's 67 DDDs, all between 11 and 99 without a 0", () => {
    expect(brazilianAreaCodes.size).toBe(67);
    for (const code of brazilianAreaCodes) expect(code).toMatch(/^[1-9][1-9]$/);
  });
});

describe("phoneSchema", () => {
  it("outputs the masked national number", () => {
    expect(phoneSchema.parse(" +55 11 98765-4321 ")).toBe("(11) 98765-4321");
  });

  it("refuses with the pt-BR message", () => {
    const result = phoneSchema.safeParse("(10) 98765-4321");
    expect(result.error?.issues[0]?.message).toBe(phoneMessages.areaCode);
  });
});
