import { defaultPeriodPreset, periodPresets } from "@core/analytics/period";
import { SEARCH_MAX_CHARACTERS, SEARCH_MAX_TERMS, searchQueryMessages } from "@core/search/search-query";
import { SEARCH_MAX_PAGE, searchKinds, searchScopes, searchSorts } from "@core/search/search-responses";
import { searchAuthorMessage, searchAuthorPattern } from "@core/search/search-url";
import { POST_TYPES } from "@core/social/profile-data";
import { z } from "@hono/zod-openapi";
import type { SearchInput } from "./search.service";

// The search's query string, shared by /api/search, its export and /api/v1/search. The text (q)
// is parsed by the service (@core/search/search-query), whose pt-BR message names what is wrong;
// its length is checked here, where the documents read it.

// A query string flag: "1" or "true" turns it on; absent, "0" or "false" leaves it off.
const flagValues = ["1", "0", "true", "false"] as const;
const flag = (description: string) =>
  z.enum(flagValues, { error: "Use 1 ou 0." }).optional().openapi({ description, example: "1" });
const isOn = (value: (typeof flagValues)[number] | undefined) => value === "1" || value === "true";

export const searchFilterFields = {
  // The limit as sent, in characters (code points, as JSON Schema's maxLength counts them, and
  // as the search box does: an emoji is one), so the documents' maxLength is what is refused.
  q: z
    .string({ error: searchQueryMessages.empty })
    .refine((text) => Array.from(text).length <= SEARCH_MAX_CHARACTERS, { error: searchQueryMessages.tooLong })
    .openapi({
      maxLength: SEARCH_MAX_CHARACTERS,
      description: `O texto buscado: todas as palavras (sem acento ou maiúsculas importarem, com as variações da palavra: “promoção” acha “promocoes”), "frases exatas" entre aspas e -palavra para excluir. No máximo ${SEARCH_MAX_CHARACTERS} caracteres (espaços incluídos) e ${SEARCH_MAX_TERMS} palavras ou frases.`,
      example: "entrega -sorteio",
    }),
  accountId: z.uuid({ error: "Identificador inválido." }).optional().openapi({
    description: "Uma conta do espaço de trabalho (própria ou concorrente). Sem ela, as contas de scope.",
  }),
  scope: z.enum(searchScopes, { error: "Escopo inválido." }).default("own").openapi({
    description: "own: legendas e comentários das suas contas; competitors: legendas dos concorrentes; all: os dois.",
  }),
  period: z.enum(periodPresets, { error: "Período inválido." }).default(defaultPeriodPreset).openapi({
    description: "Publicados no período: 7d, 30d, 90d, this_month, last_month ou custom (com from e to).",
  }),
  // Checked as real days (and against the range rules) by the service, with pt-BR messages.
  from: z
    .string()
    .max(10)
    .optional()
    .openapi({ description: "Primeiro dia (AAAA-MM-DD, São Paulo), com period=custom.", example: "2026-10-01" }),
  to: z
    .string()
    .max(10)
    .optional()
    .openapi({ description: "Último dia (AAAA-MM-DD, São Paulo), com period=custom.", example: "2026-10-31" }),
  kind: z
    .enum(searchKinds, { error: "Tipo de resultado inválido." })
    .default("all")
    .openapi({ description: "all, posts (legendas) ou comments." }),
  // "type" as in /api/analytics/posts and /api/v1: the export's "format" is the file's.
  type: z.enum(POST_TYPES, { error: "Tipo de publicação inválido." }).optional().openapi({
    description: "O formato do post: image, sidecar, video ou clips (de um comentário, o do post comentado).",
  }),
  author: z.string().regex(searchAuthorPattern, { error: searchAuthorMessage }).optional().openapi({
    description: "O nome de usuário de quem escreveu (com ou sem @, maiúsculas não importam); de uma legenda, a conta.",
  }),
  questions: flag("1: só comentários que perguntam."),
  unanswered: flag("1: só perguntas sem resposta da conta depois de 24 horas."),
  sort: z.enum(searchSorts, { error: "Ordenação inválida." }).default("relevance").openapi({
    description: "relevance (as palavras mais presentes; empate: mais recente), date (mais recentes) ou likes.",
  }),
};

export const searchFiltersSchema = z.object(searchFilterFields);

export const searchPageField = z.coerce
  .number({ error: "Página inválida." })
  .int({ error: "Página inválida." })
  .min(1, { error: "Página inválida." })
  .max(SEARCH_MAX_PAGE, { error: `A busca mostra até ${SEARCH_MAX_PAGE} páginas. Use os filtros para encontrar o resto.` })
  .default(1);

/** The validated query as the service's input. */
export function toSearchInput({ questions, unanswered, ...query }: z.infer<typeof searchFiltersSchema>): SearchInput {
  return { ...query, questions: isOn(questions), unanswered: isOn(unanswered) };
}
