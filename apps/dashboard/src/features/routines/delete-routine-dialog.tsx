import type { Routine } from "@cairn/schema/routines";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { DeleteDialog } from "../../parts/delete-dialog";
import { removeRoutineMutation, useRoutinesChanged } from "./queries";

/**
 * Deleting a routine, after a confirmation: it adds no task again, while the tasks it added stay
 * on the board (pausing it keeps it for later, which the dialog says).
 */
export function DeleteRoutineDialog({
  projectId,
  routine,
  onClose,
}: {
  projectId: number;
  /** The routine to delete; the dialog is closed while null. */
  routine: Routine | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const routinesChanged = useRoutinesChanged(projectId);
  const remove = useMutation({
    ...removeRoutineMutation(trpc),
    onSuccess: async () => {
      if (routine) toast({ title: "Routine deleted", description: routine.name });
      await routinesChanged();
      onClose();
    },
  });
  return (
    <DeleteDialog
      open={routine !== null}
      title="Delete this routine?"
      description={
        routine
          ? `“${routine.name}” adds no more tasks; those it added stay on the board. Pause it instead to stop it for a while.`
          : null
      }
      deletion={remove}
      onDelete={() => {
        if (routine) remove.mutate({ projectId, routineId: routine.id });
      }}
      onClose={onClose}
    />
  );
}
