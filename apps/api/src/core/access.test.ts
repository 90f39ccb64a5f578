import { describe, expect, it } from "vitest";
import { access, decide } from "./access.js";

describe("access", () => {
  it("decides by audience", () => {
    expect(decide(access.anyone(), undefined)).toBe("allow");
    expect(decide(access.signedIn(), undefined)).toBe("unauthorized");
    expect(decide(access.signedIn(), "user")).toBe("allow");
    expect(decide(access.admin(), "consultant")).toBe("forbidden");
    expect(decide(access.admin(), undefined)).toBe("unauthorized");
    expect(decide(access.admin(), "admin")).toBe("allow");
    expect(decide(access.staff(), "consultant")).toBe("allow");
    expect(decide(access.staff(), "user")).toBe("forbidden");
    // A procedure that declares no access is refused to everyone.
    expect(decide(undefined, "admin")).toBe("forbidden");
  });
});
