import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field } from "../field/field.js";
import { Slider } from "./slider.js";

describe("Slider", () => {
  it("names its thumb and moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Slider aria-label="Team mood" defaultValue={[3]} min={1} max={5} />);
    const thumb = screen.getByRole("slider", { name: "Team mood" });
    expect(thumb.getAttribute("aria-valuenow")).toBe("3");

    thumb.focus();
    await user.keyboard("{ArrowRight}");
    expect(thumb.getAttribute("aria-valuenow")).toBe("4");
  });

  it("names each thumb of a range", () => {
    render(<Slider defaultValue={[10, 90]} thumbLabels={["Minimum", "Maximum"]} />);
    expect(screen.getByRole("slider", { name: "Minimum" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Maximum" })).toBeTruthy();
  });

  it("takes its name and description from a Field", () => {
    render(
      <Field label="Confidence" hint="0 is a guess, 100 is certain.">
        <Slider defaultValue={[50]} />
      </Field>,
    );
    const thumb = screen.getByRole("slider", { name: "Confidence" });
    const hintId = thumb.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(hintId)?.textContent).toBe("0 is a guess, 100 is certain.");
  });
});
