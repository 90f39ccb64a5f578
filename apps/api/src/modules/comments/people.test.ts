import { describe, expect, it } from "vitest";
import type { TaskContext } from "./comments.repo.js";
import { checkMentions, followerIds, readersOf, taskPerson } from "./people.js";

const TASK: TaskContext = {
  id: 1,
  title: "Ship it",
  projectId: 2,
  projectName: "Relaunch",
  assignedTo: 30,
  clientId: 10,
  consultantId: 20,
};

describe("people of a task's conversation", () => {
  it("names a person with the initials of every avatar", () => {
    expect(taskPerson(3, "Sam Rivera")).toEqual({ id: 3, name: "Sam Rivera", initials: "SR" });
    expect(taskPerson(null, null)).toBeNull();
  });

  it("keeps the readers of the task: admins, its client, consultant and assignee", () => {
    const accounts = [
      { id: 10, role: "user" as const },
      { id: 11, role: "user" as const },
      { id: 20, role: "consultant" as const },
      { id: 21, role: "consultant" as const },
      { id: 30, role: "consultant" as const },
      { id: 40, role: "admin" as const },
    ];
    expect(readersOf(TASK, accounts).map((account) => account.id)).toEqual([10, 20, 30, 40]);
  });

  it("follows by row or automatically, unless someone chose not to", () => {
    const choices = [
      { userId: 1, following: true },
      { userId: 2, following: false },
    ];
    expect(followerIds(choices, [2, 3, null, 1]).sort()).toEqual([1, 3]);
    expect(followerIds([], [null])).toEqual([]);
  });

  it("keeps each allowed mention once and names the others as written", () => {
    const tokens = [
      { id: 1, label: "Ada" },
      { id: 9, label: "Stranger" },
      { id: 1, label: "Ada L" },
      { id: 9, label: "Stranger" },
      { id: 2, label: "Bo" },
    ];
    expect(checkMentions(tokens, new Set([1, 2]))).toEqual({ ids: [1, 2], refused: ["Stranger"] });
  });
});
