import { FormField, FormSelect, type UseFormReturn, useWatch } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { type ReactNode, useId, useMemo } from "react";
import {
  browserTimeZone,
  buildRule,
  REPEATS,
  type Repeat,
  repeatLabel,
  type ScheduleValues,
  takesWeekday,
  timeZoneNames,
  WEEKDAYS,
  type Weekday,
} from "./routine-model";

export interface ScheduleFieldsProps<Values extends ScheduleValues, Output> {
  /** A routine's form, or a scheduled rule's: any whose values hold the schedule's fields. */
  form: UseFormReturn<Values, unknown, Output>;
  /** The space between the fields of a row, as the dialog spaces its own. */
  gap?: "gap-3" | "gap-4";
  /** What "Recurrence rule" says under it. */
  customRuleHint?: string;
  /** A field beside "Time zone", in its row (a routine's duration); alone without it. */
  beside?: ReactNode;
}

/**
 * When a schedule repeats, as a routine's dialog asks it and a scheduled rule's borrows it, with
 * its choices and words (routine-model.ts): a repeat (a preset and its weekday, or an RFC 5545
 * rule written out), the day it counts from, the time and the time zone.
 */
export function ScheduleFields<Values extends ScheduleValues, Output>({
  form: dialogForm,
  gap = "gap-3",
  customRuleHint = "An RFC 5545 rule, e.g. FREQ=MONTHLY;BYDAY=-1TH for the last Thursday of each month.",
  beside,
}: ScheduleFieldsProps<Values, Output>) {
  // react-hook-form cannot check a field's name against values still generic (`Path<Values>` is
  // left unresolved), so the fields are named against the schedule's values alone: the prop's
  // type is what checks that the form holds them.
  const form = dialogForm as unknown as UseFormReturn<ScheduleValues>;
  const { control } = form;
  const zonesId = useId();
  const zones = useMemo(timeZoneNames, []);
  const zone = useMemo(browserTimeZone, []);
  const repeat = useWatch({ control, name: "repeat" });
  const weekday = useWatch({ control, name: "weekday" });

  /**
   * Choosing "Custom rule" starts from the rule of the preset left (or the rule as it was):
   * the person edits a rule rather than writing one from nothing.
   */
  function chooseRepeat(next: Repeat, change: (value: Repeat) => void) {
    const current = form.getValues();
    if (next === "custom" && current.repeat !== "custom") {
      form.setValue(
        "customRule",
        buildRule({ repeat: current.repeat, weekday: current.weekday, custom: "" }),
      );
    }
    change(next);
  }

  const timeZoneField = (
    <FormField
      control={control}
      name="timeZone"
      label="Time zone"
      required
      hint={`An IANA name; yours is ${zone}.`}
    >
      <Input list={zonesId} autoComplete="off" spellCheck={false} />
    </FormField>
  );

  return (
    <>
      <div className={`grid ${gap} sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
        <FormField control={control} name="repeat" label="Repeats">
          {(field, props) => (
            <Select
              value={field.value}
              onValueChange={(option) => {
                const next = REPEATS.find((candidate) => candidate === option);
                if (next) chooseRepeat(next, field.onChange);
              }}
            >
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...props}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPEATS.map((option) => (
                  <SelectItem key={option} value={option}>
                    {repeatLabel(option, weekday)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        {takesWeekday(repeat) ? (
          <FormSelect
            control={control}
            name="weekday"
            label="Day"
            options={WEEKDAYS.map((day) => ({ value: day.code, label: day.label }))}
            fromOption={(option): Weekday =>
              WEEKDAYS.find((day) => day.code === option)?.code ?? "MO"
            }
          />
        ) : null}
      </div>
      {repeat === "custom" ? (
        <FormField
          control={control}
          name="customRule"
          label="Recurrence rule"
          required
          hint={customRuleHint}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            placeholder="FREQ=WEEKLY;BYDAY=MO"
          />
        </FormField>
      ) : null}
      <div className={`grid ${gap} sm:grid-cols-2`}>
        <FormField
          control={control}
          name="startsOn"
          label="First day"
          required
          hint="The rule counts from this day."
        >
          <Input type="date" />
        </FormField>
        <FormField control={control} name="time" label="Time" required>
          <Input type="time" />
        </FormField>
      </div>
      {beside ? (
        <div className={`grid ${gap} sm:grid-cols-2`}>
          {timeZoneField}
          {beside}
        </div>
      ) : (
        timeZoneField
      )}
      <datalist id={zonesId}>
        {zones.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
