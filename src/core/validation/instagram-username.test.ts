import { describe, expect, it } from "vitest";
import {
  instagramUsernameMessages as messages,
  manualInstagramUsernameSchema,
  normalizeManualUsername,
  normalizeOnboardingHandle,
  onboardingInstagramHandleSchema,
  validateInstagramUsername,
} from "./instagram-username";

describe("normalizeManualUsername (docs/product/screens.md: trimmed, first '@' stripped)", () => {
  it.each([
    ["natgeo", "natgeo"],
    ["  natgeo  ", "natgeo"],
    ["@natgeo", "natgeo"],
    [" @NatGeo ", "natgeo"],
    ["@@x", "@x"],
    ["@", ""],
    ["   ", ""],
    ["nat@geo", "nat@geo"],
    ["https://www.instagram.com/natgeo/?hl=pt-br", "natgeo"],
    ["instagram.com/nat.geo", "nat.geo"],
  ])("%j -> %j", (typed, normalized) => {
    expect(normalizeManualUsername(typed)).toBe(normalized);
  });
});

describe("normalizeOnboardingHandle (docs/product/screens.md: any '@' stripped)", () => {
  it.each([
    ["@natgeo", "natgeo"],
    ["@@natgeo", "natgeo"],
    ["nat@geo@", "natgeo"],
    [" @Nat_Geo ", "nat_geo"],
    ["", ""],
    ["https://instagram.com/@natgeo", "natgeo"],
  ])("%j -> %j", (typed, normalized) => {
    expect(normalizeOnboardingHandle(typed)).toBe(normalized);
  });
});

describe("validateInstagramUsername", () => {
  it.each([
    ["a", null],
    ["natgeo", null],
    ["nat.geo", null],
    ["nat_geo_", null],
    ["_", null],
    ["a1.b2_c3", null],
    ["NatGeo", null],
    ["a".repeat(30), null],
    ["", messages.empty],
    ["a".repeat(31), messages.tooLong],
    ["@x", messages.characters],
    ["nat geo", messages.characters],
    ["joão", messages.characters],
    ["nat-geo", messages.characters],
    [".x", messages.edgeDot],
    ["x.", messages.edgeDot],
    [".", messages.edgeDot],
    ["a..b", messages.doubleDot],
  ])("%j -> %j", (username, message) => {
    expect(validateInstagramUsername(username)).toBe(message);
  });

  it("uses the spec's empty-username message", () => {
    expect(messages.empty).toBe("Por favor, digite um nome de usuário válido.");
  });
});

describe("manualInstagramUsernameSchema", () => {
  it.each([
    ["@natgeo", "natgeo"],
    [` @${"a".repeat(30)} `, "a".repeat(30)],
  ])("parses %j as %j", (typed, username) => {
    expect(manualInstagramUsernameSchema.parse(typed)).toBe(username);
  });

  it.each([
    ["", messages.empty],
    ["  @ ", messages.empty],
    ["@@x", messages.characters],
    [`@${"a".repeat(31)}`, messages.tooLong],
    [undefined, messages.empty],
  ])("refuses %j with %j", (typed, message) => {
    expect(manualInstagramUsernameSchema.safeParse(typed).error?.issues[0]?.message).toBe(message);
  });
});

describe("onboardingInstagramHandleSchema (optional)", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["  @ ", undefined],
    ["@natgeo", "natgeo"],
  ])("parses %j as %j", (typed, handle) => {
    expect(onboardingInstagramHandleSchema.parse(typed)).toBe(handle);
  });

  it("refuses an invalid handle", () => {
    expect(onboardingInstagramHandleSchema.safeParse("a..b").error?.issues[0]?.message).toBe(messages.doubleDot);
  });
});
