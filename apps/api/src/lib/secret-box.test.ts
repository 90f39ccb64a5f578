import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SecretBox, SecretUnreadableError } from "./secret-box.js";

const box = new SecretBox(randomBytes(32));
const CONTEXT = "Slack:webhookUrl";

/** Flips one bit of one base64url part of a sealed value. */
function flip(sealed: string, part: number): string {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[part] ?? "", "base64url");
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[part] = bytes.toString("base64url");
  return parts.join(".");
}

describe("SecretBox", () => {
  it("round-trips text, including non-ASCII and long values", () => {
    for (const secret of ["ntn_1234567890abcdef", "pässwörd-🔑", "x".repeat(5000), ""]) {
      expect(box.open(box.seal(secret, CONTEXT), CONTEXT)).toBe(secret);
    }
  });

  it("uses a fresh 12-byte IV each time, and never shows the plaintext", () => {
    const secret = "xoxb-very-secret-token";
    const a = box.seal(secret, CONTEXT);
    const b = box.seal(secret, CONTEXT);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    const [version, iv, tag] = a.split(".");
    expect(version).toBe("v1");
    expect(Buffer.from(iv ?? "", "base64url")).toHaveLength(12);
    expect(Buffer.from(tag ?? "", "base64url")).toHaveLength(16);
  });

  it("detects a changed IV, tag or ciphertext", () => {
    const sealed = box.seal("a-secret-value", CONTEXT);
    for (const part of [1, 2, 3]) {
      expect(() => box.open(flip(sealed, part), CONTEXT)).toThrow(SecretUnreadableError);
    }
  });

  it("refuses a value sealed for another field or integration", () => {
    const sealed = box.seal("a-secret-value", "Trello:token");
    expect(() => box.open(sealed, "Trello:apiKey")).toThrow(SecretUnreadableError);
  });

  it("refuses a value sealed with another key", () => {
    const sealed = new SecretBox(randomBytes(32)).seal("a-secret-value", CONTEXT);
    expect(() => box.open(sealed, CONTEXT)).toThrow(/another ENCRYPTION_KEY/);
  });

  it("refuses text that is not a sealed value", () => {
    for (const text of ["plain", "v1.a.b", "v2.AAAA.AAAA.AAAA", "v1..."]) {
      expect(() => box.open(text, CONTEXT)).toThrow(SecretUnreadableError);
    }
  });

  it("needs a 32-byte key", () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
