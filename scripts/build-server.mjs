// Bundles the server into dist/server (dependencies stay external) with its migrations beside it.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { buildFingerprint, fingerprintFile } from "./build-fingerprint.mjs";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
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
