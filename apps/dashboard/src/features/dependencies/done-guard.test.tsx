import type { TaskDependencies as Dependencies } from "@cairn/schema/dependencies";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { type DoneVerdict, useDoneGuard } from "./done-guard";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TASK = { id: 31, title: "Migrate the product pages" };

const waitingOn = (openBlockers: number): Dependencies => ({
  taskId: TASK.id,
  blockedBy: [],
  blocks: [],
  openBlockers,
  hidden: 0,
});

/** A screen that moves the task to Done as the board does: over Done first, then the drop. */
function Mover({ onMove, onClosed }: { onMove: () => void; onClosed: (taskId: number) => void }) {
  const guard = useDoneGuard(onClosed);
  const [verdict, setVerdict] = useState<DoneVerdict | "">("");
  return (
    <>
      <button type="button" onClick={() => guard.prepare(TASK.id)}>
        Over Done
      </button>
      <button type="button" onClick={() => setVerdict(guard.beforeDone(TASK, onMove))}>
        Drop in Done
      </button>
      <output aria-label="Verdict">{verdict}</output>
      {guard.dialog}
    </>
  );
}

function renderMover(answer: () => Dependencies) {
  const api = fakeTrpc({ "dependencies.get": answer });
  const onMove = vi.fn();
  const onClosed = vi.fn();
  render(
    <ApiProvider>
      <Mover onMove={onMove} onClosed={onClosed} />
    </ApiProvider>,
  );
  return { api, onMove, onClosed };
}

// Read while the question (a modal) may hide the rest of the page.
const verdict = () => screen.getByRole("status", { name: "Verdict", hidden: true }).textContent;

describe("useDoneGuard", () => {
  it("asks before a move to Done while open blockers remain: Cancel keeps the task, Move anyway moves it", async () => {
    const { api, onMove, onClosed } = renderMover(() => waitingOn(2));
    await userEvent.click(screen.getByRole("button", { name: "Drop in Done" }));
    const dialog = await screen.findByRole("dialog", { name: "Move to Done?" });
    expect(dialog.textContent).toContain(
      "“Migrate the product pages” is still blocked by 2 open tasks. Move it to Done anyway?",
    );
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onMove).not.toHaveBeenCalled();
    expect(onClosed).toHaveBeenCalledWith(TASK.id);

    await userEvent.click(screen.getByRole("button", { name: "Drop in Done" }));
    await userEvent.click(await screen.findByRole("button", { name: "Move anyway" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onMove).toHaveBeenCalledTimes(1);
    // Read at each move, never from an earlier answer.
    expect(api.inputsOf("dependencies.get")).toEqual([{ taskId: TASK.id }, { taskId: TASK.id }]);
  });

  it("moves at once, without a question, when nothing open blocks the task", async () => {
    const { onMove } = renderMover(() => waitingOn(0));
    await userEvent.click(screen.getByRole("button", { name: "Drop in Done" }));
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("decides at the drop itself when the read began over Done, and reads again the next time", async () => {
    let open = 0;
    const { api, onMove } = renderMover(() => waitingOn(open));
    await userEvent.click(screen.getByRole("button", { name: "Over Done" }));
    await waitFor(() => expect(api.inputsOf("dependencies.get")).toHaveLength(1));
    // Hovering on: one read is enough.
    await userEvent.click(screen.getByRole("button", { name: "Over Done" }));
    await userEvent.click(screen.getByRole("button", { name: "Drop in Done" }));
    expect(verdict()).toBe("moved");
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(api.inputsOf("dependencies.get")).toHaveLength(1);

    // Someone added a blocker meanwhile: the next move reads it.
    open = 1;
    await userEvent.click(screen.getByRole("button", { name: "Drop in Done" }));
    expect(verdict()).toBe("reading");
    expect(await screen.findByRole("dialog", { name: "Move to Done?" })).toBeTruthy();
    expect(screen.getByText(/is still blocked by 1 open task\./)).toBeTruthy();
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it("lets the move go ahead when the dependencies cannot be read (the API refuses nothing)", async () => {
    const { onMove } = renderMover(() => {
      throw new FakeApiError("INTERNAL_SERVER_ERROR", 500, "The database is away.");
    });
    await userEvent.click(screen.getByRole("button", { name: "Drop in Done" }));
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
