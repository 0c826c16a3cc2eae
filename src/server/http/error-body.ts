import { z } from "@hono/zod-openapi";
import { errorStatus } from "./app-error";

/** Fields a refusal lists at most: a body of 10,000 bad items is answered in a few KB, not 350. */
export const maxListedFields = 20;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorStatus) as [keyof typeof errorStatus, ...(keyof typeof errorStatus)[]]),
      message: z.string().openapi({ example: "Dados inválidos." }),
      requestId: z.string().optional(),
      reason: z.string().optional(),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .openapi({
          description: `A mensagem de cada campo recusado, no máximo ${maxListedFields}; havendo mais, message diz quantos.`,
        }),
    }),
  })
  .openapi("Error");

export type ErrorBody = z.infer<typeof errorBodySchema>;
