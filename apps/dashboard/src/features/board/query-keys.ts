/**
 * Which cached queries are about a task: a tRPC query key is `[path, { input, type }]`, and any
 * query whose input names `taskId` is (its history, comments, checklist, files, the task).
 */
export function namesTask(queryKey: readonly unknown[], taskIds: ReadonlySet<number>): boolean {
  const meta = queryKey[1];
  if (typeof meta !== "object" || meta === null || !("input" in meta)) return false;
  const input = (meta as { input: unknown }).input;
  if (typeof input !== "object" || input === null || !("taskId" in input)) return false;
  const taskId = (input as { taskId: unknown }).taskId;
  return typeof taskId === "number" && taskIds.has(taskId);
}
