// Part of `npm run build`: a Brotli and a gzip copy of each compressible file of the web build,
// which the server sends to the clients that accept them (src/server/http/static.ts).
import { writePrecompressedCopies } from "../src/server/http/precompressed-files.ts";

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const summary = await writePrecompressedCopies("build/client");
console.log(`precompressed ${summary.files} files: ${kb(summary.bytes)} -> gzip ${kb(summary.gzip)}, brotli ${kb(summary.br)}`);
