import { describe, expect, it } from "vitest";
import { normalizeTikTokUsername, tiktokUsernameMessages, validateTikTokUsername } from "./tiktok-username";

describe("TikTok usernames", () => {
  it.each([
    ["@Marca", "marca"],
    [" https://www.tiktok.com/@marca.oficial?lang=pt-BR ", "marca.oficial"],
    ["tiktok.com/@outra_marca/video/1", "outra_marca"],
  ])("normalises %j to %j", (raw, expected) => {
    expect(normalizeTikTokUsername(raw)).toBe(expected);
  });

  it("follows TikTok's rules, in pt-BR", () => {
    expect(validateTikTokUsername("marca.oficial_1")).toBeNull();
    expect(validateTikTokUsername("")).toBe(tiktokUsernameMessages.empty);
    expect(validateTikTokUsername("a")).toBe(tiktokUsernameMessages.length);
    expect(validateTikTokUsername("a".repeat(25))).toBe(tiktokUsernameMessages.length);
    expect(validateTikTokUsername("marça")).toBe(tiktokUsernameMessages.characters);
  });
});
