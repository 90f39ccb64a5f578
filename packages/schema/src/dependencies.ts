/**
 * Dependencies between tasks (docs/dependencies.md): a task is blocked by another until that one
 * is done — in the same project, or in another project of the same client. A task lists what
 * blocks it and what it blocks; a circle of dependencies is refused.
 */
import { z } from "zod";
import { recordId } from "./common.js";
import { columnKey, taskStatus } from "./tasks.js";

/** The most tasks one task may wait on: more is a plan to split, not a dependency. */
export const MAX_BLOCKERS = 20;

/** A task at the other end of a dependency, as the one asking may see it. */
export const dependencyTask = z.object({
  id: z.number().int(),
  title: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  columnId: columnKey,
  status: taskStatus,
  /** Completed: a blocker done no longer holds anything up. */
  done: z.boolean(),
});
export type DependencyTask = z.infer<typeof dependencyTask>;

export const taskDependencies = z.object({
  taskId: z.number().int(),
  /** The tasks this one waits on, open ones first. */
  blockedBy: z.array(dependencyTask),
  /** The tasks that wait on this one. */
  blocks: z.array(dependencyTask),
  /** Of `blockedBy`, those not done: a move to Done asks first while there are any. */
  openBlockers: z.number().int(),
  /** Linked tasks of projects the one asking may not read: counted, never named. */
  hidden: z.number().int(),
});
export type TaskDependencies = z.infer<typeof taskDependencies>;

export const taskDependenciesInput = z.strictObject({ taskId: recordId });

/** `POST /tasks/{taskId}/dependencies`: the task is blocked by `blockerId`. */
export const addDependencyInput = z.strictObject({ taskId: recordId, blockerId: recordId });
export type AddDependencyInput = z.input<typeof addDependencyInput>;

/** `DELETE /tasks/{taskId}/dependencies/{blockerId}`. */
export const removeDependencyInput = addDependencyInput;
