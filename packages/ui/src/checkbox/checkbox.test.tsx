import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox.js";

describe("Checkbox", () => {
  it("toggles on click and exposes its state", async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="Jira" />);
    const checkbox = screen.getByRole("checkbox", { name: "Jira" });
    expect(checkbox.getAttribute("aria-checked")).toBe("false");

    await user.click(checkbox);
    expect(checkbox.getAttribute("aria-checked")).toBe("true");
  });

  it("exposes the indeterminate state as mixed", () => {
    render(<Checkbox aria-label="All tools" checked="indeterminate" />);
    expect(screen.getByRole("checkbox", { name: "All tools" }).getAttribute("aria-checked")).toBe(
      "mixed",
    );
  });
});
