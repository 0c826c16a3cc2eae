import { Hono } from "hono";
import type { AppContext } from "../../context";
import type { HonoEnv } from "../../http/hono-env";
import { imageKeyPattern, imageStoreFor } from "../../integrations/images/index";

/*
 * /media/<sha256>.<ext>: the images copied at collection (avatars, thumbnails, covers;
 * docs/decisions/049-image-storage.md), from the disk or the bucket. A key is its content's hash,
 * so an answer never changes: cached for a year as immutable, with the hash as its ETag. Served
 * signed out (a shared report link or an e-mail may show one); a key cannot be guessed from an account.
 */
export function mediaRoutes(ctx: Pick<AppContext, "env">) {
  return new Hono<HonoEnv>().get("/:key", async (c) => {
    const key = c.req.param("key");
    if (!imageKeyPattern.test(key)) return c.text("Imagem não encontrada.", 404);
    const etag = `"${key.slice(0, 64)}"`;
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, { ETag: etag });
    const image = await imageStoreFor(ctx.env).get(key);
    if (!image) return c.text("Imagem não encontrada.", 404);
    return c.body(new Uint8Array(image.body), 200, {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
}
