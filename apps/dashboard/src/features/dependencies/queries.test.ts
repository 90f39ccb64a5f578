import type { DependencyTask, TaskDependencies } from "@cairn/schema/dependencies";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshDependenciesNaming } from "./queries";

/** The one part of the tRPC proxy the refresh reads: the dependencies' path key. */
const trpc = {
  dependencies: { get: { pathKey: () => [["dependencies", "get"]] } },
} as unknown as Parameters<typeof refreshDependenciesNaming>[1];

const key = (taskId: number) => [["dependencies", "get"], { input: { taskId }, type: "query" }];
const linked = (id: number): DependencyTask => ({
  id,
  title: `Task ${id}`,
  projectId: 1,
  projectName: "Relaunch",
  columnId: "todo",
  status: "pending",
  done: false,
});
const dependencies = (
  taskId: number,
  parts: Partial<Pick<TaskDependencies, "blockedBy" | "blocks">>,
): TaskDependencies => ({
  taskId,
  blockedBy: parts.blockedBy ?? [],
  blocks: parts.blocks ?? [],
  openBlockers: parts.blockedBy?.length ?? 0,
  hidden: 0,
});

describe("refreshDependenciesNaming", () => {
  it("reads again the dependencies that name a changed task, at either end, and no other", () => {
    const client = new QueryClient();
    client.setQueryData(key(1), dependencies(1, { blockedBy: [linked(2)] }));
    client.setQueryData(key(3), dependencies(3, { blocks: [linked(2)] }));
    client.setQueryData(key(5), dependencies(5, { blockedBy: [linked(6)] }));
    const task = [["tasks", "get"], { input: { taskId: 9 }, type: "query" }];
    client.setQueryData(task, { id: 9, blockedBy: [linked(2)] });

    refreshDependenciesNaming(client, trpc, new Set([2]));

    expect(client.getQueryState(key(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(key(3))?.isInvalidated).toBe(true);
    expect(client.getQueryState(key(5))?.isInvalidated).toBe(false);
    expect(client.getQueryState(task)?.isInvalidated).toBe(false);
  });
});
