import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ToggleGroup, ToggleGroupItem } from "./toggle-group.js";

function Period() {
  const [value, setValue] = useState("week");
  return (
    <>
      <ToggleGroup
        type="single"
        aria-label="Period"
        value={value}
        onValueChange={(next) => {
          if (next) setValue(next);
        }}
      >
        <ToggleGroupItem value="all">All</ToggleGroupItem>
        <ToggleGroupItem value="week">Week</ToggleGroupItem>
        <ToggleGroupItem value="month">Month</ToggleGroupItem>
      </ToggleGroup>
      <output>{value}</output>
    </>
  );
}

describe("ToggleGroup", () => {
  it("switches the value by click, and keeps one item on", async () => {
    const user = userEvent.setup();
    render(<Period />);
    expect(screen.getByRole("radiogroup", { name: "Period" })).toBeTruthy();
    const month = screen.getByRole("radio", { name: "Month" });
    await user.click(month);
    expect(screen.getByRole("status").textContent).toBe("month");
    expect(month.getAttribute("aria-checked")).toBe("true");
    // Clicking the selected item again does not leave the group empty.
    await user.click(month);
    expect(screen.getByRole("status").textContent).toBe("month");
  });
});
