import { controlCharacterMessage, findControlCharacters } from "@core/validation/control-characters";
import { OpenAPIHono, type RouteConfig, type z } from "@hono/zod-openapi";
import { AppError } from "./app-error";
import { errorBodySchema } from "./error-body";
import type { HonoEnv } from "./hono-env";

export const invalidInputMessage = "Dados inválidos. Verifique os campos informados.";

/**
 * A router whose zod validation failures become INVALID_INPUT with per-field pt-BR messages, and
 * whose every documented operation also documents the answers the app's own layers can give
 * (withCommonResponses), whichever router mounts it.
 */
export function createRouter() {
  const router = new OpenAPIHono<HonoEnv>({
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
  // Every path reaches the registry here: the router's own routes, those of routers mounted on
  // it (OpenAPIHono.route registers them again), and buildPublicApiDocument's.
  const registry = router.openAPIRegistry;
  const registerPath = registry.registerPath.bind(registry);
  registry.registerPath = (route) => registerPath(withCommonResponses(route));
  return router;
}

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: errorBodySchema } } });

/**
 * The answers any operation may give besides its own, so that no route's document forgets them:
 * - 400: a control character in the address (refuseControlCharactersInUrl) or, with zod, input
 *   that does not validate;
 * - 401: a secured operation without a valid session or key;
 * - 403 and 413 for methods that carry a body: a form posted from another site (csrf) and a
 *   body over 1 MB (limitBody);
 * - 415: an operation with a JSON body sent another media type;
 * - 503: the database cannot be reached (error-handler.ts).
 * A route's own description of a status wins over these.
 */
export function withCommonResponses<R extends RouteConfig>(route: R): R {
  const takesBody = !["get", "head", "options"].includes(route.method);
  const common = {
    400: errorResponse("Dados inválidos (cada campo em error.fields)"),
    ...((route.security ?? []).length > 0 ? { 401: errorResponse("Sem sessão ou chave de API válida") } : {}),
    ...(takesBody
      ? { 403: errorResponse("Formulário enviado de outro site"), 413: errorResponse("Conteúdo maior que 1 MB") }
      : {}),
    ...(route.request?.body ? { 415: errorResponse("O corpo não está em JSON") } : {}),
    503: errorResponse("Temporariamente indisponível (o banco de dados não responde); tente de novo após Retry-After segundos"),
  };
  return { ...route, responses: { ...common, ...route.responses } };
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
