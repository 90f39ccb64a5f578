// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cn } from "./cn.js";

describe("cn", () => {
  it("drops falsy values", () => {
    expect(cn("px-2", false, undefined, null, "py-1")).toBe("px-2 py-1");
  });

  it("lets a later Tailwind class win over a conflicting earlier one", () => {
    expect(cn("px-2 text-sm", "px-4")).toBe("text-sm px-4");
  });

  it("merges custom theme colours", () => {
    expect(cn("bg-primary text-primary-foreground", "bg-danger")).toBe(
      "text-primary-foreground bg-danger",
    );
  });
});
