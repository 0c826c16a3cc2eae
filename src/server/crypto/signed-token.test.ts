import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readToken, signToken } from "./signed-token";

const secret = randomBytes(32).toString("base64url");
const schema = z.object({ w: z.uuid(), u: z.string().min(1) });
const body = { w: "5b0c7a52-3f0e-4a3e-9b7e-2f1d7c8e9a10", u: "usr_123" };

describe("signed token", () => {
  it("reads back what it signed, for its purpose and secret only", () => {
    const token = signToken("inteligram/test/v1", body, secret);
    expect(readToken("inteligram/test/v1", token, schema, secret)).toEqual(body);
    expect(readToken("inteligram/other/v1", token, schema, secret)).toBeNull();
    expect(readToken("inteligram/test/v1", token, schema, randomBytes(32).toString("base64url"))).toBeNull();
  });

  it("refuses an altered payload or signature, a truncated token, a body of another shape and garbage", () => {
    const token = signToken("inteligram/test/v1", body, secret);
    const [payload, signature] = token.split(".") as [string, string];
    const flipped = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    const otherPayload = Buffer.from(JSON.stringify({ ...body, u: "usr_999" })).toString("base64url");
    const wrongShape = signToken("inteligram/test/v1", { w: "não-é-uuid", u: "usr_123" }, secret);
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${flipped(signature)}`,
      `${flipped(payload)}.${signature}`,
      payload,
      `${token}.x`,
      token.slice(0, -3),
      wrongShape,
      "",
      "..",
      "a".repeat(1000),
    ]) {
      expect(readToken("inteligram/test/v1", bad, schema, secret), bad).toBeNull();
    }
  });
});
