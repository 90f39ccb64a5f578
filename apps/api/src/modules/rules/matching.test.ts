/**
 * The rules' pure decisions (matching.ts, describe.ts, replay.ts): which change a trigger names,
 * which task meets the conditions, the window and key of a timed run, a rule in words, and what
 * the test mode replays.
 */
import type { RuleTrigger } from "@cairn/schema/rules";
import type { Task } from "@cairn/schema/tasks";
import { describe, expect, it } from "vitest";
import { describeRule } from "./describe.js";
import { conditionsHold, eventKey, timedWindow, triggerMatches } from "./matching.js";
import { replayRule } from "./replay.js";

const task = (change: Partial<Task> = {}): Task => ({
  id: 7,
  title: "Ship it",
  description: null,
  projectId: 3,
  assignedTo: null,
  status: "pending",
  priority: "medium",
  dueDate: null,
  columnId: "todo",
  orderIndex: 0,
  aiPriorityScore: 50,
  completedAt: null,
  createdAt: "2026-06-01T09:00:00.000Z",
  updatedAt: "2026-06-01T09:00:00.000Z",
  milestoneId: null,
  labelIds: [],
  estimateMinutes: null,
  approval: null,
  checklistTotal: 0,
  checklistDone: 0,
  commentCount: 0,
  attachmentCount: 0,
  ...change,
});
const names = {
  label: (id: number) => `"L${id}"`,
  milestone: (id: number) => `"M${id}"`,
  person: (id: number) => `P${id}`,
  template: (id: string) => `"T:${id}"`,
};
const NOW = new Date("2026-06-10T08:00:00.000Z");

describe("a trigger", () => {
  it("names a move only into its column, from one of its columns, and never a stay", () => {
    const moved = (from: "todo" | "inprogress" | "review", to: Task["columnId"]) =>
      ({ type: "moved", from, task: task({ columnId: to }), columnOverLimit: false }) as const;
    const trigger: RuleTrigger = { type: "task.moved", to: "done", from: ["todo", "inprogress"] };
    expect(triggerMatches(trigger, moved("inprogress", "done"))).toBe(true);
    expect(triggerMatches(trigger, moved("review", "done"))).toBe(false);
    expect(triggerMatches(trigger, moved("todo", "review"))).toBe(false);
    expect(triggerMatches({ type: "task.moved" }, moved("todo", "todo"))).toBe(false);
    expect(triggerMatches({ type: "task.created" }, moved("todo", "done"))).toBe(false);
  });

  it("hears a WIP limit only when a task enters the column over it; time triggers never hear a change", () => {
    const created = { type: "created", task: task(), columnOverLimit: true } as const;
    expect(triggerMatches({ type: "wip.exceeded" }, created)).toBe(true);
    expect(triggerMatches({ type: "wip.exceeded" }, { ...created, columnOverLimit: false })).toBe(
      false,
    );
    expect(triggerMatches({ type: "task.due_in", days: 3 }, created)).toBe(false);
    expect(triggerMatches({ type: "task.overdue" }, created)).toBe(false);
  });

  it("hears a completed checklist only for the checklist trigger, keyed by task and moment", () => {
    const completed = { type: "checklist_done", task: task({ checklistTotal: 3 }) } as const;
    expect(triggerMatches({ type: "checklist.done" }, completed)).toBe(true);
    expect(triggerMatches({ type: "task.created" }, completed)).toBe(false);
    expect(triggerMatches({ type: "task.moved" }, completed)).toBe(false);
    expect(triggerMatches({ type: "wip.exceeded" }, completed)).toBe(false);
    const created = { type: "created", task: task(), columnOverLimit: false } as const;
    expect(triggerMatches({ type: "checklist.done" }, created)).toBe(false);
    expect(eventKey(completed, NOW)).toBe(`checklist_done:7:${NOW.getTime()}`);
  });

  it("keys a change by task, columns and moment, and a creation by its task alone", () => {
    const at = new Date("2026-06-10T08:00:00.000Z");
    expect(eventKey({ type: "created", task: task(), columnOverLimit: false }, at)).toBe(
      "created:7",
    );
    expect(
      eventKey(
        { type: "moved", from: "todo", task: task({ columnId: "done" }), columnOverLimit: false },
        at,
      ),
    ).toBe(`moved:7:todo>done:${at.getTime()}`);
  });
});

describe("the conditions", () => {
  it("all hold, each left out accepting every task", () => {
    const urgent = task({ priority: "high", labelIds: [4], assignedTo: 9 });
    expect(conditionsHold({}, urgent)).toBe(true);
    expect(conditionsHold({ priorities: ["high"], labelIds: [1, 4], assignee: 9 }, urgent)).toBe(
      true,
    );
    expect(conditionsHold({ priorities: ["high"], columns: ["done"] }, urgent)).toBe(false);
    expect(conditionsHold({ assignee: "unassigned" }, urgent)).toBe(false);
    expect(conditionsHold({ assignee: "assigned" }, urgent)).toBe(true);
    expect(conditionsHold({ labelIds: [5] }, urgent)).toBe(false);
  });

  it("hold a milestone of the plan only for the tasks in one of its milestones", () => {
    expect(conditionsHold({ milestoneIds: [2, 3] }, task({ milestoneId: 3 }))).toBe(true);
    expect(conditionsHold({ milestoneIds: [2, 3] }, task({ milestoneId: 4 }))).toBe(false);
    expect(conditionsHold({ milestoneIds: [2] }, task({ milestoneId: null }))).toBe(false);
  });
});

describe("a timed window", () => {
  it("covers today and the next N days for 'due within', and the last week before today for 'overdue'", () => {
    const within = timedWindow({ type: "task.due_in", days: 3 }, NOW);
    expect([within.from.toISOString(), within.to.toISOString()]).toEqual([
      "2026-06-10T00:00:00.000Z",
      "2026-06-14T00:00:00.000Z",
    ]);
    expect(within.key(7, "2026-06-12")).toBe("due_in:3:7:2026-06-12");
    // Two tasks due the same day are two events.
    expect(within.key(8, "2026-06-12")).not.toBe(within.key(7, "2026-06-12"));
    const overdue = timedWindow({ type: "task.overdue" }, NOW);
    expect([overdue.from.toISOString(), overdue.to.toISOString()]).toEqual([
      "2026-06-03T00:00:00.000Z",
      "2026-06-10T00:00:00.000Z",
    ]);
    expect(overdue.cause("2026-06-09")).toBe("overdue (due 2026-06-09)");
  });
});

describe("a rule in words", () => {
  it("says when, if and then, naming people and labels", () => {
    expect(
      describeRule(
        {
          trigger: { type: "task.due_in", days: 1 },
          conditions: { columns: ["todo"], labelIds: [4], assignee: 9 },
          actions: [
            { type: "flag", message: "Late?" },
            { type: "assign", userId: 2 },
          ],
        },
        names,
      ),
    ).toBe(
      'When a task is due within 1 day, if it is in To Do and it has the label "L4" and it is assigned to P9, then flag it ("Late?"), then assign it to P2.',
    );
  });
});

describe("the test mode", () => {
  const rule = (trigger: Parameters<typeof replayRule>[0]["trigger"]) => ({
    name: "",
    trigger,
    conditions: {},
    actions: [{ type: "move" as const, to: "inprogress" as const }],
  });
  const window = { from: new Date(NOW.getTime() - 30 * 86_400_000), to: NOW };

  it("warns of a task on the first day within its days, unless it was done by then", () => {
    const late = task({ id: 1, dueDate: "2026-06-08T00:00:00.000Z" });
    const doneInTime = task({
      id: 2,
      dueDate: "2026-06-08T00:00:00.000Z",
      completedAt: "2026-06-02T00:00:00.000Z",
    });
    const result = replayRule(
      rule({ type: "task.due_in", days: 3 }),
      [late, doneInTime],
      { moves: [], completions: [], risks: [] },
      window,
      names,
      10,
    );
    expect(result.matches).toEqual([
      {
        taskId: 1,
        taskTitle: "Ship it",
        at: "2026-06-05T00:00:00.000Z",
        cause: "due 2026-06-08, within 3 days",
        lines: ["Would move it to In Progress."],
      },
    ]);
  });

  it("replays recorded moves, says when there were more than it shows, and cannot replay a WIP limit", () => {
    const moves = [1, 2, 3].map((id) => ({
      taskId: id,
      from: "todo" as const,
      to: "done" as const,
      at: `2026-06-0${id}T10:00:00.000Z`,
    }));
    const tasks = [1, 2, 3].map((id) => task({ id, columnId: "done" }));
    const moved = replayRule(
      rule({ type: "task.moved", to: "done" }),
      tasks,
      { moves, completions: [], risks: [] },
      window,
      names,
      2,
    );
    expect(moved.matches.map((match) => match.taskId)).toEqual([3, 2]);
    expect(moved.truncated).toBe(true);
    const wip = replayRule(
      rule({ type: "wip.exceeded" }),
      tasks,
      { moves, completions: [], risks: [] },
      window,
      names,
      2,
    );
    expect(wip).toMatchObject({ replayable: false, matches: [] });
  });
});
