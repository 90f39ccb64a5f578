import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SetupWizard } from "./setup-wizard.js";

// Radix Select asks for pointer capture and scrolling, which jsdom does not have.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

const options = {
  industries: ["Technology", "Finance"],
  tools: ["Jira", "Slack"],
  painPoints: ["Missed deadlines"],
  goals: ["Delivery speed"],
};

const plan = {
  recommendations: { tools: ["Jira boards"], processes: ["Sprints"], templates: ["Charter"] },
  setup_plan: [{ phase: "Foundation", duration: "Week 1", tasks: ["Kickoff"] }],
  next_steps: ["Invite the team"],
};

function renderWizard(overrides: Partial<Parameters<typeof SetupWizard>[0]> = {}) {
  const props = {
    open: true,
    onOpenChange: vi.fn(),
    options,
    onGenerate: vi.fn(async () => plan),
    onValidationError: vi.fn(),
    onStartTour: vi.fn(),
    ...overrides,
  };
  render(<SetupWizard {...props} />);
  return props;
}

describe("SetupWizard", () => {
  it("disables Previous on step 1 and shows the step label", async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(false);
  });

  it("asks for an industry on step 4 instead of sending", async () => {
    const user = userEvent.setup();
    const props = renderWizard();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Generate Plan" }));
    expect(props.onValidationError).toHaveBeenCalledOnce();
    expect(props.onGenerate).not.toHaveBeenCalled();
    expect(screen.getByText("Step 4 of 4")).toBeTruthy();
  });

  it("stays on step 4 when the request fails", async () => {
    const user = userEvent.setup();
    const props = renderWizard({
      onGenerate: vi.fn(async () => {
        throw new Error("500: boom");
      }),
    });
    await user.click(screen.getByRole("combobox", { name: /Industry/ }));
    await user.click(screen.getByRole("option", { name: "Finance" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("checkbox", { name: "Jira" }));
    expect(screen.getByRole("checkbox", { name: "Jira" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Generate Plan" }));
    // The request was made, and failed: the wizard did not move.
    expect(props.onGenerate).toHaveBeenCalledOnce();
    expect(props.onValidationError).not.toHaveBeenCalled();
    expect(screen.getByText("Step 4 of 4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Generate Plan" }).hasAttribute("disabled")).toBe(
      false,
    );
  });

  it("checks the team size on step 1, beside the field, before moving on", async () => {
    const user = userEvent.setup();
    renderWizard({
      teamSizeProblem: (typed) => (Number(typed) >= 1 ? undefined : "Team size must be positive."),
    });
    const size = screen.getByRole("spinbutton", { name: /Team size/ });
    await user.clear(size);
    await user.type(size, "-3");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
    expect(screen.getByText("Team size must be positive.")).toBeTruthy();
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(size);
    await user.clear(size);
    await user.type(size, "12");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
  });
});
