import { z } from "@hono/zod-openapi";
import { errorStatus } from "./app-error";

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorStatus) as [keyof typeof errorStatus, ...(keyof typeof errorStatus)[]]),
      message: z.string().openapi({ example: "Dados inválidos." }),
      requestId: z.string().optional(),
      reason: z.string().optional(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

export type ErrorBody = z.infer<typeof errorBodySchema>;
