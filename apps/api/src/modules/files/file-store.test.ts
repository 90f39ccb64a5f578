import { describe, expect, it } from "vitest";
import { assertValidKey, isValidKey, newFileKey } from "./file-store.js";

describe("file keys", () => {
  it("are segments of letters, digits, _ and - joined by /", () => {
    for (const key of ["tasks/12/5b1c0f", "a", "A_b-9/x", "1/2/3/4/5/6/7/8"]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });

  it("never name a place outside the store", () => {
    for (const key of [
      "",
      "..",
      "../secrets",
      "tasks/../../etc/passwd",
      "/etc/passwd",
      "tasks/12/",
      "tasks//12",
      "tasks\\12",
      "tasks/./12",
      "C:/Windows",
      "tasks/12/file.pdf",
      "tasks/%2e%2e/x",
      "tasks/12\u0000",
      "1/2/3/4/5/6/7/8/9",
      "x".repeat(65),
    ]) {
      expect(isValidKey(key), JSON.stringify(key)).toBe(false);
      expect(() => assertValidKey(key)).toThrow(/Not a file key/);
    }
  });

  it("are made fresh under a prefix, never twice the same", () => {
    const first = newFileKey("tasks/12");
    const second = newFileKey("tasks/12");
    expect(first).toMatch(/^tasks\/12\/[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(() => newFileKey("../tasks")).toThrow(/Not a file key/);
  });
});
