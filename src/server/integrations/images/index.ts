import path from "node:path";
import type { Env } from "../../env";
import { createDiskImageStore } from "./disk-store";
import type { ImageStore } from "./image-store.port";
import { createS3ImageStore } from "./s3-store";

export { copyImage, defaultMaxImageBytes, type CopyOutcome } from "./copy-image";
export { imageKeyPattern, type ImageStore, type StoredImage } from "./image-store.port";
export { createDiskImageStore } from "./disk-store";
export { createS3ImageStore } from "./s3-store";

type StoreEnv = Pick<
  Env,
  "DATA_DIR" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
>;

/** The store the env chooses: an S3-compatible bucket with S3_BUCKET, else DATA_DIR/images. */
export function createImageStore(env: StoreEnv): ImageStore {
  if (env.S3_BUCKET) {
    return createS3ImageStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE || undefined,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return createDiskImageStore(path.join(env.DATA_DIR, "images"));
}

const stores = new WeakMap<object, ImageStore>();

/** One store per parsed env (the app's and the worker's), built when first needed. */
export function imageStoreFor(env: StoreEnv): ImageStore {
  let store = stores.get(env);
  if (!store) {
    store = createImageStore(env);
    stores.set(env, store);
  }
  return store;
}

/** The address the product serves a stored image at (media.routes.ts in features/social-accounts). */
export function imageUrl(appUrl: string, key: string) {
  return `${appUrl.replace(/\/$/, "")}/media/${key}`;
}
