import { TASK_PRIORITIES } from "@cairn/schema/constants";
import { taskPriority } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { SearchIcon, XIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { humanize } from "../../lib/format";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import {
  type BoardFilters,
  DUE_FILTERS,
  type DueFilter,
  isFiltering,
  NO_FILTERS,
} from "./board-filters";
import type { ChipLabel } from "./label-chip";

const ANY = "any";

const DUE_WORDS: Readonly<Record<DueFilter, string>> = {
  overdue: "Overdue",
  week: "Due this week",
  none: "No due date",
};

interface FilterSelectProps {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: ReactNode }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className="h-8 w-auto min-w-36 max-w-52">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>{anyLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export interface BoardFiltersBarProps {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  people: ReadonlyMap<number, string>;
  labels: readonly ChipLabel[];
  shown: number;
  total: number;
}

/**
 * Filters over the board (docs/tasks.md, "Filters"): text, assignee, label, priority and due
 * date, the count of tasks shown of all, and "Clear filters". The text reaches the address a
 * moment after typing stops.
 */
export function BoardFiltersBar({
  filters,
  onChange,
  people,
  labels,
  shown,
  total,
}: BoardFiltersBarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.text);
  const typed = useDebouncedValue(text, 250);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  // What was typed settles into the address once typing stops (only when the typing changed:
  // a filter changed meanwhile, or Clear filters, is never undone by an older text).
  const settled = useRef(typed);
  useEffect(() => {
    if (typed === settled.current) return;
    settled.current = typed;
    const { filters: current, onChange: change } = latest.current;
    if (typed !== current.text) change({ ...current, text: typed });
  }, [typed]);
  // The address changed by other means (Clear filters, Back): the box shows its text.
  const addressText = filters.text;
  const lastAddressText = useRef(addressText);
  useEffect(() => {
    if (addressText === lastAddressText.current) return;
    lastAddressText.current = addressText;
    setText(addressText);
  }, [addressText]);

  const filtering = isFiltering(filters);
  const set = (patch: Partial<BoardFilters>) => onChange({ ...filters, ...patch });
  const assigneeValue =
    filters.assignee === null
      ? ANY
      : filters.assignee === "none"
        ? "none"
        : String(filters.assignee);
  return (
    <search aria-label="Filter the board" className="flex flex-wrap items-center gap-2">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Filter tasks by text
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={text}
          maxLength={200}
          placeholder="Filter tasks…"
          className="h-8 w-52 pl-8"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <FilterSelect
        label="Assignee"
        value={assigneeValue}
        anyLabel="Any assignee"
        options={[
          { value: "none", label: "Unassigned" },
          ...[...people]
            .sort((a, b) => a[1].localeCompare(b[1]))
            .map(([id, name]) => ({ value: String(id), label: name })),
        ]}
        onChange={(value) =>
          set({ assignee: value === ANY ? null : value === "none" ? "none" : Number(value) })
        }
      />
      <FilterSelect
        label="Label"
        value={filters.label === null ? ANY : String(filters.label)}
        anyLabel="Any label"
        options={labels.map((label) => ({
          value: String(label.id),
          label: (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: label.color }}
              />
              {label.name}
            </span>
          ),
        }))}
        onChange={(value) => set({ label: value === ANY ? null : Number(value) })}
      />
      <FilterSelect
        label="Priority"
        value={filters.priority ?? ANY}
        anyLabel="Any priority"
        options={[...TASK_PRIORITIES].reverse().map((priority) => ({
          value: priority,
          label: humanize(priority),
        }))}
        onChange={(value) => set({ priority: value === ANY ? null : taskPriority.parse(value) })}
      />
      <FilterSelect
        label="Due date"
        value={filters.due ?? ANY}
        anyLabel="Any due date"
        options={DUE_FILTERS.map((due) => ({
          value: due,
          label: DUE_WORDS[due],
        }))}
        onChange={(value) => set({ due: DUE_FILTERS.find((due) => due === value) ?? null })}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
        {filtering ? `Showing ${shown} of ${total} tasks` : `${total} tasks`}
      </p>
      {filtering ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText("");
            onChange(NO_FILTERS);
          }}
        >
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </search>
  );
}
