import type { Routine } from "@cairn/schema/routines";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { ActionError } from "../../parts/action-error";
import { removeRoutineMutation, useRoutinesChanged } from "./queries";

/**
 * Deleting a routine, after a confirmation: it adds no task again, while the tasks it added stay
 * on the board (pausing it keeps it for later, which the dialog says). The safe choice has the
 * focus.
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
    <Dialog
      open={routine !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent showClose={false} className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this routine?</DialogTitle>
          <DialogDescription className="break-words">
            {routine
              ? `“${routine.name}” adds no more tasks; those it added stay on the board. Pause it instead to stop it for a while.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <ActionError error={remove.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => {
              if (routine) remove.mutate({ projectId, routineId: routine.id });
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
