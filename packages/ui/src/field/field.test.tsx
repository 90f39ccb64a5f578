import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Input } from "../input/input.js";
import { Field } from "./field.js";

describe("Field", () => {
  it("labels the control", () => {
    render(
      <Field label="Company name">
        <Input />
      </Field>,
    );
    expect(screen.getByLabelText("Company name").tagName).toBe("INPUT");
  });

  it("describes the control with its hint and error, and marks it invalid", () => {
    render(
      <Field label="Email" hint="We never share it." error="Enter a valid email address.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");

    const describedBy = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    const descriptions = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toEqual(["We never share it.", "Enter a valid email address."]);
  });

  it("leaves a valid control undescribed and not invalid", () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("passes the control props to a render function", () => {
    render(
      <Field label="Team size" error="Required" required>
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    const input = screen.getByRole("spinbutton", { name: "Team size" });
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});
