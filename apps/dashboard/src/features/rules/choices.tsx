import { Checkbox } from "@cairn/ui/checkbox";
import { type ReactNode, useId } from "react";

export interface Choice<T> {
  value: T;
  label: ReactNode;
}

/**
 * A multiple choice of a rule's dialog (columns, priorities, labels): a group of checkboxes
 * under its legend, in the order given, none picked meaning any. Its error (the form's or the
 * API's) is said under the group and with each box.
 */
export function Choices<T extends string | number>({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  options: readonly Choice<T>[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0"
      aria-describedby={describedBy || undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex min-w-0 flex-wrap gap-2">
        {options.map((option) => {
          const boxId = `${id}-${option.value}`;
          const checked = value.includes(option.value);
          return (
            <div
              key={option.value}
              className="inline-flex min-h-9 min-w-0 items-center gap-2 rounded-md border border-border px-2.5"
            >
              <Checkbox
                id={boxId}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(next) =>
                  onChange(
                    next === true
                      ? [...value, option.value]
                      : value.filter((picked) => picked !== option.value),
                  )
                }
              />
              <label htmlFor={boxId} className="min-w-0 cursor-pointer text-sm break-words">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A multiple choice with nothing to choose from yet (a project without milestones): its name and
 * why, where the group of checkboxes would be, rather than an empty group.
 */
export function NoChoices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p className="text-sm font-medium">{legend}</p>
      <p className="text-sm break-words text-muted-foreground">{children}</p>
    </div>
  );
}
