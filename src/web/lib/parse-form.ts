import { configureZodPortuguese } from "@core/validation/zod-pt";
import type { z } from "zod";

/**
 * `schema.safeParse(values)` with zod's own messages in pt-BR, for forms without react-hook-form
 * (those validate through form-validation's resolver). Apart from it so a page that loads it on
 * demand does not load react-hook-form too.
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, values: unknown): z.ZodSafeParseResult<z.output<Schema>> {
  configureZodPortuguese();
  return schema.safeParse(values);
}
