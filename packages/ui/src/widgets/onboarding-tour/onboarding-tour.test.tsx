import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OnboardingTour } from "./onboarding-tour.js";

const steps = [
  {
    id: "welcome",
    title: "Welcome",
    description: "Hello.",
    target: "#one",
    position: "bottom" as const,
  },
  { id: "help", title: "Help", description: "Ask us.", target: "#two", position: "top" as const },
];

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.useRealTimers();
});

describe("OnboardingTour", () => {
  it("walks through the steps and finishes with the completion panel", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onComplete = vi.fn();
    render(<OnboardingTour open steps={steps} onComplete={onComplete} onDismiss={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Welcome" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("dialog", { name: "Help" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(screen.getByText("Tour Complete!")).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it("is dismissed by Skip, the close icon and Escape", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<OnboardingTour open steps={steps} onComplete={() => {}} onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "Close tour" }));
    await user.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });
});
