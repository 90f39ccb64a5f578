import { describe, expect, it } from "vitest";
import { countTasks, isOverdue, percentOf, progressPercent } from "./progress";

const t = (status: string, dueDate: string | null = null) => ({ status, dueDate });

describe("progress (docs/product.md §4)", () => {
  it("is completed over all tasks, rounded, and 0 without tasks", () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent([t("completed"), t("pending"), t("in_progress")])).toBe(33);
    expect(progressPercent([t("completed"), t("done"), t("pending")])).toBe(67);
  });

  it("reads both spellings of a status", () => {
    const counts = countTasks([t("in-progress"), t("in_progress"), t("pending"), t("completed")]);
    expect(counts).toMatchObject({ total: 4, inProgress: 2, pending: 1, completed: 1, active: 3 });
  });

  it("counts the four columns as they are: Review is not folded into In Progress", () => {
    const on = (columnId: string, status: string) => ({ columnId, status, dueDate: null });
    const counts = countTasks([
      on("todo", "pending"),
      on("inprogress", "in_progress"),
      on("inprogress", "in_progress"),
      on("inprogress", "in_progress"),
      on("review", "in_progress"),
      on("review", "in_progress"),
      on("done", "completed"),
    ]);
    expect(counts).toMatchObject({
      total: 7,
      pending: 1,
      inProgress: 3,
      review: 2,
      completed: 1,
      active: 6,
    });
  });

  it("counts a past due date on an unfinished task as overdue", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(isOverdue(t("pending", "2026-03-09T00:00:00Z"), now)).toBe(true);
    expect(isOverdue(t("completed", "2026-03-09T00:00:00Z"), now)).toBe(false);
    expect(isOverdue(t("pending", "2026-03-11T00:00:00Z"), now)).toBe(false);
    expect(isOverdue(t("pending"), now)).toBe(false);
  });

  it("never divides by zero", () => {
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
  });
});
