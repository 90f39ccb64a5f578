import type { ColumnKey } from "@cairn/schema/task-status";
import { DragDropContext, Droppable } from "@hello-pangea/dnd";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BoardColumnView } from "./board-column";
import type { BoardColumn } from "./board-model";

const TITLES: Record<ColumnKey, string> = {
  todo: "To Do",
  inprogress: "In Progress",
  review: "Review",
  done: "Done",
};

function aColumn(key: ColumnKey, requires: BoardColumn["requires"] = []): BoardColumn {
  return {
    id: 1,
    projectId: 9,
    key,
    title: TITLES[key],
    color: "#64748b",
    orderIndex: 0,
    wipLimit: null,
    requires,
    createdAt: "2026-12-01T00:00:00.000Z",
    tasks: [],
  };
}

/** One column as the board shows it: draggable for staff, read-only for clients. */
function renderColumn(column: BoardColumn, editable = true) {
  const onPolicy = vi.fn();
  render(
    <DragDropContext onDragEnd={() => {}}>
      <Droppable droppableId="board" type="COLUMN">
        {(provided) => (
          <div ref={provided.innerRef} {...provided.droppableProps}>
            <BoardColumnView
              column={column}
              index={0}
              editable={editable}
              maxListHeight={400}
              assigneeName={() => null}
              labelsOf={() => []}
              onOpen={() => {}}
              onAdd={() => {}}
              onWipLimit={() => {}}
              onPolicy={onPolicy}
            />
            {provided.placeholder}
          </div>
        )}
      </Droppable>
    </DragDropContext>,
  );
  return { onPolicy, section: screen.getByRole("region", { name: column.title }) };
}

describe("a column's header and its policy", () => {
  it("shows the column's definition of done under its title, and opens it for staff", async () => {
    const column = aColumn("review", ["checklist", "approval"]);
    const { onPolicy, section } = renderColumn(column);
    expect(
      within(section).getByText("Moves on with a complete checklist and the client's approval.")
        .parentElement?.textContent,
    ).toBe("Definition of done: Moves on with a complete checklist and the client's approval.");
    await userEvent.click(
      within(section).getByRole("button", { name: "Definition of done for Review" }),
    );
    expect(onPolicy).toHaveBeenCalledWith(column);
  });

  it("shows no line while the column asks for nothing, the button still there for staff", () => {
    const { section } = renderColumn(aColumn("todo"));
    expect(section.textContent).not.toContain("Moves on with");
    expect(
      within(section).getByRole("button", { name: "Definition of done for To Do" }),
    ).toBeTruthy();
  });

  it("offers no policy on Done: nothing moves on from it", () => {
    const { section } = renderColumn(aColumn("done"));
    expect(within(section).getByRole("button", { name: "WIP limit for Done" })).toBeTruthy();
    expect(within(section).queryByRole("button", { name: /Definition of done/ })).toBeNull();
  });

  it("shows clients the rule before anything is refused, without the button", () => {
    const { section } = renderColumn(aColumn("inprogress", ["review"]), false);
    expect(within(section).getByText("Moves on with a pass through Review.")).toBeTruthy();
    expect(within(section).queryByRole("button", { name: /Definition of done/ })).toBeNull();
  });
});
