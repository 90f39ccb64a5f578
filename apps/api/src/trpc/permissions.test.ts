import { describe, expect, it } from "vitest";
import { procedurePaths } from "../rest/procedures.js";
import { decide, PERMISSIONS } from "./permissions.js";
import { appRouter } from "./router.js";

describe("the permission table", () => {
  it("has a row for every procedure of the router, and none for a missing one", () => {
    const procedures = procedurePaths(appRouter).sort();
    expect(Object.keys(PERMISSIONS).sort()).toEqual(procedures);
  });

  it("decides by audience", () => {
    expect(decide({ who: "anyone" }, undefined)).toBe("allow");
    expect(decide({ who: "signed-in" }, undefined)).toBe("unauthorized");
    expect(decide({ who: "signed-in" }, "user")).toBe("allow");
    expect(decide({ who: ["admin"] }, "consultant")).toBe("forbidden");
    expect(decide({ who: ["admin"] }, undefined)).toBe("unauthorized");
    expect(decide({ who: ["admin"] }, "admin")).toBe("allow");
    // A procedure missing from the table is refused to everyone.
    expect(decide(undefined, "admin")).toBe("forbidden");
  });
});
