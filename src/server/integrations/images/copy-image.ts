import { createHash } from "node:crypto";
import { imageTypes, type ImageStore, type ImageType } from "./image-store.port";

/*
 * Copies one image from a network's address into the store: only https addresses, an answer
 * within `timeoutMs`, a Content-Type among `imageTypes` whose first bytes agree (a page served as
 * image/jpeg is refused), at most `maxBytes` (checked on Content-Length and while reading).
 * Answers the key (`<sha256>.<ext>`) or why not; never throws for the image's own faults.
 */

export type CopyOutcome =
  | { ok: true; key: string }
  | { ok: false; reason: "not_http" | "private_host" | "http_error" | "not_an_image" | "too_large" | "unreachable" };

export type CopyOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /** Plain http addresses too (local test servers); the networks' CDNs answer on https only. */
  allowHttp?: boolean;
};

export const defaultMaxImageBytes = 5 * 1024 * 1024;

/**
 * A host that names this machine or a private network by itself (`localhost`, a private or
 * link-local IP literal): never fetched from a network's answer outside development. A name that
 * resolves to a private address is not caught here (docs/decisions/049-image-storage.md).
 */
export function isPrivateHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return (
    host === "::" ||
    host === "::1" ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe[89ab][0-9a-f]:/.test(host) ||
    host.startsWith("::ffff:")
  );
}

/** The first bytes each type starts with. */
function looksLike(type: ImageType, bytes: Uint8Array) {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  switch (type) {
    case "image/jpeg":
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case "image/png":
      return ascii(1, 4) === "PNG";
    case "image/gif":
      return ascii(0, 4) === "GIF8";
    case "image/webp":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
    case "image/avif":
      return ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12));
  }
}

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function copyImage(store: ImageStore, url: string, options: CopyOptions = {}): Promise<CopyOutcome> {
  const { timeoutMs = 10_000, maxBytes = defaultMaxImageBytes, allowHttp = false } = options;
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return { ok: false, reason: "not_http" };
  }
  if (address.protocol !== "https:" && !(allowHttp && address.protocol === "http:")) return { ok: false, reason: "not_http" };
  // Outside development (where local servers stand in for the CDNs), never this machine or a private network.
  if (!allowHttp && isPrivateHost(address.hostname)) return { ok: false, reason: "private_host" };
  let bytes: Uint8Array | null;
  let type: ImageType;
  try {
    const response = await fetch(address, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: Object.keys(imageTypes).join(", ") },
      redirect: "follow",
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return { ok: false, reason: "http_error" };
    }
    const contentType = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!(contentType in imageTypes)) {
      await response.body.cancel();
      return { ok: false, reason: "not_an_image" };
    }
    type = contentType as ImageType;
    const declared = Number(response.headers.get("content-length") ?? "");
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.cancel();
      return { ok: false, reason: "too_large" };
    }
    bytes = await readAtMost(response.body, maxBytes);
  } catch {
    return { ok: false, reason: "unreachable" };
  }
  if (!bytes) return { ok: false, reason: "too_large" };
  if (bytes.byteLength === 0 || !looksLike(type, bytes)) return { ok: false, reason: "not_an_image" };
  const key = `${createHash("sha256").update(bytes).digest("hex")}.${imageTypes[type]}`;
  await store.put(key, { body: bytes, contentType: type });
  return { ok: true, key };
}
