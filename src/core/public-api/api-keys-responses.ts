import { z } from "zod";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { visibleName } from "../validation/invisible-characters";

// The API keys' answers (src/server/features/public-api/api-keys.routes.ts), shared by the
// server's routes and the web page that lists them (docs/product/features.md "Public API").

export const apiKeyNameMaxLength = 60;
/** Keys a workspace may hold at once (revoked ones do not count). */
export const maxActiveApiKeys = 20;

export const apiKeyNameSchema = z
  .string({ error: "Informe um nome para a chave." })
  .trim()
  .min(1, { error: "Informe um nome para a chave." })
  .max(apiKeyNameMaxLength, { error: `Use no máximo ${apiKeyNameMaxLength} caracteres.` })
  .check(visibleName);

/** A key as the owner sees it after creation: never the key itself. */
export const apiKeySummarySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  prefix: z.string(),
  createdAt: instantSchema,
  lastUsedAt: instantSchema.nullable(),
  revokedAt: instantSchema.nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** GET /api/api-keys. */
export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySummarySchema),
  /** Whether the person may create and revoke keys (the workspace's owner). */
  canManage: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** POST /api/api-keys: the one answer that carries the key, shown once. */
export const createdApiKeySchema = apiKeySummarySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
