import type { ChecklistItem } from "@cairn/schema/checklist";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { moveItem, progressOf } from "./checklist-model";
import { TaskChecklist } from "./task-checklist";

afterEach(() => {
  vi.unstubAllGlobals();
});

function items(...texts: string[]): ChecklistItem[] {
  return texts.map((text, position) => ({
    id: position + 1,
    taskId: 31,
    text,
    done: false,
    doneBy: null,
    doneAt: null,
    position,
    createdAt: "2026-11-27T09:30:00.000Z",
  }));
}

/** A checklist kept in memory as the server would; `hold` makes the next change wait. */
function serveChecklist(initial: ChecklistItem[]) {
  let list = [...initial];
  let gate: Promise<void> | null = null;
  const wait = async () => {
    if (gate) await gate;
  };
  const api = fakeTrpc({
    "checklist.list": () => list,
    "checklist.update": async (input: { itemId: number; done?: boolean; text?: string }) => {
      await wait();
      if (input.text === "refuse") throw new FakeApiError("BAD_REQUEST", 400, "text: no");
      list = list.map((item) =>
        item.id === input.itemId
          ? {
              ...item,
              ...(input.text === undefined ? {} : { text: input.text }),
              ...(input.done === undefined ? {} : { done: input.done }),
            }
          : item,
      );
      return list.find((item) => item.id === input.itemId);
    },
    "checklist.tick": async (input: { itemId: number; done: boolean }) => {
      await wait();
      list = list.map((item) => (item.id === input.itemId ? { ...item, done: input.done } : item));
      return list.find((item) => item.id === input.itemId);
    },
    "checklist.reorder": async ({ itemIds }: { itemIds: number[] }) => {
      await wait();
      list = itemIds.flatMap((id, position) => {
        const item = list.find((entry) => entry.id === id);
        return item ? [{ ...item, position }] : [];
      });
      return list;
    },
    "checklist.create": ({ text }: { text: string }) => {
      const made = {
        ...items(text)[0],
        id: 100 + list.length,
        position: list.length,
      } as ChecklistItem;
      list = [...list, made];
      return made;
    },
    "checklist.remove": ({ itemId }: { itemId: number }) => {
      list = list.filter((item) => item.id !== itemId);
      return null;
    },
  });
  return {
    ...api,
    /** Holds every change until the returned function is called (or fails it). */
    hold() {
      let release: () => void = () => {};
      let refuse: () => void = () => {};
      gate = new Promise<void>((resolve, reject) => {
        release = resolve;
        refuse = () => reject(new FakeApiError("CONFLICT", 409, "Someone else changed it."));
      });
      return {
        release: () => {
          gate = null;
          release();
        },
        refuse: () => {
          gate = null;
          refuse();
        },
      };
    },
  };
}

function renderChecklist(readOnly = false, canTick = !readOnly) {
  render(
    <ApiProvider>
      <TaskChecklist taskId={31} projectId={5} readOnly={readOnly} canTick={canTick} />
    </ApiProvider>,
  );
}

const rowTexts = () =>
  within(screen.getByRole("list", { name: "Checklist" }))
    .getAllByRole("listitem")
    .map((row) => row.textContent);

describe("checklist model", () => {
  it("counts progress and moves items", () => {
    const list = items("A", "B", "C");
    expect(progressOf(list)).toMatchObject({ done: 0, total: 3, percent: 0, label: "0 of 3 done" });
    expect(progressOf([{ done: true }, { done: false }, { done: true }]).percent).toBe(66);
    expect(moveItem(list, 0, 2).map((item) => [item.text, item.position])).toEqual([
      ["B", 0],
      ["C", 1],
      ["A", 2],
    ]);
    expect(moveItem(list, 2, 9).map((item) => item.text)).toEqual(["A", "B", "C"]);
  });
});

describe("TaskChecklist", () => {
  it("ticks an item from the keyboard at once, and takes it back when the API refuses", async () => {
    const user = userEvent.setup();
    const api = serveChecklist(items("Draft", "Review", "Publish"));
    renderChecklist();
    const review = await screen.findByRole("checkbox", { name: "Review" });

    const held = api.hold();
    review.focus();
    await user.keyboard(" ");
    // Shown as done before the API has answered.
    expect(review.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
    expect(api.inputsOf("checklist.update")).toEqual([{ taskId: 31, itemId: 2, done: true }]);
    held.release();
    await waitFor(() => expect(api.inputsOf("checklist.list").length).toBeGreaterThan(1));
    expect(screen.getByRole("checkbox", { name: "Review" }).getAttribute("aria-checked")).toBe(
      "true",
    );

    const refused = api.hold();
    const publish = screen.getByRole("checkbox", { name: "Publish" });
    publish.focus();
    await user.keyboard(" ");
    expect(publish.getAttribute("aria-checked")).toBe("true");
    refused.refuse();
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "Publish" }).getAttribute("aria-checked")).toBe(
        "false",
      ),
    );
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
  });

  it("moves an item with Alt+arrows on its handle, keeping focus and saying where it went", async () => {
    const user = userEvent.setup();
    const api = serveChecklist(items("Draft", "Review", "Publish"));
    renderChecklist();
    const handle = await screen.findByRole("button", { name: 'Reorder "Draft", position 1 of 3' });
    handle.focus();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(rowTexts()).toEqual(["Review", "Draft", "Publish"]);
    expect(api.inputsOf("checklist.reorder")).toEqual([{ taskId: 31, itemIds: [2, 1, 3] }]);
    expect(screen.getByRole("status").textContent).toBe('Moved "Draft" to position 2 of 3.');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        'Reorder "Draft", position 2 of 3',
      ),
    );
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(rowTexts()).toEqual(["Review", "Publish", "Draft"]);
    // At the end already: nothing more to do.
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(api.inputsOf("checklist.reorder")).toHaveLength(2);
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}");
    await waitFor(() => expect(rowTexts()).toEqual(["Draft", "Review", "Publish"]));
    expect(api.inputsOf("checklist.reorder").at(-1)).toEqual({ taskId: 31, itemIds: [1, 2, 3] });
  });

  it("adds items with Enter, renames one (Escape cancels) and deletes one", async () => {
    const user = userEvent.setup();
    const api = serveChecklist(items("Draft"));
    renderChecklist();
    const input = await screen.findByRole("textbox", { name: "New checklist item" });
    await user.click(input);
    await user.keyboard("Send to client{Enter}");
    await waitFor(() => expect(rowTexts()).toEqual(["Draft", "Send to client"]));
    expect(api.inputsOf("checklist.create")).toEqual([{ taskId: 31, text: "Send to client" }]);
    expect((input as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(input);
    // An empty item is not sent.
    await user.keyboard("{Enter}");
    expect(api.inputsOf("checklist.create")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: 'Rename "Draft"' }));
    const rename = screen.getByRole("textbox", { name: 'Rename "Draft"' });
    expect(document.activeElement).toBe(rename);
    await user.keyboard("Nothing{Escape}");
    expect(screen.queryByRole("textbox", { name: 'Rename "Draft"' })).toBeNull();
    await user.click(screen.getByRole("button", { name: 'Rename "Draft"' }));
    await user.keyboard("{Control>}a{/Control}First draft{Enter}");
    await waitFor(() => expect(rowTexts()).toEqual(["First draft", "Send to client"]));
    expect(api.inputsOf("checklist.update")).toEqual([
      { taskId: 31, itemId: 1, text: "First draft" },
    ]);

    await user.click(screen.getByRole("button", { name: 'Delete "Send to client"' }));
    await waitFor(() => expect(rowTexts()).toEqual(["First draft"]));
  });

  it("shows a reader the list and its progress, with nothing to change", async () => {
    const list = items("Draft", "Review");
    serveChecklist([{ ...list[0], done: true } as ChecklistItem, list[1] as ChecklistItem]);
    renderChecklist(true);
    const draft = await screen.findByRole("checkbox", { name: "Draft" });
    expect(draft.getAttribute("aria-checked")).toBe("true");
    expect(draft.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("progressbar", { name: "Checklist progress" })).toBeTruthy();
    expect(screen.getByText("1 of 2 done")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    // And says why the boxes cannot be ticked.
    expect(
      screen.getByText("Only the task's assignee and the project's team tick these items."),
    ).toBeTruthy();
  });

  it("lets the task's assignee who may not change it tick its items, and only tick", async () => {
    const user = userEvent.setup();
    const api = serveChecklist(items("Send the logo files", "Confirm the colours"));
    renderChecklist(true, true);
    const logo = await screen.findByRole("checkbox", { name: "Send the logo files" });
    expect(logo.hasAttribute("disabled")).toBe(false);
    await user.click(logo);
    expect(logo.getAttribute("aria-checked")).toBe("true");
    expect(api.inputsOf("checklist.tick")).toEqual([{ taskId: 31, itemId: 1, done: true }]);
    expect(api.inputsOf("checklist.update")).toEqual([]);
    // Nothing to rename, add, remove or reorder.
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByText(/Only the task's assignee/)).toBeNull();
  });
});
