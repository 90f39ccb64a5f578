import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress.js";

describe("Progress", () => {
  it("is a named progressbar with its value", () => {
    render(<Progress value={42} aria-label="Setup progress" />);
    const bar = screen.getByRole("progressbar", { name: "Setup progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
  });

  it("clamps values outside 0–100", () => {
    render(<Progress value={140} aria-label="Upload" />);
    expect(screen.getByRole("progressbar", { name: "Upload" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
  });

  it("is indeterminate without a value", () => {
    render(<Progress aria-label="Loading" />);
    const bar = screen.getByRole("progressbar", { name: "Loading" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.getAttribute("data-state")).toBe("indeterminate");
  });

  it("fills as much of the track as its value, from the moment the value arrives", () => {
    const { rerender } = render(<Progress aria-label="Done" />);
    rerender(<Progress value={25} aria-label="Done" />);
    const indicator = screen.getByRole("progressbar", { name: "Done" }).firstElementChild;
    if (!(indicator instanceof HTMLElement)) throw new Error("no indicator");
    // A width, never a full bar translated back (which showed nearly full while it slid).
    expect(indicator.style.width).toBe("25%");
    expect(indicator.style.transform).toBe("");
    expect(indicator.className).not.toContain("w-1/3");
  });
});
