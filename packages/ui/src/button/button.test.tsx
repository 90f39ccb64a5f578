import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.js";

describe("Button", () => {
  it("is a non-submitting button by default", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("button");
  });

  it("is disabled and busy while loading, and keeps its accessible name", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-busy")).toBe("true");

    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is neither disabled nor busy when idle", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveProperty("disabled", false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("renders its child with button styles when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link.className).toContain("border-input");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("marks a disabled asChild link as aria-disabled", () => {
    render(
      <Button asChild disabled>
        <a href="/pricing">Pricing</a>
      </Button>,
    );
    expect(screen.getByRole("link", { name: "Pricing" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
