import { defineConfig } from "drizzle-kit";

// Migrations are generated once (npm run db:generate) and applied by the server on start,
// the same files on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
});
