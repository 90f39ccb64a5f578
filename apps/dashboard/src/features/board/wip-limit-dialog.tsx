import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Field } from "@cairn/ui/field";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../lib/api";
import { ActionError } from "../../shell/action-error";
import type { BoardColumn } from "./board-model";

/** A soft work-in-progress limit for a column: shown when exceeded, never enforced. */
export function WipLimitDialog({
  projectId,
  column,
  onClose,
  onSaved,
}: {
  projectId: number;
  column: BoardColumn | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog open={column !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>WIP limit: {column?.title}</DialogTitle>
          <DialogDescription>
            A soft limit: the column shows a warning when it holds more tasks, nothing is blocked.
          </DialogDescription>
        </DialogHeader>
        {column ? (
          <WipForm
            key={column.key}
            projectId={projectId}
            column={column}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function WipForm({
  projectId,
  column,
  onClose,
  onSaved,
}: {
  projectId: number;
  column: BoardColumn;
  onClose: () => void;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const [value, setValue] = useState(column.wipLimit === null ? "" : String(column.wipLimit));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation(
    trpc.board.setWipLimit.mutationOptions({
      onSuccess: (saved) => {
        toast({
          title: "WIP limit saved",
          description:
            saved.wipLimit === null
              ? `${saved.title} has no limit.`
              : `${saved.title}: at most ${saved.wipLimit} tasks.`,
          variant: "success",
        });
        onSaved();
        onClose();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const limit = value.trim() === "" ? null : Number(value);
    if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 999)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate({ projectId, columnId: column.key, wipLimit: limit });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field
        label="Most tasks in this column"
        hint="Leave empty for no limit."
        error={invalid ? "Enter a whole number from 1 to 999, or leave it empty" : undefined}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <ActionError error={save.error} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save limit
        </Button>
      </DialogFooter>
    </form>
  );
}
