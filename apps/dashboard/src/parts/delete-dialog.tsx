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
import type { ReactNode } from "react";
import { ActionError } from "./action-error";

/** What the dialog reads of the deletion's mutation (a `useMutation` result fits). */
export interface Deletion {
  isPending: boolean;
  error: unknown;
  /** Forgets a refusal, so that the dialog opens again without it. */
  reset: () => void;
}

/**
 * A confirmation before something is deleted for good: the title asks, the description says
 * what goes and what stays (and the gentler choice, when there is one). The API's refusal shows
 * above the buttons; the safe choice, "Keep it", has the focus. The caller owns the deletion, so
 * each feature says its own toast and reads its own lists again.
 */
export function DeleteDialog({
  open,
  title,
  description,
  deletion,
  onDelete,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  deletion: Deletion;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        deletion.reset();
        onClose();
      }}
    >
      <DialogContent showClose={false} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        <ActionError error={deletion.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" loading={deletion.isPending} onClick={onDelete}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
