// A setup file of the server project: @hono/zod-openapi gives zod its .openapi() before any test
// file loads a schema. Zod 4 gives each schema its methods when it is made, so a core test that
// made a shared schema first (the server and core files share processes) would leave that schema
// without .openapi() for the server files after it, as src/server/app/bootstrap.ts explains.
import "@hono/zod-openapi";
