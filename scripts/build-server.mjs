// Bundles the server into dist/server (dependencies stay external; main.js and the chunks it
// loads on first use) with its migrations beside it.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { buildFingerprint, fingerprintFile } from "./build-fingerprint.mjs";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["src/server/app/main.ts"],
  outdir: "dist/server",
  entryNames: "[name]",
  bundle: true,
  // What the server loads on first use (the PDF renderer, the pages' components, Stripe, SMTP,
  // PGlite: docs/decisions/031) goes into chunks beside main.js, so starting loads none of it.
  splitting: true,
  // src/server/app/bootstrap.ts loads @hono/zod-openapi before any module makes a zod schema (zod 4
  // gives a schema its methods when it is made); in a split bundle the chunks run before main.js's
  // own imports, so each output file starts with that import.
  banner: { js: 'import "@hono/zod-openapi";' },
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
// `npm start` skips the build while the sources match what was built (this runs last in `build`).
writeFileSync(fingerprintFile, buildFingerprint());
console.log("server built: dist/server/main.js");
