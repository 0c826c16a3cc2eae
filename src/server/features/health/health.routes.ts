import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context";
import { createRouter } from "../../http/openapi";
import { readHealth } from "./health.service";

const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    role: z.enum(["web", "worker", "all"]),
    database: z.object({ kind: z.enum(["pglite", "postgres"]), status: z.enum(["up", "down"]) }),
    providers: z.object({
      payments: z.enum(["stripe", "sandbox"]),
      instagram: z.enum(["graph", "sandbox"]),
      tiktok: z.enum(["business", "display", "sandbox"]),
      scraper: z.enum(["apify", "demo"]),
      mail: z.enum(["smtp", "outbox"]),
    }),
    queue: z.object({ status: z.enum(["running", "stopped", "starting"]) }),
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["Sistema"],
  summary: "Estado do serviço",
  description: "Banco de dados, fila de tarefas e qual provedor cada serviço externo usa (real ou substituto local).",
  responses: {
    200: { description: "Serviço saudável", content: { "application/json": { schema: healthSchema } } },
    503: { description: "Serviço degradado", content: { "application/json": { schema: healthSchema } } },
  },
});

export function healthRoutes(ctx: AppContext) {
  return createRouter().openapi(route, async (c) => {
    const health = await readHealth(ctx);
    return c.json(health, health.status === "ok" ? 200 : 503);
  });
}
