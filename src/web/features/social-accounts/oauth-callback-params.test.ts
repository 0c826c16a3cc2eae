import { describe, expect, it } from "vitest";
import { cleanAuthorizationCode, readOAuthCallbackParams } from "./oauth-callback-params";

describe("cleanAuthorizationCode", () => {
  it.each([
    ["AQB123#_", "AQB123"],
    ["AQB123", "AQB123"],
    ["AQB#_123", "AQB#_123"], // only a trailing '#_'
    [" AQB123#_ ", "AQB123"],
    ["#_", ""],
  ])("cleans %j to %j", (code, expected) => {
    expect(cleanAuthorizationCode(code)).toBe(expected);
  });
});

describe("readOAuthCallbackParams", () => {
  const read = (query: string) => readOAuthCallbackParams(new URLSearchParams(query));

  it("uses the provider's error_description", () => {
    expect(read("error=server_error&error_description=Tente%20mais%20tarde.")).toEqual({
      kind: "error",
      message: "Tente mais tarde.",
    });
  });

  it("falls back to 'Erro ao conectar com Instagram' without a description", () => {
    expect(read("error=server_error")).toEqual({ kind: "error", message: "Erro ao conectar com Instagram" });
    expect(read("error=server_error&error_description=%20")).toEqual({
      kind: "error",
      message: "Erro ao conectar com Instagram",
    });
  });

  it("says a refused consent in pt-BR, naming the network, whatever the network's description", () => {
    expect(read("error=access_denied&error_description=The%20user%20denied%20your%20request.")).toEqual({
      kind: "error",
      message: "Você cancelou a autorização no Instagram.",
    });
    expect(readOAuthCallbackParams(new URLSearchParams("error=access_denied&state=s1"), "tiktok")).toEqual({
      kind: "error",
      message: "Você cancelou a autorização no TikTok.",
    });
    expect(readOAuthCallbackParams(new URLSearchParams("error=invalid_scope"), "tiktok")).toEqual({
      kind: "error",
      message: "Erro ao conectar com TikTok",
    });
  });

  it("prefers the error over a code", () => {
    expect(read("error=x&code=abc").kind).toBe("error");
  });

  it.each([[""], ["code="], ["code=%23_"], ["state=abc"]])("reports a missing code for %j", (query) => {
    expect(read(query)).toEqual({ kind: "missing-code" });
  });

  it("returns the cleaned code and the state", () => {
    expect(read("code=sandbox.abc%23_&state=s1")).toEqual({ kind: "code", code: "sandbox.abc", state: "s1" });
    expect(read("code=abc")).toEqual({ kind: "code", code: "abc", state: "" });
  });

  it("takes TikTok Business's auth_code when there is no code", () => {
    expect(read("auth_code=tt.abc&state=s2")).toEqual({ kind: "code", code: "tt.abc", state: "s2" });
    expect(read("auth_code=")).toEqual({ kind: "missing-code" });
  });
});
