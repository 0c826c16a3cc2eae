import { goalsInvalidMessage } from "@core/goals";
import { formatPtBrInteger } from "@core/format/pt-br-number";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../test/server";
import { signUpConfirmed } from "../test/users";
import { maxListedFields } from "./error-body";
import { invalidInputMessage } from "./openapi";

const t = useTestServer();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("a 400 for a body with many invalid values", () => {
  it("lists the first fields and says in pt-BR how many more, in a few KB for 10,000 invalid items", async () => {
    const { client } = await signUpConfirmed(t.server);
    const items = 10_000;
    const response = await client.request("/api/onboarding/goals", {
      method: "PUT",
      json: { goals: Array.from({ length: items }, () => "nenhum") },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThan(4096);
    const { error } = JSON.parse(text) as ErrorBody;
    expect(error.code).toBe("INVALID_INPUT");
    expect(Object.keys(error.fields ?? {})).toHaveLength(maxListedFields);
    expect(error.fields).toMatchObject({ "goals.0": goalsInvalidMessage, [`goals.${maxListedFields - 1}`]: goalsInvalidMessage });
    expect(error.message).toBe(
      `${invalidInputMessage} Há mais ${formatPtBrInteger(items - maxListedFields)} erros além dos ${maxListedFields} listados.`,
    );
  });

  it(`lists every field when there are ${maxListedFields} or fewer, with the message alone`, async () => {
    const { client } = await signUpConfirmed(t.server);
    const response = await client.request("/api/onboarding/goals", {
      method: "PUT",
      json: { goals: Array.from({ length: maxListedFields }, () => "nenhum") },
    });
    const { error } = (await response.json()) as ErrorBody;
    expect(Object.keys(error.fields ?? {})).toHaveLength(maxListedFields);
    expect(error.message).toBe(invalidInputMessage);
  });

  it("says 'erro' for one more", async () => {
    const { client } = await signUpConfirmed(t.server);
    const response = await client.request("/api/onboarding/goals", {
      method: "PUT",
      json: { goals: Array.from({ length: maxListedFields + 1 }, () => "nenhum") },
    });
    const { error } = (await response.json()) as ErrorBody;
    expect(Object.keys(error.fields ?? {})).toHaveLength(maxListedFields);
    expect(error.message).toBe(`${invalidInputMessage} Há mais 1 erro além dos ${maxListedFields} listados.`);
  });
});
