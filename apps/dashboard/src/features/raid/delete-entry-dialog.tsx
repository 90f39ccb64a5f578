import type { RaidEntry } from "@cairn/schema/raid";
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
import { removeRaidEntryMutation, useRaidChanged } from "./queries";
import { KIND_LABELS } from "./raid-model";

/**
 * Deleting an entry, after a confirmation: it leaves the register for good (closing it keeps it
 * on record, which the dialog says). The safe choice has the focus.
 */
export function DeleteEntryDialog({
  projectId,
  entry,
  onClose,
}: {
  projectId: number;
  /** The entry to delete; the dialog is closed while null. */
  entry: RaidEntry | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const raidChanged = useRaidChanged(projectId);
  const remove = useMutation({
    ...removeRaidEntryMutation(trpc),
    onSuccess: async () => {
      if (entry) {
        toast({ title: `${KIND_LABELS[entry.kind]} deleted`, description: entry.title });
      }
      await raidChanged();
      onClose();
    },
  });
  const kind = entry ? KIND_LABELS[entry.kind].toLowerCase() : "entry";
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent showClose={false} className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this {kind}?</DialogTitle>
          <DialogDescription className="break-words">
            {entry
              ? `“${entry.title}” leaves the register for good. Close it instead to keep it on record.`
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
              if (entry) remove.mutate({ projectId, entryId: entry.id });
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
