// Part of `npm run build`, before the compressed copies: every built page asks for its scripts
// after its first paint (src/web/lib/scripts-after-paint.ts, decision 021), and starts with the
// script that hides the prerendered cookie banner from a visitor who already chose (decision 032).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { addStoredChoiceScript } from "../src/web/lib/cookie-consent.ts";
import { loadScriptsAfterPaint } from "../src/web/lib/scripts-after-paint.ts";

const clientDir = path.resolve("build/client");
let pages = 0;
for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, "utf8");
  const rewritten = addStoredChoiceScript(loadScriptsAfterPaint(html));
  if (rewritten === html) continue;
  writeFileSync(file, rewritten);
  pages += 1;
}
console.log(`scripts after the first paint: ${pages} pages`);
