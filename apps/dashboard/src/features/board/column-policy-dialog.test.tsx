import type { ProjectColumn } from "@cairn/schema/board";
import type { SetColumnPolicyInput } from "@cairn/schema/column-policies";
import { Toaster } from "@cairn/ui/toast";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import type { BoardColumn } from "./board-model";
import { ColumnPolicyDialog } from "./column-policy-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

const at = "2026-12-01T00:00:00.000Z";

function aColumn(change: Partial<BoardColumn> & Pick<BoardColumn, "key" | "title">): BoardColumn {
  return {
    id: 3,
    projectId: 9,
    color: "#f59e0b",
    orderIndex: 2,
    wipLimit: null,
    requires: [],
    createdAt: at,
    tasks: [],
    ...change,
  };
}

const REVIEW = aColumn({ key: "review", title: "Review" });

/** The dialog open on `column`, against a server that saves the policy as asked. */
function renderDialog(column: BoardColumn, setPolicy?: (input: SetColumnPolicyInput) => unknown) {
  const api = fakeTrpc({
    "board.setPolicy":
      setPolicy ??
      ((input: SetColumnPolicyInput): ProjectColumn => {
        const { tasks: _, ...fields } = column;
        return { ...fields, requires: input.requires };
      }),
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <ApiProvider>
      <ColumnPolicyDialog projectId={9} column={column} onClose={onClose} onSaved={onSaved} />
      <Toaster />
    </ApiProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: `Definition of done: ${column.title}` });
  return { ...api, dialog, onClose, onSaved };
}

/** The requirements the dialog offers, by their labels, each with whether it is ticked. */
function boxes(dialog: HTMLElement) {
  const group = within(dialog).getByRole("group", { name: "A card moves on with" });
  return within(group)
    .getAllByRole("checkbox")
    .map((box) => [
      group.querySelector(`label[for="${box.id}"]`)?.textContent,
      box.getAttribute("aria-checked"),
    ]);
}

describe("ColumnPolicyDialog", () => {
  it("says what a policy does and offers only what the column may ask", () => {
    const { dialog } = renderDialog(REVIEW);
    expect(dialog.textContent).toContain(
      "A card moves on from this column only when it meets what is ticked here. Moving a card back, for rework, is never held.",
    );
    // Review may ask for a checklist or the client's approval, never a pass through itself.
    expect(boxes(dialog)).toEqual([
      ["A complete checklist", "false"],
      ["The client's approval", "false"],
    ]);
  });

  it("offers a pass through Review before Review, and shows the saved policy ticked", () => {
    const { dialog } = renderDialog(
      aColumn({ key: "inprogress", title: "In Progress", requires: ["review"] }),
    );
    expect(boxes(dialog)).toEqual([
      ["A complete checklist", "false"],
      ["A pass through Review", "true"],
    ]);
  });

  it("sends the ticked requirements in their one order, then says the policy in words", async () => {
    const { dialog, inputsOf, onSaved, onClose } = renderDialog(REVIEW);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "The client's approval" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "A complete checklist" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save policy" }));

    expect(await screen.findByText("Policy saved")).toBeTruthy();
    expect(
      screen.getByText("Moves on with a complete checklist and the client's approval."),
    ).toBeTruthy();
    expect(inputsOf("board.setPolicy")).toEqual([
      { projectId: 9, columnId: "review", requires: ["checklist", "approval"] },
    ]);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ key: "review", requires: ["checklist", "approval"] }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("clears a policy: nothing ticked, the column asks for nothing", async () => {
    const { dialog, inputsOf } = renderDialog(
      aColumn({ key: "todo", title: "To Do", requires: ["checklist"] }),
    );
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "A complete checklist" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save policy" }));
    expect(await screen.findByText("Policy saved")).toBeTruthy();
    expect(screen.getByText("To Do asks for nothing.")).toBeTruthy();
    expect(inputsOf("board.setPolicy")).toEqual([{ projectId: 9, columnId: "todo", requires: [] }]);
  });

  it("shows the server's refusal and stays open", async () => {
    const { dialog, onClose } = renderDialog(REVIEW, () => {
      throw new FakeApiError("FORBIDDEN", 403, "Only staff set a column's policy");
    });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "A complete checklist" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save policy" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Only staff set a column's policy",
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
