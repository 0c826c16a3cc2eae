import { type SQL, sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL's tsvector, read only through the search's queries. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search's text of a column (docs/decisions/028-comments-and-search.md): Portuguese stems
 * without accents, through the `pt_unaccent` configuration that migration 0021 creates.
 */
export const searchVectorOf = (column: string): SQL =>
  sql.raw(`to_tsvector('public.pt_unaccent'::regconfig, coalesce("${column}", ''))`);
