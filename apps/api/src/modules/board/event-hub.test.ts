import type { BoardEvent } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import { describe, expect, it } from "vitest";
import { boardEventPayload, MAX_NOTIFY_BYTES } from "./event-hub.js";

const at = "2026-01-01T00:00:00.000Z";
const task = (description: string): Task => ({
  id: 7,
  title: "A task",
  description,
  projectId: 1,
  assignedTo: null,
  status: "pending",
  priority: "medium",
  dueDate: null,
  columnId: "todo",
  orderIndex: 0,
  aiPriorityScore: 50,
  completedAt: null,
  createdAt: at,
  updatedAt: at,
  milestoneId: null,
  labelIds: [],
  estimateMinutes: null,
  approval: null,
  checklistTotal: 0,
  checklistDone: 0,
  commentCount: 0,
  attachmentCount: 0,
});
const moved = (description: string): BoardEvent => ({
  type: "task.moved",
  projectId: 1,
  actorId: 2,
  at,
  version: 3,
  taskId: 7,
  columnId: "todo",
  index: 0,
  task: task(description),
});

describe("boardEventPayload", () => {
  it("sends the event whole when it fits a notification", () => {
    const event = moved("Short");
    expect(JSON.parse(boardEventPayload(event))).toEqual(event);
  });

  it("leaves out a task too large for a notification, counting bytes, not characters", () => {
    // 3,000 characters, 9,000 bytes: fewer characters than the limit, more bytes.
    const payload = boardEventPayload(moved("界".repeat(3000)));
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(JSON.parse(payload)).toEqual({ ...moved(""), task: null });
  });
});
