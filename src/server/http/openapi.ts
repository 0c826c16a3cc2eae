import { controlCharacterMessage, findControlCharacters } from "@core/validation/control-characters";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { AppError } from "./app-error";
import type { HonoEnv } from "./hono-env";

export const invalidInputMessage = "Dados inválidos. Verifique os campos informados.";

/** A router whose zod validation failures become INVALID_INPUT with per-field pt-BR messages. */
export function createRouter() {
  return new OpenAPIHono<HonoEnv>({
    defaultHook: (result) => {
      if (result.success) {
        // Every string the routes accept, in one place (core/validation/control-characters.ts).
        const paths = findControlCharacters(result.data);
        if (paths.length === 0) return;
        throw controlCharactersError(paths);
      }
      const details: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.join(".") || "_";
        details[field] ??= issue.message;
      }
      throw new AppError("INVALID_INPUT", invalidInputMessage, { details });
    },
  });
}

/** 400 naming each field that holds a control character (which PostgreSQL would refuse). */
export function controlCharactersError(paths: string[]) {
  const details = Object.fromEntries(paths.map((path) => [path || "_", controlCharacterMessage]));
  return new AppError("INVALID_INPUT", invalidInputMessage, { details });
}

export type Router = ReturnType<typeof createRouter>;

/** OpenAPI security of every route behind requireUser (the better-auth session cookie). */
export const sessionSecurity = [{ sessionCookie: [] }];

/** A JSON response of a route, by its zod schema. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
