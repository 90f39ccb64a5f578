import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Label } from "../label/label.js";
import { Switch } from "./switch.js";

describe("Switch", () => {
  it("is labelled and toggles with the keyboard", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <>
        <Switch id="sync" onCheckedChange={onCheckedChange} />
        <Label htmlFor="sync">Sync with Slack</Label>
      </>,
    );
    const toggle = screen.getByRole("switch", { name: "Sync with Slack" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");

    toggle.focus();
    await user.keyboard(" ");

    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
