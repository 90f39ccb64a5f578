import { MAX_ROUTINE_CHECKLIST, MAX_ROUTINE_CHECKLIST_ITEM } from "@cairn/schema/routines";
import { Button } from "@cairn/ui/button";
import { type Control, Controller, useWatch } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { RoutineFormOutput, RoutineFormValues } from "./routine-model";

/**
 * The checklist each task gets: lines to add (up to MAX_ROUTINE_CHECKLIST) and remove. Enter in
 * a line adds the next one, as a checklist is written, rather than sending the form. Empty lines
 * are dropped on saving; the field's error (the form's or the API's) is said under the list and
 * with each line.
 */
export function ChecklistField({
  control,
}: {
  control: Control<RoutineFormValues, unknown, RoutineFormOutput>;
}) {
  const hintId = useId();
  const errorId = useId();
  const first = useWatch({ control, name: "checklist" });
  // Each line's key, kept beside the texts: two lines may read the same, and a removed line's
  // key must not pass to the line after it (which would keep the wrong input).
  const [keys, setKeys] = useState<number[]>(() => (first ?? []).map((_, index) => index));
  const nextKey = useRef(keys.length);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const [focusKey, setFocusKey] = useState<number | null>(null);

  // A line added or removed moves the focus once it is rendered: to the new line, or to the one
  // that took the removed line's place.
  useEffect(() => {
    if (focusKey === null) return;
    inputs.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  return (
    <Controller
      control={control}
      name="checklist"
      render={({ field, fieldState }) => {
        const items = field.value ?? [];
        const full = items.length >= MAX_ROUTINE_CHECKLIST;
        const error = fieldState.error?.message;

        const add = (at: number) => {
          if (full) return;
          const key = nextKey.current++;
          setKeys([...keys.slice(0, at), key, ...keys.slice(at)]);
          field.onChange([...items.slice(0, at), "", ...items.slice(at)]);
          setFocusKey(key);
        };
        const remove = (at: number) => {
          const left = keys.filter((_, index) => index !== at);
          setKeys(left);
          field.onChange(items.filter((_, index) => index !== at));
          const neighbour = left[Math.min(at, left.length - 1)];
          if (neighbour !== undefined) setFocusKey(neighbour);
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, at: number) => {
          if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
          event.preventDefault();
          add(at + 1);
        };

        return (
          <fieldset
            className="flex min-w-0 flex-col gap-2"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            <legend className="mb-0.5 text-sm font-medium">Checklist</legend>
            <p id={hintId} className="text-sm text-muted-foreground">
              Up to {MAX_ROUTINE_CHECKLIST} items, added to each task's checklist.
            </p>
            {items.length > 0 ? (
              <ol className="flex min-w-0 flex-col gap-2">
                {items.map((text, index) => {
                  const key = keys[index] ?? -1 - index;
                  return (
                    <li key={key} className="flex min-w-0 items-center gap-2">
                      <Input
                        ref={(element) => {
                          if (element) inputs.current.set(key, element);
                          else inputs.current.delete(key);
                          // An error on the checklist focuses its first line.
                          if (index === 0) field.ref(element);
                        }}
                        aria-label={`Checklist item ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={text}
                        maxLength={MAX_ROUTINE_CHECKLIST_ITEM}
                        autoComplete="off"
                        onBlur={field.onBlur}
                        onChange={(event) =>
                          field.onChange(
                            items.map((item, at) => (at === index ? event.target.value : item)),
                          )
                        }
                        onKeyDown={(event) => onKeyDown(event, index)}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove checklist item ${index + 1}`}
                        onClick={() => remove(index)}
                      >
                        <XIcon aria-hidden="true" />
                      </Button>
                    </li>
                  );
                })}
              </ol>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={full}
              onClick={() => add(items.length)}
            >
              <PlusIcon aria-hidden="true" />
              {full ? `${MAX_ROUTINE_CHECKLIST} items: the most a checklist holds` : "Add item"}
            </Button>
            {error ? (
              <p id={errorId} className="text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
