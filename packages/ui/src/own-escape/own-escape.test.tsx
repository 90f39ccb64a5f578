import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../dialog/dialog.js";
import { useOwnEscape } from "./own-escape.js";

function Renaming({ onClose }: { onClose: () => void }) {
  const [renaming, setRenaming] = useState(true);
  const ref = useRef<HTMLInputElement>(null);
  useOwnEscape(ref, () => {
    if (!renaming) return false;
    setRenaming(false);
    return true;
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Task</DialogTitle>
        <DialogDescription>{renaming ? "Renaming" : "Shown"}</DialogDescription>
        <input ref={ref} aria-label="Name" />
      </DialogContent>
    </Dialog>
  );
}

describe("useOwnEscape", () => {
  it("keeps Escape from a dialog while the control has a use for it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Renaming onClose={onClose} />);
    screen.getByRole("textbox", { name: "Name" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.getByText("Shown")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // Now it has none: the dialog hears the key.
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
