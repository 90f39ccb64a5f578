import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor.js";

describe("feed cursors", () => {
  it("round-trips the database's timestamp text and the id", () => {
    const cursor = { at: "2026-11-22 03:15:47.123456+00", id: 42 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    const mood = { at: "2026-11-22 03:15:47+00", id: "12:2026-11-16" };
    expect(decodeCursor(encodeCursor(mood))).toEqual(mood);
  });

  it("refuses anything not made by encodeCursor", () => {
    const bad = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    expect(decodeCursor("not-base64-json")).toBeUndefined();
    expect(decodeCursor(bad(["2026-11-22T03:15:47Z", 1]))).toBeUndefined();
    expect(decodeCursor(bad(["2026-11-22 03:15:47+00", -1]))).toBeUndefined();
    expect(decodeCursor(bad(["2026-11-22 03:15:47+00", "1; drop table"]))).toBeUndefined();
    expect(decodeCursor(bad({ at: "x", id: 1 }))).toBeUndefined();
  });
});
