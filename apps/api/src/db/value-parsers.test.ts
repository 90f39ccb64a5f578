import { describe, expect, it } from "vitest";
import { isoTimestamp } from "./value-parsers.js";

describe("isoTimestamp", () => {
  it("rewrites UTC text to the ISO string a Date would print", () => {
    expect(isoTimestamp("2026-11-22 03:15:47+00")).toBe("2026-11-22T03:15:47.000Z");
    expect(isoTimestamp("2026-11-22 03:15:47.1+00")).toBe("2026-11-22T03:15:47.100Z");
    expect(isoTimestamp("2026-11-22 03:15:47.12+00")).toBe("2026-11-22T03:15:47.120Z");
    expect(isoTimestamp("2026-11-22 03:15:47.123456+00")).toBe("2026-11-22T03:15:47.123Z");
  });

  it("keeps the exact milliseconds where floating point would lose one", () => {
    // 0.569 × 1000 is 568.999… in binary floating point; the text is exact.
    expect(isoTimestamp("2026-01-01 00:00:00.569+00")).toBe("2026-01-01T00:00:00.569Z");
  });

  it("reads zoneless timestamps as UTC", () => {
    expect(isoTimestamp("2026-11-22 03:15:47.5", true)).toBe("2026-11-22T03:15:47.500Z");
  });

  it("converts other zones through a Date", () => {
    expect(isoTimestamp("2026-11-22 08:45:47+05:30")).toBe("2026-11-22T03:15:47.000Z");
    expect(isoTimestamp("2026-11-21 22:15:47.25-05")).toBe("2026-11-22T03:15:47.250Z");
  });
});
