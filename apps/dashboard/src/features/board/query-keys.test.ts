import { describe, expect, it } from "vitest";
import { namesTask } from "./query-keys";

describe("namesTask", () => {
  const ids = new Set([7]);
  it("finds every query whose input names the task, whatever its path", () => {
    expect(namesTask([["tasks", "get"], { input: { taskId: 7 }, type: "query" }], ids)).toBe(true);
    expect(
      namesTask([["comments", "list"], { input: { taskId: 7, limit: 50 }, type: "query" }], ids),
    ).toBe(true);
    expect(namesTask([["tasks", "get"], { input: { taskId: 8 }, type: "query" }], ids)).toBe(false);
    expect(namesTask([["board", "get"], { input: { projectId: 7 }, type: "query" }], ids)).toBe(
      false,
    );
    expect(namesTask([["tasks", "list"]], ids)).toBe(false);
    expect(namesTask([["tasks", "get"], { input: { taskId: "7" } }], ids)).toBe(false);
  });
});
