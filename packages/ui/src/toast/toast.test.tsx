import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../dialog/dialog.js";
import { dismissToast, TOAST_DURATION, toast } from "./toast-store.js";
import { Toaster } from "./toaster.js";

function visibleToasts(): HTMLElement[] {
  const viewport = screen.getByRole("region", { name: /notifications/i });
  return within(viewport).queryAllByRole("listitem");
}

describe("toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it("shows a toast with its title and description", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Settings Updated", description: "Saved." });
    });

    const [shown] = visibleToasts();
    expect(shown?.textContent).toContain("Settings Updated");
    expect(shown?.textContent).toContain("Saved.");
  });

  it("shows one toast at a time: a new toast replaces the current one", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Task updated" });
    });
    act(() => {
      toast({ title: "Lead assigned", variant: "success" });
    });

    const shown = visibleToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain("Lead assigned");
  });

  it("closes after 5000 ms", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Mood Entry Added" });
    });

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 1);
    });
    expect(visibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleToasts()).toHaveLength(0);
    expect(TOAST_DURATION).toBe(5000);
  });

  it("closes with its dismiss button", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Error", variant: "destructive" });
    });

    act(() => {
      screen.getByRole("button", { name: "Dismiss notification" }).click();
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it("closes through the handle returned by toast()", () => {
    render(<Toaster />);
    let handle = { id: "", dismiss: () => {} };
    act(() => {
      handle = toast({ title: "Analysis Complete" });
    });
    expect(handle.id).not.toBe("");

    act(() => handle.dismiss());
    expect(visibleToasts()).toHaveLength(0);
  });

  it("runs its action", () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: "Task moved", action: { label: "Undo", onClick: onUndo } });
    });

    act(() => {
      screen.getByRole("button", { name: "Undo" }).click();
    });
    expect(onUndo).toHaveBeenCalledOnce();
  });

  // A result raised from inside an open panel (a verdict, a move) used to take the first Escape
  // for itself: Radix made each toast a dismissable layer above the panel (patches/ has why).
  it("leaves Escape to the dialog that was open when the toast came", () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent>
            <DialogTitle>Task</DialogTitle>
            <DialogDescription>Approval</DialogDescription>
            <button type="button">Approve</button>
          </DialogContent>
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => {
      toast({ title: "Approved", variant: "success" });
    });

    fireEvent.keyDown(screen.getByRole("button", { name: "Approve" }), { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    // The open modal hides the rest of the page from the accessibility tree; the toast is there.
    expect(screen.getAllByRole("listitem", { hidden: true })[0]?.textContent).toContain("Approved");
  });

  it("still closes with Escape when the focus is in it", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Task moved", action: { label: "Undo", onClick: () => {} } });
    });

    fireEvent.keyDown(screen.getByRole("button", { name: "Undo" }), { key: "Escape" });
    expect(visibleToasts()).toHaveLength(0);
  });
});
