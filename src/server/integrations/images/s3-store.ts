import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { contentTypeOfKey, imageKeyPattern, type ImageStore } from "./image-store.port";

export type S3StoreOptions = {
  bucket: string;
  /** AWS's region, or any for another provider ("auto" on some); us-east-1 when unset. */
  region?: string;
  /** An S3-compatible provider's address (R2, MinIO, Spaces…); AWS when unset. */
  endpoint?: string;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), which most S3-compatible providers need. */
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// A content-hashed key never changes: whoever reads the bucket directly may keep it for a year.
const immutable = "public, max-age=31536000, immutable";

/** Images in an S3-compatible bucket, under `images/<key>`. */
export function createS3ImageStore(options: S3StoreOptions): ImageStore {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const objectKey = (key: string) => `images/${key}`;
  return {
    kind: "s3",
    async put(key, image) {
      if (!imageKeyPattern.test(key)) throw new Error(`not an image key: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: image.body,
          ContentType: image.contentType,
          CacheControl: immutable,
        }),
      );
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!imageKeyPattern.test(key) || !contentType) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { body: await answer.Body.transformToByteArray(), contentType };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw error;
      }
    },
  };
}
