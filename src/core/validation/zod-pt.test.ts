import { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import { configureZodPortuguese } from "./zod-pt";

describe("configureZodPortuguese", () => {
  afterEach(() => {
    z.config(z.locales.en());
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
