/**
 * A task's checklist, named once: the section (task-checklist.tsx) reads the items and writes
 * them — ticks, renames, additions, deletions and reorders. Ticks and reorders show at once and
 * are put back when the API refuses them; every write reads the list again once it settles.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { ChecklistItem } from "@cairn/schema/checklist";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** The task's items, in order. */
export function checklistQuery(trpc: Trpc, taskId: number) {
  return trpc.checklist.list.queryOptions({ taskId });
}

/**
 * The checklist's writes. `failed` tells the person a write was refused (after an optimistic
 * change has been put back), with the title to show.
 */
export function useChecklistWrites(
  taskId: number,
  failed: (title: string, error: unknown) => void,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = checklistQuery(trpc, taskId).queryKey;

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  /** Shows a change at once; puts the list back if the API refuses it. */
  const optimistic = <Input>(
    apply: (list: ChecklistItem[], input: Input) => ChecklistItem[],
    failure: string,
  ) => ({
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ChecklistItem[]>(key);
      if (previous) queryClient.setQueryData(key, apply(previous, input));
      return { previous };
    },
    onError: (
      error: unknown,
      _input: Input,
      context: { previous?: ChecklistItem[] | undefined } | undefined,
    ) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      failed(failure, error);
    },
    onSettled: refresh,
  });

  const tickOnly = useMutation(
    trpc.checklist.tick.mutationOptions(
      optimistic<{ itemId: number; done: boolean }>(
        (list, input) =>
          list.map((item) => (item.id === input.itemId ? { ...item, done: input.done } : item)),
        "Could not change the item",
      ),
    ),
  );
  const toggle = useMutation(
    trpc.checklist.update.mutationOptions(
      optimistic<{ itemId: number; done?: boolean | undefined }>(
        (list, input) =>
          list.map((item) =>
            item.id === input.itemId && input.done !== undefined
              ? { ...item, done: input.done }
              : item,
          ),
        "Could not change the item",
      ),
    ),
  );
  const reorder = useMutation(
    trpc.checklist.reorder.mutationOptions(
      optimistic<{ itemIds: number[] }>(
        (list, input) =>
          input.itemIds.flatMap((id, position) => {
            const item = list.find((entry) => entry.id === id);
            return item ? [{ ...item, position }] : [];
          }),
        "Could not reorder the checklist",
      ),
    ),
  );
  const add = useMutation(trpc.checklist.create.mutationOptions({ onSuccess: refresh }));
  const rename = useMutation(trpc.checklist.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    trpc.checklist.remove.mutationOptions({
      onSuccess: refresh,
      onError: (error) => failed("Could not delete the item", error),
    }),
  );
  return { tickOnly, toggle, reorder, add, rename, remove };
}
