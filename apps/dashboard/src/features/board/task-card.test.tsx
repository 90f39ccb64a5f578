import type { Task } from "@cairn/schema/tasks";
import type { DraggableProvided } from "@hello-pangea/dnd";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OPEN_HINT_ID, TaskCard } from "./task-card";

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
    const onOpen = vi.fn();
    render(<TaskCard task={task} assignee="Sam Rivera" provided={provided} onOpen={onOpen} />);
    // jsdom joins inline text without the spaces a browser puts between the card's blocks.
    const card = screen.getByRole("button", {
      name: /^Write copy for the pricing page\s*High\s*priority\s*,\s*due\s*15 Jan 2020\s*\(overdue\)\s*,\s*assigned to\s*Sam$/,
    });
    expect(card.getAttribute("aria-describedby")).toBe(`rfd-hint ${OPEN_HINT_ID}`);
    // The card shows the first name; the full name is its tooltip.
    expect(screen.getByTitle("Sam Rivera").textContent).toMatch(/^,\s*assigned to\s*Sam$/);
    await userEvent.setup().click(card);
    expect(onOpen).toHaveBeenCalledWith(task);
  });

  it("shows labels, checklist progress, comments, files and the client's verdict, and says them", () => {
    render(
      <TaskCard
        task={{
          ...task,
          approval: "changes_requested",
          checklistTotal: 5,
          checklistDone: 2,
          commentCount: 3,
          attachmentCount: 1,
        }}
        assignee="Sam Rivera"
        labels={[
          { id: 1, name: "Design", color: "#1d4ed8" },
          { id: 2, name: "Copy", color: "#be185d" },
          { id: 3, name: "Launch", color: "#15803d" },
        ]}
        provided={provided}
        onOpen={() => {}}
      />,
    );
    const card = screen.getByRole("button");
    const name = card.textContent ?? "";
    // What is drawn: two chips and "+1", "2/5", the counts and the verdict.
    expect(screen.getByText("Design")).toBeTruthy();
    expect(screen.getByText("+1")).toBeTruthy();
    expect(screen.getByText("2/5")).toBeTruthy();
    expect(screen.getByText("Changes requested")).toBeTruthy();
    // What a screen reader hears, in words.
    expect(name).toContain("client verdict: Changes requested");
    expect(name).toContain("labels: Design, Copy, Launch");
    expect(name).toContain("checklist 2 of 5 done");
    expect(name).toContain("3 comments");
    expect(name).toContain("1 file");
    expect(screen.getByTitle("Checklist: 2 of 5 done")).toBeTruthy();
  });

  it("shows no counters for an empty checklist, no comments and no files", () => {
    render(<TaskCard task={task} assignee={null} onOpen={() => {}} />);
    const text = screen.getByRole("button").textContent ?? "";
    expect(text).not.toMatch(/checklist|comment|file/);
  });

  it("opens from a read-only board too, without being draggable", async () => {
    const onOpen = vi.fn();
    render(
      <TaskCard
        task={{ ...task, assignedTo: null, dueDate: null }}
        assignee={null}
        onOpen={onOpen}
      />,
    );
    const card = screen.getByRole("button");
    expect(card.getAttribute("aria-describedby")).toBe(OPEN_HINT_ID);
    expect(card.hasAttribute("data-rfd-drag-handle-draggable-id")).toBe(false);
    expect(card.textContent).toContain("No due date");
    expect(card.textContent).toContain("Unassigned");
    await userEvent.setup().keyboard("{Tab}{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("is a plain article where nothing opens it", () => {
    render(<TaskCard task={task} assignee={null} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("article")).toBeTruthy();
  });
});
