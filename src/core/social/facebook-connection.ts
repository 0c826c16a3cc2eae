import { z } from "zod";

// The Facebook connection's answer (GET /api/facebook/connection and the calls that change it,
// src/server/features/competitors/competitors.routes.ts), shared by the server's routes and the
// web client that parses it.

export const facebookConnectionSchema = z.object({
  available: z.boolean(),
  sandbox: z.boolean(),
  status: z
    .enum(["none", "choosing", "active", "reconnect_needed"])
    .describe("reconnect_needed: o token do Facebook não pôde ser renovado; conecte de novo."),
  pages: z.array(z.object({ pageId: z.string(), pageName: z.string(), igUsername: z.string() })),
  pageName: z.string().nullable(),
  igUsername: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type FacebookConnection = z.infer<typeof facebookConnectionSchema>;
