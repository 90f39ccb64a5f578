import type { RaidEntry } from "@cairn/schema/raid";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { DeleteDialog } from "../../parts/delete-dialog";
import { removeRaidEntryMutation, useRaidChanged } from "./queries";
import { KIND_LABELS } from "./raid-model";

/**
 * Deleting an entry, after a confirmation: it leaves the register for good (closing it keeps it
 * on record, which the dialog says).
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
    <DeleteDialog
      open={entry !== null}
      title={`Delete this ${kind}?`}
      description={
        entry
          ? `“${entry.title}” leaves the register for good. Close it instead to keep it on record.`
          : null
      }
      deletion={remove}
      onDelete={() => {
        if (entry) remove.mutate({ projectId, entryId: entry.id });
      }}
      onClose={onClose}
    />
  );
}
