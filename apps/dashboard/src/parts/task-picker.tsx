/**
 * Choosing one task of a project's board: a search box over the titles, then the tasks as a list
 * of radio buttons (a fieldset named by its legend), each with its column. The intake's
 * "Merge…" dialog and the task panel's "Add a blocker" dialog choose with it. It is a form's
 * field: the caller binds `value`, `onChange` and the error (react-hook-form's `Controller`).
 * The choices come from the caller (`task-choices.ts` makes them of a board).
 */
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { DialogFooter } from "@cairn/ui/dialog";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { type ReactNode, type Ref, useId, useMemo, useState } from "react";
import { pluralize } from "../lib/format";
import { matchingChoices, type TaskChoice } from "./task-choices";

export interface TaskPickerProps {
  /** Every task that may be chosen; the search narrows them. */
  choices: readonly TaskChoice[];
  /** The chosen task's id, if any. */
  value: number | undefined;
  onChange: (taskId: number) => void;
  onBlur?: () => void;
  /** The radio buttons' name (the form field's). */
  name: string;
  /** Given to the first radio button: where the form puts focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The field's message (nothing chosen, or the API's refusal of the choice). */
  error?: string | undefined;
  /** The list's legend. */
  legend?: string;
}

export function TaskPicker({
  choices,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  legend = "Task",
}: TaskPickerProps) {
  const searchId = useId();
  const countId = useId();
  const errorId = useId();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => matchingChoices(choices, search), [choices, search]);
  return (
    <>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={searchId}>Search tasks</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          aria-describedby={countId}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <p id={countId} className="text-sm text-muted-foreground" aria-live="polite">
          {search.trim()
            ? `${pluralize(shown.length, "task")} of ${choices.length} match.`
            : `${pluralize(choices.length, "task")} on the board.`}
        </p>
      </div>
      <fieldset className="grid min-w-0 gap-1.5" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium">
          {legend}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        {shown.length === 0 ? (
          <p className="rounded-md border border-dashed border-border px-3 py-4 text-center text-sm break-words text-muted-foreground">
            No task matches “{search.trim()}”.
          </p>
        ) : (
          <ul
            className={cn(
              "flex max-h-64 min-w-0 flex-col overflow-y-auto rounded-md border",
              error ? "border-danger" : "border-border",
            )}
          >
            {shown.map((choice, index) => (
              <li key={choice.id} className="min-w-0 border-b border-border last:border-b-0">
                <label className="flex min-w-0 cursor-pointer items-start gap-2 px-3 py-2 text-sm hover:bg-accent has-checked:bg-primary-soft">
                  <input
                    ref={index === 0 ? inputRef : undefined}
                    type="radio"
                    name={name}
                    value={choice.id}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={value === choice.id}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onChange(choice.id)}
                    onBlur={onBlur}
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="break-words">{choice.title}</span>
                    <span className="text-xs text-muted-foreground">{choice.column}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p id={errorId} className="text-sm font-medium break-words text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** A picker's dialog when there is nothing to choose: why, and a way out. */
export function NothingToPick({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{children}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </div>
  );
}
