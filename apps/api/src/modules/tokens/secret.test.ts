import { describe, expect, it } from "vitest";
import { bearerOf, hashSecret, looksLikeSecret, newSecret } from "./secret.js";

describe("token secrets", () => {
  it("makes a prefixed random secret and keeps only its hash", () => {
    const a = newSecret("personal");
    const b = newSecret("service");
    expect(a.secret).toMatch(/^cairn_pat_[A-Za-z0-9_-]{43}$/);
    expect(b.secret).toMatch(/^cairn_svc_[A-Za-z0-9_-]{43}$/);
    expect(a.prefix).toBe(a.secret.slice(0, 14));
    expect(a.hash).toBe(hashSecret(a.secret));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.secret).not.toBe(newSecret("personal").secret);
    expect(looksLikeSecret(a.secret)).toBe(true);
    expect(looksLikeSecret(`${a.secret}x`)).toBe(false);
    expect(looksLikeSecret("cairn_xyz_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).toBe(false);
  });

  it("reads the credential of a Bearer header only", () => {
    expect(bearerOf(undefined)).toBeUndefined();
    expect(bearerOf("Basic dXNlcjpwdw==")).toBeUndefined();
    expect(bearerOf("Bearer abc")).toBe("abc");
    expect(bearerOf("bearer  abc ")).toBe("abc");
    expect(bearerOf("Bearer")).toBe("");
    expect(bearerOf("Bearerabc")).toBeUndefined();
    expect(bearerOf("Bearer ")).toBe("");
  });
});
