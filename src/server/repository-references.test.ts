import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The repository explains itself (docs/product/README.md): a comment or a document points at a
// file of this repository, never at a document that is not in it (the product's former decision
// file, a section of its former specification, a tracker issue), and every repository path it
// names exists. The forbidden names are built from parts so that this file does not name them.

const root = path.resolve(import.meta.dirname, "../..");

const outsideDocuments: readonly { name: string; pattern: RegExp }[] = [
  { name: ["DECISIONS", "md"].join("."), pattern: new RegExp(["DECISIONS", "md"].join("\\."), "g") },
  { name: "the former specification's sections", pattern: new RegExp(`spec\\s*${"\u00a7"}`, "gi") },
  { name: "a tracker issue", pattern: /\bissues?\s+#?\d+/gi },
];

/** Folders whose files are read, from the repository root, and the root's own files. */
const scannedFolders = ["src", "scripts", "e2e", "docs", ".ci"];
const scannedExtensions = new Set([
  ".ts",
  ".tsx",
  ".mts",
  ".mjs",
  ".cjs",
  ".js",
  ".md",
  ".sql",
  ".css",
  ".sh",
  ".yml",
  ".yaml",
  "",
]);
const skippedFolders = new Set(["node_modules", "build", "dist", ".data", "meta"]);

export type Reference = { file: string; line: number; text: string; problem: string };

/**
 * The folders a path of the code is also named from without its `src/…` (`lib/api.ts` in
 * src/web, `http/static.ts`, `team/operation-roles.ts` beside the other features).
 */
const codeFolders = ["src/web", "src/server", "src/core", "src/web/features", "src/server/features"];
/** A file of the code named without a folder before it: `lib/inline-data.ts`, `features/team/team-api.ts`. */
const codePath = /(?<![\w./~@$-])([\w-]+(?:\/[\w.-]+)*\/[\w.-]+\.(?:tsx?|mts|mjs|cjs|js|css|sql|md))(?![\w/-])/g;

/**
 * The references of one file that lead nowhere: a document outside the repository, a relative
 * Markdown link to a missing file, or a repository path (`docs/…`, `src/…`, `scripts/…`,
 * `e2e/…`) that does not exist. `exists` answers for a path relative to the repository root.
 */
export function findBrokenReferences(file: string, text: string, exists: (repositoryPath: string) => boolean): Reference[] {
  const found: Reference[] = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const at = (problem: string) => found.push({ file, line: index + 1, text: line.trim(), problem });
    for (const { name, pattern } of outsideDocuments) {
      if (line.match(pattern)) at(`names ${name}, which is not in the repository`);
    }
    if (file.endsWith(".md")) {
      for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] ?? "").split("#")[0] ?? "";
        if (target === "" || /^[a-z]+:/i.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        if (!exists(resolved)) at(`links ${target}, which does not exist`);
      }
    }
    for (const match of line.matchAll(/(?<![\w./~@-])((?:docs|src|scripts|e2e)\/[\w./-]*[\w/])/g)) {
      const named = match[1] ?? "";
      // A pattern or a placeholder (src/**/*.test.ts, src/web/features/<f>/) names no one file.
      const next = line[(match.index ?? 0) + named.length];
      if (next === "*" || next === "<" || next === "{" || named.includes("*")) continue;
      const candidate = named.replace(/\/$/, "");
      const resolvedFromFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), candidate));
      const known = [candidate, `${candidate}.ts`, `${candidate}.tsx`, resolvedFromFile].some(exists);
      if (!known) at(`names ${named}, which does not exist`);
    }
    // A decision record names the files as they were when it was decided (it is not rewritten).
    if (file.startsWith("docs/decisions/")) return;
    const folders = [...enclosingFolders(file), ...codeFolders];
    for (const match of line.matchAll(codePath)) {
      const named = match[1] ?? "";
      if (/^(?:docs|src|scripts|e2e)\//.test(named)) continue;
      // Only a path that starts with a folder of the code (beside the file, above it, or one of
      // codeFolders) is the repository's; a package's file or an archive's entry is not.
      const first = named.split("/")[0] ?? "";
      if (skippedFolders.has(first) || !folders.some((folder) => exists(path.posix.join(folder, first)))) continue;
      if (!folders.some((folder) => exists(path.posix.join(folder, named)))) at(`names ${named}, which does not exist`);
    }
  });
  return found;
}

/** The file's folder and each folder above it, up to the repository root ("."). */
function enclosingFolders(file: string): string[] {
  const folders: string[] = [];
  for (let folder = path.posix.dirname(file); ; folder = path.posix.dirname(folder)) {
    folders.push(folder);
    if (folder === "." || folder === "/") return folders;
  }
}

function listFiles(folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : listFiles(relative);
    return scannedExtensions.has(path.extname(entry.name)) ? [relative] : [];
  });
}

function repositoryFiles(): string[] {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && [".md", ".ts", ".mjs", ".cjs", ".js"].includes(path.extname(entry.name)))
    .map((entry) => entry.name);
  return [...rootFiles, ...scannedFolders.flatMap(listFiles)];
}

/** A path of the repository; a decision record may be named by its number alone (docs/decisions/021). */
function existsInRepository(repositoryPath: string): boolean {
  if (repositoryPath.startsWith("..")) return false;
  if (existsSync(path.join(root, repositoryPath))) return true;
  const record = /^docs\/decisions\/(\d{3})$/.exec(repositoryPath);
  return !!record && readdirSync(path.join(root, "docs/decisions")).some((name) => name.startsWith(`${record[1]}-`));
}

const thisFile = path.posix.relative(root, import.meta.filename.split(path.sep).join("/"));

describe("findBrokenReferences", () => {
  const exists = (known: string[]) => (candidate: string) => known.includes(candidate);

  it("reports a comment that names a document outside the repository", () => {
    const decisions = ["DECISIONS", "md"].join(".");
    const section = ["spec", "\u00a72"].join(" ");
    const issue = ["Issue", "31"].join(" ");
    const text = [
      `// Plans (${decisions} "Plans").`,
      `// The header (${section}).`,
      `// Budget (${issue}).`,
      "// Fine (docs/product/README.md).",
    ].join("\n");
    const found = findBrokenReferences("src/core/x.ts", text, exists(["docs/product/README.md"]));
    expect(found.map((reference) => reference.line)).toEqual([1, 2, 3]);
  });

  it("reports a repository path or a Markdown link that leads nowhere, and accepts those that exist", () => {
    const text = [
      "See [the record](../decisions/021-signed-in-pages-first-paint.md) and [gone](../decisions/999-gone.md).",
      "The code: src/core/plans/catalogue.ts, src/core/plans/missing.ts, src/core/plans/ and src/**/*.test.ts.",
      "Web app: [site](https://example.com), [a section](#layout).",
    ].join("\n");
    const found = findBrokenReferences(
      "docs/product/plans.md",
      text,
      exists(["docs/decisions/021-signed-in-pages-first-paint.md", "src/core/plans/catalogue.ts", "src/core/plans"]),
    );
    expect(found.map((reference) => reference.problem)).toEqual([
      "links ../decisions/999-gone.md, which does not exist",
      "names src/core/plans/missing.ts, which does not exist",
    ]);
  });

  it("reports a code path named without src/ that leads nowhere from the file's folder or the code's folders", () => {
    const text = [
      "- **Prerendered frames**: the pages in `lib/signed-in-pages.ts` are prerendered.",
      "- The table: `lib/inline-data.ts`, `features/team/team-api.ts`, `http/page-data.ts` and `../server/http/static.ts`.",
      "- Not code: `dist/production/index.mjs`, `ajv/dist/2020.js`, `pessoa/usuario.json`, `DATA_DIR/secrets.json`.",
    ].join("\n");
    const found = findBrokenReferences(
      "src/web/README.md",
      text,
      exists([
        "src/web/lib",
        "src/web/lib/inline-data.ts",
        "src/web/features",
        "src/web/features/team/team-api.ts",
        "src/server/http",
        "src/server/http/page-data.ts",
        "src/server/http/static.ts",
      ]),
    );
    expect(found.map((reference) => reference.problem)).toEqual(["names lib/signed-in-pages.ts, which does not exist"]);
  });
});

describe("the repository's own references", () => {
  it("name no document outside the repository and no repository path that does not exist", () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(500);
    const broken = files
      .filter((file) => file !== thisFile && statSync(path.join(root, file)).size < 2_000_000)
      .flatMap((file) => findBrokenReferences(file, readFileSync(path.join(root, file), "utf8"), existsInRepository))
      .map(({ file, line, problem, text }) => `${file}:${line}: ${problem}: ${text}`);
    expect(broken).toEqual([]);
  });
});
