/*
 * The product's own storage for images shown later (avatars, post thumbnails, TikTok covers):
 * the networks' addresses for them expire (TikTok's cover_image_url after about 6 hours,
 * Instagram's signed CDN addresses within days), so they are copied at collection
 * (docs/decisions/049-image-storage.md). Keys are content hashes: an object never changes once
 * written, so it is served as immutable.
 */

export type StoredImage = { body: Uint8Array; contentType: string };

export type ImageStore = {
  kind: "disk" | "s3";
  /** Writes the object under `key` (a content hash: writing it again writes the same bytes). */
  put(key: string, image: StoredImage): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredImage | null>;
};

/** The image types copied, with their keys' extensions. Anything else keeps the network's address. */
export const imageTypes = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
export type ImageType = keyof typeof imageTypes;

/** `<sha256 hex>.<ext>`: the only shape of key stored or served. */
export const imageKeyPattern = /^[0-9a-f]{64}\.(?:jpg|png|webp|gif|avif)$/;

export function contentTypeOfKey(key: string): ImageType | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return (Object.keys(imageTypes) as ImageType[]).find((type) => imageTypes[type] === extension);
}
