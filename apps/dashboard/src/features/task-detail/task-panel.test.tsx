import type { Task } from "@cairn/schema/tasks";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { fakeTrpc } from "../../test/fake-trpc";
import { consultant } from "../../test/people";
import { SessionContext } from "../session/session-context";
import { TaskPanel } from "./task-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TASK: Task = {
  id: 31,
  title: "Migrate the product pages",
  description: null,
  projectId: 3,
  assignedTo: null,
  status: "in_progress",
  priority: "high",
  dueDate: null,
  columnId: "inprogress",
  orderIndex: 0,
  aiPriorityScore: 50,
  completedAt: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  milestoneId: null,
  labelIds: [],
  estimateMinutes: null,
  approval: null,
  checklistTotal: 0,
  checklistDone: 0,
  commentCount: 0,
  attachmentCount: 0,
};

function renderPanel(editable: boolean) {
  const api = fakeTrpc({
    "tasks.get": () => TASK,
    "tasks.listActivity": () => ({ entries: [], total: 0 }),
    "checklist.list": () => [],
    "dependencies.get": () => ({
      taskId: 31,
      blockedBy: [
        {
          id: 40,
          title: "Write the copy",
          projectId: 3,
          projectName: "Website relaunch",
          columnId: "inprogress",
          status: "in_progress",
          done: false,
        },
      ],
      blocks: [],
      openBlockers: 1,
      hidden: 0,
    }),
    "attachments.list": () => ({ attachments: [], limits: { maxBytes: 10_000_000, maxFiles: 20 } }),
    "comments.list": () => [],
    "comments.listMentionable": () => [],
    "comments.following": () => ({ following: false, followers: 0 }),
    "projects.listMembers": () => [
      { id: 2, name: "Jordan Lee", role: "consultant", part: "consultant" },
    ],
    "raid.create": (input: { title: string }) => ({
      id: 9,
      projectId: 3,
      kind: "issue",
      title: input.title,
      status: "open",
      taskIds: [31],
    }),
  });
  render(
    <ApiProvider>
      <MemoryRouter>
        <SessionContext.Provider value={{ user: consultant, logout: async () => {} }}>
          <TaskPanel
            projectId={3}
            taskId={31}
            boardTask={TASK}
            editable={editable}
            archived={false}
            canApprove={false}
            people={new Map([[2, "Jordan Lee"]])}
            assignable={new Map([[2, "Jordan Lee"]])}
            labels={new Map()}
            labelList={[]}
            columns={[]}
            onSaved={() => {}}
            onRemoved={() => {}}
            onClose={() => {}}
          />
        </SessionContext.Provider>
      </MemoryRouter>
    </ApiProvider>,
  );
  return api;
}

describe("TaskPanel's Raise an issue", () => {
  it("logs an issue in the RAID register linked to the task", async () => {
    const api = renderPanel(true);
    await userEvent.click(await screen.findByRole("button", { name: "Raise an issue" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise an issue" });
    expect(dialog.textContent).toContain("Linked to the task Migrate the product pages.");
    // The kind is fixed: no choice of it, and no risk or decision fields.
    expect(within(dialog).queryByRole("combobox", { name: /^Kind/ })).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Probability/ })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), "Old URLs return 404");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /^Owner/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Jordan Lee" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Raise issue" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Raise an issue" })).toBeNull(),
    );
    expect(api.inputsOf("raid.create")).toEqual([
      {
        projectId: 3,
        kind: "issue",
        title: "Old URLs return 404",
        description: null,
        ownerId: 2,
        taskIds: [31],
      },
    ]);
  });

  it("is not offered to whoever only reads the task", async () => {
    renderPanel(false);
    expect(await screen.findByText("Read-only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Raise an issue" })).toBeNull();
  });
});

describe("TaskPanel's dependencies", () => {
  it("shows what blocks the task, and lets its writers add and remove blockers", async () => {
    renderPanel(true);
    const section = await screen.findByRole("region", { name: "Dependencies" });
    expect(await within(section).findByText("Waiting on 1 open task")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Write the copy" })).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Add a blocker" })).toBeTruthy();
    expect(
      within(section).getByRole("button", { name: "Remove blocker Write the copy" }),
    ).toBeTruthy();
  });

  it("shows them to whoever only reads the task, with nothing to change", async () => {
    renderPanel(false);
    const section = await screen.findByRole("region", { name: "Dependencies" });
    expect(await within(section).findByRole("link", { name: "Write the copy" })).toBeTruthy();
    expect(within(section).queryByRole("button")).toBeNull();
  });
});
