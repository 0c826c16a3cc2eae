import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOfKey, imageKeyPattern, type ImageStore } from "./image-store.port";

/**
 * Images on the local disk, under `root` (DATA_DIR/images), two levels of folders by the key's
 * first characters so no folder holds millions of files. Written to a temporary file and
 * renamed, so a reader never sees half an image.
 */
export function createDiskImageStore(root: string): ImageStore {
  const fileOf = (key: string) => {
    if (!imageKeyPattern.test(key)) throw new Error(`not an image key: ${key}`);
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    kind: "disk",
    async put(key, image) {
      const file = fileOf(key);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (exists) return;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, image.body);
      await rename(temporary, file);
    },
    async get(key) {
      if (!imageKeyPattern.test(key)) return null;
      const contentType = contentTypeOfKey(key);
      try {
        const body = await readFile(fileOf(key));
        return contentType ? { body: new Uint8Array(body), contentType } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
