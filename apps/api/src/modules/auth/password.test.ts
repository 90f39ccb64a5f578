import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password.js";

describe("password hashing", () => {
  it("verifies the right password, refuses a wrong one, and salts every hash", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("still verifies hashes made with older parameters, and asks for a rehash", async () => {
    // A hash at ln=14 (older, weaker), made the same way.
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("old-password", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("old-password", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });
});
