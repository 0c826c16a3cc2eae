import { z } from "zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureZodPortuguese } from "./zod-pt";

describe("configureZodPortuguese", () => {
  // zod's configuration is global, and test files share a process (vitest.config.ts): start from
  // zod's English and give back whatever was configured before.
  let before: ReturnType<typeof z.config>;
  beforeEach(() => {
    before = { ...z.config() };
    z.config(z.locales.en());
  });
  afterEach(() => {
    z.config(before);
  });

  it("turns zod's default messages into Brazilian Portuguese", () => {
    expect(z.string().min(3).safeParse("a").error?.issues[0]?.message).toMatch(/^Too small/);
    configureZodPortuguese();
    expect(z.string().min(3).safeParse("a").error?.issues[0]?.message).toBe(
      "Pequeno demais: esperava que o texto tivesse >= 3 caracteres",
    );
    expect(z.number().safeParse("x").error?.issues[0]?.message).toMatch(/^Entrada inválida/);
  });

  it("leaves our own messages alone", () => {
    configureZodPortuguese();
    expect(z.string().min(3, { error: "Curto." }).safeParse("a").error?.issues[0]?.message).toBe("Curto.");
  });
});
