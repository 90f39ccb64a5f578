import { FormField, FormSelect, type UseFormReturn, useWatch } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { useId, useMemo } from "react";
import {
  browserTimeZone,
  buildRule,
  REPEATS,
  repeatLabel,
  takesWeekday,
  timeZoneNames,
  WEEKDAYS,
  type Weekday,
} from "../routines/routine-model";
import type { RuleFormOutput, RuleFormValues } from "./rule-model";

type RuleForm = UseFormReturn<RuleFormValues, unknown, RuleFormOutput>;

/**
 * A scheduled rule's "When", as a routine's dialog asks it (routines/routine-dialog.tsx), with its
 * choices and words (routines/routine-model.ts): a repeat (a preset and its weekday, or an RFC 5545
 * rule written out), the day it counts from, the time and the time zone.
 */
export function ScheduleFields({ form }: { form: RuleForm }) {
  const { control } = form;
  const zonesId = useId();
  const zones = useMemo(timeZoneNames, []);
  const zone = useMemo(browserTimeZone, []);
  const repeat = useWatch({ control, name: "repeat" });
  const weekday = useWatch({ control, name: "weekday" });

  /**
   * Choosing "Custom rule" starts from the rule of the preset left, as a routine's does: the
   * person edits a rule rather than writing one from nothing.
   */
  function chooseRepeat(next: RuleFormValues["repeat"], change: (value: typeof next) => void) {
    const current = form.getValues();
    if (next === "custom" && current.repeat !== "custom") {
      form.setValue(
        "customRule",
        buildRule({ repeat: current.repeat, weekday: current.weekday, custom: "" }),
      );
    }
    change(next);
  }

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
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
          hint="An RFC 5545 rule, e.g. FREQ=MONTHLY;BYDAY=-1TH for the last Thursday of each month."
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            placeholder="FREQ=WEEKLY;BYDAY=MO"
          />
        </FormField>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
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
      <FormField
        control={control}
        name="timeZone"
        label="Time zone"
        required
        hint={`An IANA name; yours is ${zone}.`}
      >
        <Input list={zonesId} autoComplete="off" spellCheck={false} />
      </FormField>
      <datalist id={zonesId}>
        {zones.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
