import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTitle } from "../dialog/dialog.js";
import { useReturnFocus } from "./return-focus.js";

function Opener() {
  const [open, setOpen] = useState(false);
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>Panel</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("useReturnFocus", () => {
  it("gives focus back to the opener of a dialog that has no trigger", async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog", { name: "Panel" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" }));
  });
});
