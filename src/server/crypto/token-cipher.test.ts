import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken, TokenCipherError } from "./token-cipher";

const key = randomBytes(32).toString("hex");
const otherKey = randomBytes(32).toString("hex");
const token = "IGQWRPa1ZA-long-lived.token_with/odd+chars=é";

function replacePart(sealed: string, index: number, change: (part: Buffer) => Buffer) {
  const parts = sealed.split(":");
  parts[index] = change(Buffer.from(parts[index]!, "base64url")).toString("base64url");
  return parts.join(":");
}

const flipFirstBit = (part: Buffer) => {
  const copy = Buffer.from(part);
  copy[0] = copy[0]! ^ 1;
  return copy;
};

describe("token cipher", () => {
  it("round-trips a token", () => {
    const sealed = encryptToken(token, key);
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain(token);
    expect(decryptToken(sealed, key)).toBe(token);
  });

  it("uses a fresh IV, so the same token encrypts differently each time", () => {
    const first = encryptToken(token, key);
    const second = encryptToken(token, key);
    expect(first).not.toBe(second);
    expect(first.split(":")[1]).not.toBe(second.split(":")[1]);
    expect(Buffer.from(first.split(":")[1]!, "base64url")).toHaveLength(12);
  });

  it.each([
    ["the ciphertext", 3],
    ["the auth tag", 2],
    ["the IV", 1],
  ])("detects a change to %s", (_name, index) => {
    const tampered = replacePart(encryptToken(token, key), index, flipFirstBit);
    expect(() => decryptToken(tampered, key)).toThrow(TokenCipherError);
  });

  it("refuses to decrypt with another key", () => {
    expect(() => decryptToken(encryptToken(token, key), otherKey)).toThrow(TokenCipherError);
  });

  it.each(["", "plain-token", "v2:a:b:c", "v1:only:three"])("refuses the malformed value %j", (value) => {
    expect(() => decryptToken(value, key)).toThrow(TokenCipherError);
  });

  it("refuses a key that is not 64 hex characters", () => {
    expect(() => encryptToken(token, "abc")).toThrow(TokenCipherError);
    expect(() => decryptToken(encryptToken(token, key), key.slice(2))).toThrow(TokenCipherError);
  });
});
