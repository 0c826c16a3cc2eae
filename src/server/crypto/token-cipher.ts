import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// docs/product/networks.md: tokens are encrypted at rest. AES-256-GCM authenticates the
// ciphertext, so a tampered value or the wrong key fails loudly instead of decrypting to garbage.
const version = "v1";
const algorithm = "aes-256-gcm";
const ivBytes = 12;
const tagBytes = 16;

export class TokenCipherError extends Error {
  override name = "TokenCipherError";
}

function readKey(keyHex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) throw new TokenCipherError("The token key must be 64 hex characters (32 bytes)");
  return Buffer.from(keyHex, "hex");
}

/** Encrypts a token as "v1:<iv>:<tag>:<ciphertext>" (base64url parts, a fresh random IV each time). */
export function encryptToken(plain: string, keyHex: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(algorithm, readKey(keyHex), iv, { authTagLength: tagBytes });
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [version, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(":");
}

/** Decrypts a value written by encryptToken; throws TokenCipherError when it was altered or the key differs. */
export function decryptToken(sealed: string, keyHex: string): string {
  const key = readKey(keyHex);
  const parts = sealed.split(":");
  if (parts.length !== 4 || parts[0] !== version) throw new TokenCipherError("Unknown encrypted token format");
  const [, ivPart, tagPart, dataPart] = parts as [string, string, string, string];
  const iv = Buffer.from(ivPart, "base64url");
  const tag = Buffer.from(tagPart, "base64url");
  if (iv.length !== ivBytes || tag.length !== tagBytes) throw new TokenCipherError("Unknown encrypted token format");
  const decipher = createDecipheriv(algorithm, key, iv, { authTagLength: tagBytes });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(Buffer.from(dataPart, "base64url")), decipher.final()]).toString("utf8");
  } catch (error) {
    throw new TokenCipherError("The encrypted token was altered or the key is wrong", { cause: error });
  }
}
