import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SignupDialog, validateSignup } from "./signup-dialog.js";

const sizes = ["1-5", "6-20", "21-50", "51+"];

describe("validateSignup", () => {
  it("requires a name and a valid email", () => {
    expect(validateSignup({ name: "  ", email: "nope" })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email",
    });
    expect(validateSignup({ name: "Ada", email: "ada@example.com" })).toEqual({});
    expect(validateSignup({ name: "Ada", email: "ada@example" })).toEqual({
      email: "Please enter a valid email",
    });
  });
});

describe("SignupDialog", () => {
  it("shows the messages of the checks", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    render(<SignupDialog open onOpenChange={() => {}} teamSizes={sizes} onSubmit={onSubmit} />);
    expect(screen.getByRole("dialog", { name: "Start Your Free Trial" })).toBeTruthy();
    await user.type(screen.getByLabelText(/Email Address/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email")).toBeTruthy();
    expect(screen.getByLabelText(/Full Name/)).toBe(document.activeElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits trimmed values, then closes", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    render(<SignupDialog open onOpenChange={onOpenChange} teamSizes={sizes} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Full Name/), " Ada Lovelace ");
    await user.type(screen.getByLabelText(/Email Address/), "ada@example.com");
    await user.type(screen.getByLabelText("Company"), "Analytical");
    await user.click(screen.getByRole("button", { name: "Start Free Trial" }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical",
      teamSize: "",
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
