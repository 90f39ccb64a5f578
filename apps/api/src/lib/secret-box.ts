/**
 * Encryption of integration secrets at rest: AES-256-GCM with the 32-byte key of
 * `resolveEncryptionKey`, a fresh random 12-byte IV for every value, and a context (which
 * integration, which field) bound as additional authenticated data, so a sealed value copied
 * to another field or integration fails to open like a tampered one.
 *
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. Opening verifies the 16-byte
 * tag before returning anything: a changed byte anywhere, a wrong key or a wrong context throws
 * `SecretUnreadableError`, never garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`The stored secret cannot be read: ${reason}.`);
    this.name = "SecretUnreadableError";
  }
}

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error("The encryption key must be 32 bytes.");
    this.#key = key;
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, "utf8"));
    const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, ciphertext].map(encode).join(".");
  }

  open(sealed: string, context: string): string {
    const parts = sealed.split(".");
    if (parts.length !== 4 || parts[0] !== VERSION) {
      throw new SecretUnreadableError("it is not in Cairn's sealed format");
    }
    const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, "base64url"));
    if (!iv || iv.length !== IV_BYTES || !tag || tag.length !== TAG_BYTES || !ciphertext) {
      throw new SecretUnreadableError("it is not in Cairn's sealed format");
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, iv, {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
    } catch {
      throw new SecretUnreadableError(
        "it was changed outside Cairn, or it was sealed with another ENCRYPTION_KEY",
      );
    }
  }
}

function encode(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
