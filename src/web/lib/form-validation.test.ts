import { z } from "zod";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyZodResolver } from "./form-validation";
import { parseForm } from "./parse-form";

// A form schema with zod's default checks only (no message of ours).
const schema = z.object({ name: z.string().min(3), age: z.number() });

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("form validation in the browser", () => {
  // zod's configuration is global and test files share a process: start from zod's English,
  // as a browser does before anything configured it, and give back what was there.
  let before: ReturnType<typeof z.config>;
  beforeEach(() => {
    before = { ...z.config() };
    z.config(z.locales.en());
  });
  afterEach(() => {
    z.config(before);
  });

  it("shows zod's default messages in pt-BR through the forms' resolver", async () => {
    // A browser form hands strings to a number field: the wrong type is the point of the test.
    const typed = { name: "a", age: "x" } as unknown as z.input<typeof schema>;
    const result = await lazyZodResolver(async () => schema).resolver(typed, undefined, options);
    expect(result.errors.name?.message).toBe("Pequeno demais: esperava que o texto tivesse >= 3 caracteres");
    expect(result.errors.age?.message).toMatch(/^Entrada inválida/);
  });

  it("loads the schema at the first check, once, and tries again after a failed load", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const form = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(form.resolver({ name: "Ana", age: 30 }, undefined, options)).rejects.toThrow("offline");
    const valid = await form.resolver({ name: "Ana", age: 30 }, undefined, options);
    expect(valid).toEqual({ values: { name: "Ana", age: 30 }, errors: {} });
    await form.resolver({ name: "Bia", age: 31 }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows them in pt-BR for a form that parses without react-hook-form", () => {
    const issues = parseForm(schema, { name: "a", age: 1 }).error?.issues;
    expect(issues?.[0]?.message).toBe("Pequeno demais: esperava que o texto tivesse >= 3 caracteres");
  });
});
