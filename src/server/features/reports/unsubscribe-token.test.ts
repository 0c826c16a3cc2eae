import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, signUnsubscribeToken } from "./unsubscribe-token";

const secret = randomBytes(32).toString("base64url");
const recipientId = "5b0c7a52-3f0e-4a3e-9b7e-2f1d7c8e9a10";

describe("unsubscribe token", () => {
  it("names what it was signed for, under this secret only", () => {
    const token = signUnsubscribeToken({ kind: "outside", recipientId }, secret);
    expect(readUnsubscribeToken(token, secret)).toEqual({ kind: "outside", recipientId });
    const member = signUnsubscribeToken({ kind: "member", workspaceId: recipientId, userId: "usr_123", generation: 2 }, secret);
    expect(readUnsubscribeToken(member, secret)).toEqual({
      kind: "member",
      workspaceId: recipientId,
      userId: "usr_123",
      generation: 2,
    });
    expect(readUnsubscribeToken(token, randomBytes(32).toString("base64url"))).toBeNull();
    // It carries no address.
    expect(Buffer.from(token.split(".")[0]!, "base64url").toString()).not.toContain("@");
  });

  it("refuses an altered payload or signature, a truncated token and garbage", () => {
    const token = signUnsubscribeToken({ kind: "outside", recipientId }, secret);
    const [payload, signature] = token.split(".") as [string, string];
    const otherPayload = Buffer.from(JSON.stringify({ k: "o", r: "00000000-0000-4000-8000-000000000000" })).toString("base64url");
    const flipped = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${flipped(signature)}`,
      `${flipped(payload)}.${signature}`,
      payload,
      `${token}.x`,
      token.slice(0, -3),
      "",
      "..",
      "não-é-um-token",
      "a".repeat(1000),
    ]) {
      expect(readUnsubscribeToken(bad, secret), bad).toBeNull();
    }
  });

  it("reads the links already sent, signed before crypto/signed-token.ts existed", () => {
    // How this module signed its links before it used crypto/signed-token.ts: the key derived
    // from the secret and the purpose, then an HMAC of the base64url JSON.
    const purpose = "inteligram/report-unsubscribe/v1";
    const payload = Buffer.from(JSON.stringify({ k: "o", r: recipientId }), "utf8").toString("base64url");
    const key = createHmac("sha256", secret).update(purpose).digest();
    const sent = `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
    expect(readUnsubscribeToken(sent, secret)).toEqual({ kind: "outside", recipientId });
    expect(signUnsubscribeToken({ kind: "outside", recipientId }, secret)).toBe(sent);
  });
});
