// A fingerprint of everything the build reads, so `npm start` rebuilds only when it changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const inputs = [
  "src",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/scripts-after-paint.mjs",
  "scripts/precompress.mjs",
];

export const fingerprintFile = "dist/.build-fingerprint";

export function buildFingerprint(root = ".") {
  const hash = createHash("sha256");
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file).sort()) {
        if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
        visit(path.join(file, entry));
      }
    } else {
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest("hex");
}
