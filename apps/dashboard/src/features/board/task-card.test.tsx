import type { Task } from "@cairn/schema/tasks";
import type { DraggableProvided } from "@hello-pangea/dnd";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EDIT_HINT_ID, TaskCard } from "./task-card";

const task: Task = {
  id: 7,
  title: "Write copy for the pricing page",
  description: null,
  projectId: 1,
  assignedTo: 4,
  status: "in_progress",
  priority: "high",
  dueDate: "2020-01-15T00:00:00.000Z",
  columnId: "inprogress",
  orderIndex: 0,
  aiPriorityScore: 50,
  completedAt: null,
  createdAt: "2020-01-01T00:00:00.000Z",
  updatedAt: "2020-01-01T00:00:00.000Z",
  milestoneId: null,
  labelIds: [],
  estimateMinutes: null,
  approval: null,
  checklistTotal: 0,
  checklistDone: 0,
  commentCount: 0,
  attachmentCount: 0,
};

const provided: DraggableProvided = {
  innerRef: () => {},
  draggableProps: {
    "data-rfd-draggable-context-id": "1",
    "data-rfd-draggable-id": "task-7",
    style: { transform: "none" },
  },
  dragHandleProps: {
    role: "button",
    tabIndex: 0,
    "aria-describedby": "rfd-hint",
    "data-rfd-drag-handle-draggable-id": "task-7",
    "data-rfd-drag-handle-context-id": "1",
    draggable: false,
    onDragStart: () => {},
  },
};

describe("TaskCard", () => {
  it("is a button named by its title first, with priority, due date and assignee", async () => {
    const onEdit = vi.fn();
    render(<TaskCard task={task} assignee="Sam Rivera" provided={provided} onEdit={onEdit} />);
    // jsdom joins inline text without the spaces a browser puts between the card's blocks.
    const card = screen.getByRole("button", {
      name: /^Write copy for the pricing page\s*High\s*priority\s*due\s*15 Jan 2020\s*\(overdue\)\s*assigned to\s*Sam$/,
    });
    expect(card.getAttribute("aria-describedby")).toBe(`rfd-hint ${EDIT_HINT_ID}`);
    // The card shows the first name; the full name is its tooltip.
    expect(screen.getByTitle("Sam Rivera").textContent).toMatch(/^assigned to\s*Sam$/);
    await userEvent.setup().click(card);
    expect(onEdit).toHaveBeenCalledWith(task);
  });

  it("is a plain article on a read-only board", () => {
    render(<TaskCard task={{ ...task, assignedTo: null, dueDate: null }} assignee={null} />);
    expect(screen.queryByRole("button")).toBeNull();
    const card = screen.getByRole("article");
    expect(card.textContent).toContain("No due date");
    expect(card.textContent).toContain("Unassigned");
  });
});
