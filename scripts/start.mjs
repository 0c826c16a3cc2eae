// `npm start`: build what changed since the last build, then run the whole product in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { buildFingerprint, fingerprintFile } from "./build-fingerprint.mjs";

const built =
  existsSync("dist/server/main.js") &&
  existsSync("build/client/index.html") &&
  existsSync(fingerprintFile) &&
  readFileSync(fingerprintFile, "utf8") === buildFingerprint();

if (!built) {
  console.log("Building Inteligram (first start or sources changed)…");
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, "run", "build"], { stdio: "inherit" })
    : spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}

await import("../dist/server/main.js");
