import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { writePrecompressedCopies } from "./precompressed-files";

describe("writePrecompressedCopies", () => {
  it("writes a Brotli and a gzip copy of each compressible file that they make smaller, and nothing else", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "inteligram-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "valor ${i}";`).join("\n");
    const page = `<!doctype html><html lang="pt-BR">${"<p>Análise de Instagram</p>".repeat(200)}</html>`;
    writeFileSync(path.join(dir, "assets", "entry-abc.js"), script);
    writeFileSync(path.join(dir, "index.html"), page);
    writeFileSync(path.join(dir, "robots.txt"), "a");
    writeFileSync(path.join(dir, "logo.png"), Buffer.alloc(4096));

    const summary = await writePrecompressedCopies(dir);

    const js = path.join(dir, "assets", "entry-abc.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, "index.html.gz"))).toString()).toBe(page);
    // Compressing one byte only makes it bigger; images are not text.
    expect(existsSync(path.join(dir, "robots.txt.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "robots.txt.br"))).toBe(false);
    expect(existsSync(path.join(dir, "logo.png.gz"))).toBe(false);

    const size = (file: string) => statSync(path.join(dir, file)).size;
    expect(summary).toEqual({
      files: 3,
      bytes: Buffer.byteLength(script) + Buffer.byteLength(page) + 1,
      br: size("assets/entry-abc.js.br") + size("index.html.br") + 1,
      gzip: size("assets/entry-abc.js.gz") + size("index.html.gz") + 1,
    });
    expect(summary.br).toBeLessThan(summary.gzip);
  });
});
