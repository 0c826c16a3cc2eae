import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copyImage, isPrivateHost } from "./copy-image";
import { createDiskImageStore } from "./disk-store";
import { createS3ImageStore } from "./s3-store";

// A local HTTP server stands in for the networks' CDNs (and, below, for an S3-compatible bucket).
type Answer = { status?: number; headers?: Record<string, string>; body?: Buffer; delayMs?: number };
let answers: Record<string, Answer> = {};
const received: { method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer }[] = [];
let server: Server;
let base: string;
let root: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const answer = answers[`${request.method} ${request.url?.split("?")[0]}`] ?? { status: 404 };
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, answer.headers ?? {});
        response.end(answer.body ?? "");
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = {};
  received.length = 0;
  root = mkdtempSync(path.join(tmpdir(), "inteligram-images-"));
  return () => rmSync(root, { recursive: true, force: true });
});

// The first bytes of each kind, padded: enough for the type check.
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(50, 2)]);
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const image = (body: Buffer, type: string, extra: Record<string, string> = {}): Answer => ({
  headers: { "content-type": type, ...extra },
  body,
});

describe("copying an image into the disk store", () => {
  it("stores a JPEG, a PNG and a WebP under their content hash and reads them back", async () => {
    answers = {
      "GET /cover.jpeg": image(jpeg, "image/jpeg"),
      "GET /avatar.png": image(png, "image/png; charset=binary"),
      "GET /thumb.webp": image(webp, "image/webp"),
    };
    const store = createDiskImageStore(root);
    const jpg = await copyImage(store, `${base}/cover.jpeg?x-expires=1700000000&sig=abc`, { allowHttp: true });
    expect(jpg).toEqual({ ok: true, key: `${sha(jpeg)}.jpg` });
    expect(await copyImage(store, `${base}/avatar.png`, { allowHttp: true })).toEqual({ ok: true, key: `${sha(png)}.png` });
    expect(await copyImage(store, `${base}/thumb.webp`, { allowHttp: true })).toEqual({ ok: true, key: `${sha(webp)}.webp` });
    const stored = await store.get(`${sha(jpeg)}.jpg`);
    expect(stored?.contentType).toBe("image/jpeg");
    expect(Buffer.from(stored!.body).equals(jpeg)).toBe(true);
    // The same picture at another (re-signed) address is the same object.
    expect(await copyImage(store, `${base}/cover.jpeg?sig=other`, { allowHttp: true })).toEqual(jpg);
  });

  it.each<[string, Answer, string]>([
    ["an error answer", { status: 403, body: Buffer.from("URL signature expired") }, "http_error"],
    ["a page served as HTML", image(Buffer.from("<html></html>"), "text/html"), "not_an_image"],
    ["an SVG (scripts inside)", image(Buffer.from("<svg/>"), "image/svg+xml"), "not_an_image"],
    ["a page that claims to be a JPEG", image(Buffer.from("<html>not a picture</html>"), "image/jpeg"), "not_an_image"],
    ["an empty body", image(Buffer.alloc(0), "image/png"), "not_an_image"],
    ["a Content-Length over the limit", image(jpeg, "image/jpeg", { "content-length": String(jpeg.length) }), "too_large"],
  ])("refuses %s and stores nothing", async (_name, answer, reason) => {
    answers = { "GET /x": answer };
    const store = createDiskImageStore(root);
    expect(await copyImage(store, `${base}/x`, { allowHttp: true, maxBytes: 500 })).toEqual({ ok: false, reason });
  });

  it("refuses a body over the limit that declared no length", async () => {
    answers = { "GET /x": { headers: { "content-type": "image/jpeg", "transfer-encoding": "chunked" }, body: jpeg } };
    expect(await copyImage(createDiskImageStore(root), `${base}/x`, { allowHttp: true, maxBytes: 500 })).toEqual({
      ok: false,
      reason: "too_large",
    });
  });

  it("refuses what is not an https address, and plain http unless allowed", async () => {
    const store = createDiskImageStore(root);
    expect(await copyImage(store, "data:image/svg+xml;base64,PHN2Zy8+")).toEqual({ ok: false, reason: "not_http" });
    expect(await copyImage(store, "")).toEqual({ ok: false, reason: "not_http" });
    answers = { "GET /a.jpg": image(jpeg, "image/jpeg") };
    expect(await copyImage(store, `${base}/a.jpg`)).toEqual({ ok: false, reason: "not_http" });
    expect(received).toHaveLength(0);
  });

  it("never fetches this machine or a private network's address outside development", async () => {
    const store = createDiskImageStore(root);
    for (const host of [
      "localhost",
      "127.0.0.1",
      "10.0.0.5",
      "172.20.1.1",
      "192.168.0.10",
      "169.254.169.254",
      "[::1]",
      "[fd00::1]",
      "metadata.google.internal",
    ]) {
      expect(await copyImage(store, `https://${host}/a.jpg`)).toEqual({ ok: false, reason: "private_host" });
    }
    expect(isPrivateHost("scontent.cdninstagram.com")).toBe(false);
    expect(isPrivateHost("p16-sign-va.tiktokcdn.com")).toBe(false);
    expect(isPrivateHost("172.32.0.1")).toBe(false);
    expect(received).toHaveLength(0);
  });

  it("gives up on an answer slower than the timeout", async () => {
    answers = { "GET /slow.jpg": { ...image(jpeg, "image/jpeg"), delayMs: 400 } };
    expect(await copyImage(createDiskImageStore(root), `${base}/slow.jpg`, { allowHttp: true, timeoutMs: 100 })).toEqual({
      ok: false,
      reason: "unreachable",
    });
  });

  it("reads nothing for a key that is not one it writes", async () => {
    const store = createDiskImageStore(root);
    expect(await store.get("../secrets.json")).toBeNull();
    expect(await store.get(`${"a".repeat(64)}.jpg`)).toBeNull();
  });
});

describe("the S3-compatible store", () => {
  it("puts the object path-style in the bucket with its type and an immutable cache, signed, and reads it back", async () => {
    const key = `${sha(jpeg)}.jpg`;
    answers = {
      [`PUT /midia/images/${key}`]: { status: 200, headers: { etag: '"e1"' } },
      [`GET /midia/images/${key}`]: image(jpeg, "image/jpeg"),
    };
    const store = createS3ImageStore({
      bucket: "midia",
      region: "auto",
      endpoint: base,
      credentials: { accessKeyId: "AKIDTEST", secretAccessKey: "segredo" },
    });
    await store.put(key, { body: jpeg, contentType: "image/jpeg" });
    const put = received.find((request) => request.method === "PUT")!;
    expect(put.url.split("?")[0]).toBe(`/midia/images/${key}`);
    expect(put.headers["content-type"]).toBe("image/jpeg");
    expect(put.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/auto\/s3\/aws4_request/);
    expect(put.body.equals(jpeg)).toBe(true);
    const read = await store.get(key);
    expect(read?.contentType).toBe("image/jpeg");
    expect(Buffer.from(read!.body).equals(jpeg)).toBe(true);
  });

  it("answers null for an object the bucket does not hold", async () => {
    answers = {
      [`GET /midia/images/${"b".repeat(64)}.png`]: {
        status: 404,
        headers: { "content-type": "application/xml" },
        body: Buffer.from('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>'),
      },
    };
    const store = createS3ImageStore({
      bucket: "midia",
      endpoint: base,
      credentials: { accessKeyId: "AKIDTEST", secretAccessKey: "segredo" },
    });
    expect(await store.get(`${"b".repeat(64)}.png`)).toBeNull();
  });
});
