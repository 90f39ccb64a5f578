import { describe, expect, it } from "vitest";
import { tokenExpiry } from "./expiry.js";

const now = new Date("2026-11-27T10:00:00.000Z");

describe("token expiry", () => {
  it("counts days from now, 30 by default", () => {
    expect(tokenExpiry({}, now)).toEqual({
      ok: true,
      expiresAt: new Date("2026-12-27T10:00:00.000Z"),
    });
    expect(tokenExpiry({ expiresInDays: 7 }, now)).toEqual({
      ok: true,
      expiresAt: new Date("2026-12-04T10:00:00.000Z"),
    });
  });

  it("ends a chosen day at its end in UTC, today included", () => {
    expect(tokenExpiry({ expiresOn: "2026-11-27" }, now)).toEqual({
      ok: true,
      expiresAt: new Date("2026-11-28T00:00:00.000Z"),
    });
  });

  it("refuses a past day, a day past the maximum, and both choices at once", () => {
    expect(tokenExpiry({ expiresOn: "2026-11-26" }, now)).toMatchObject({
      ok: false,
      field: "expiresOn",
    });
    expect(tokenExpiry({ expiresOn: "2027-11-27" }, now)).toMatchObject({ ok: true });
    expect(tokenExpiry({ expiresOn: "2027-11-28" }, now)).toMatchObject({
      ok: false,
      message: "must be at most 365 days from today",
    });
    expect(tokenExpiry({ expiresInDays: 7, expiresOn: "2026-12-01" }, now)).toMatchObject({
      ok: false,
    });
  });
});
