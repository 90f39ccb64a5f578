/**
 * A task's attachments, named once: the section (task-attachments.tsx) reads the list and
 * removes files; uploads go over plain HTTP with progress (upload-attachment.ts). After either
 * change the list reads again and the board's and task lists' counters are marked stale.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** The task's files and the upload limits. */
export function attachmentsQuery(trpc: Trpc, taskId: number) {
  return trpc.attachments.list.queryOptions({ taskId });
}

/** Removing one file. */
export function removeAttachmentMutation(trpc: Trpc) {
  return trpc.attachments.remove.mutationOptions();
}

/**
 * What follows a file attached or removed: the list reads again now; the card's counter on the
 * board and the task lists elsewhere are marked stale (the live board follows by itself, the
 * lists read when next shown).
 */
export function useAttachmentsChanged(taskId: number, projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: attachmentsQuery(trpc, taskId).queryKey });
    void queryClient.invalidateQueries({
      queryKey: trpc.board.get.queryKey({ projectId }),
      refetchType: "none",
    });
    void queryClient.invalidateQueries({ ...trpc.tasks.pathFilter(), refetchType: "none" });
  };
}
