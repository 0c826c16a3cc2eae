// The web build's precompressed copies. `npm run build` (scripts/precompress.mjs) writes a
// Brotli and a gzip copy beside each compressible file; static.ts sends the best one a client
// accepts, so no page or asset is compressed per request, and `npm run size` measures exactly
// the bytes that are sent. Only node: imports, so Node runs this file directly.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type ContentCoding = "br" | "gzip";

/** The copies beside a file, best first: a client that accepts both gets Brotli. */
export const precompressedCopies: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
];

// Text formats only; images and fonts are compressed already. `.data` is React Router's
// prerendered route data.
const compressibleFile = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest|data)$/;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function compress(coding: ContentCoding, content: Buffer) {
  if (coding === "gzip") return gzipAsync(content, { level: 9 });
  return brotliAsync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export type PrecompressSummary = { files: number; bytes: number } & Record<ContentCoding, number>;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, each only when
 * it is smaller than the file (a tiny file is sent as it is). Returns the totals, in bytes, of
 * what a client of each kind would download for those files.
 */
export async function writePrecompressedCopies(dir: string): Promise<PrecompressSummary> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const summary: PrecompressSummary = { files: files.length, bytes: 0, br: 0, gzip: 0 };
  // zlib runs these on libuv's thread pool, so both cores work while this awaits them all.
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      summary.bytes += content.length;
      for (const { coding, suffix } of precompressedCopies) {
        const compressed = await compress(coding, content);
        const smaller = compressed.length < content.length;
        if (smaller) await writeFile(file + suffix, compressed);
        summary[coding] += smaller ? compressed.length : content.length;
      }
    }),
  );
  return summary;
}
