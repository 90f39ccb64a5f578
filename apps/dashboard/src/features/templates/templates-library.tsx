import { TEAM_SIZE_BANDS } from "@cairn/schema/constants";
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type TeamSizeBand,
  type TemplateListEntry,
} from "@cairn/schema/templates";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, SearchIcon, SearchXIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { ListSkeleton, QueryView } from "../../parts/states";
import { useSession } from "../session/session-context";
import { libraryQuery, librarySearchQuery } from "./queries";
import { TemplateEditorDialog } from "./template-editor-dialog";
import { TemplatePreview } from "./template-preview";

const ANY = "any";

/** The library's filters, kept in the address (`?q=retro&category=…&process=scrum&team=6-20`). */
function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const process = params.get("process");
  const team = params.get("team");
  return {
    q: params.get("q") ?? "",
    category: params.get("category") ?? undefined,
    process: DELIVERY_METHODS.find((method) => method === process),
    team: TEAM_SIZE_BANDS.find((band) => band === team),
    set,
  };
}

/**
 * The SOP and template library (docs/templates.md): browse by category, search as you type
 * (debounced; the words stay in the address), filter by delivery method and team size, preview
 * a template and use it in one of your projects.
 */
export function TemplatesLibrary() {
  const trpc = useTRPC();
  const filters = useLibraryFilters();
  const [typed, setTyped] = useState(filters.q);
  const q = useDebouncedValue(typed.trim(), 250);
  const [previewing, setPreviewing] = useState<TemplateListEntry | null>(null);
  const [writing, setWriting] = useState(false);
  const { user } = useSession();
  const { set } = filters;

  // The address follows the settled words, so a reload or a shared link searches the same.
  const inAddress = filters.q;
  useEffect(() => {
    if (q !== inAddress) set("q", q || undefined);
  }, [q, inAddress, set]);

  const all = useQuery(libraryQuery(trpc));
  const results = useQuery(
    librarySearchQuery(trpc, {
      q,
      category: filters.category,
      process: filters.process,
      team: filters.team,
    }),
  );

  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const entry of all.data ?? []) {
      counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
    }
    return [...counts];
  }, [all.data]);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Categories" className="hidden flex-col gap-1 lg:flex">
        <h2 className="px-2 pb-1 text-sm font-semibold text-muted-foreground">Categories</h2>
        <CategoryButton
          name="All templates"
          count={all.data?.length}
          current={filters.category === undefined}
          onClick={() => set("category", undefined)}
        />
        {categories.map(([name, count]) => (
          <CategoryButton
            key={name}
            name={name}
            count={count}
            current={filters.category === name}
            onClick={() => set("category", name)}
          />
        ))}
      </nav>

      <div className="flex min-w-0 flex-col gap-4">
        <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="template-search">Search the library</Label>
            <div className="relative">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="template-search"
                type="search"
                className="pl-9"
                placeholder="Try “retro”, “risk” or “onboarding”"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5 lg:hidden">
            <Label htmlFor="template-category">Category</Label>
            <Select
              value={filters.category ?? ANY}
              onValueChange={(next) => set("category", next === ANY ? undefined : next)}
            >
              <SelectTrigger id="template-category">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>All templates</SelectItem>
                {categories.map(([name, count]) => (
                  <SelectItem key={name} value={name}>
                    {name} ({count})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <FilterSelect
            id="template-process"
            label="Delivery method"
            value={filters.process}
            options={DELIVERY_METHODS.map((method) => [method, DELIVERY_METHOD_LABELS[method]])}
            onChange={(value) => set("process", value)}
          />
          <FilterSelect
            id="template-team"
            label="Team size"
            value={filters.team}
            options={TEAM_SIZE_BANDS.map((band) => [band, `${band} people`])}
            onChange={(value) => set("team", value)}
          />
          {user.role === "admin" ? (
            <Button variant="outline" onClick={() => setWriting(true)}>
              <PlusIcon aria-hidden="true" />
              New template
            </Button>
          ) : null}
        </search>

        <QueryView query={results} skeleton={<ListSkeleton rows={5} label="Loading templates" />}>
          {(list) => (
            <Results
              list={list}
              grouped={!q}
              searching={results.isFetching}
              onPreview={setPreviewing}
            />
          )}
        </QueryView>
      </div>
      <TemplatePreview
        entry={previewing}
        categories={categories.map(([name]) => name)}
        onClose={() => setPreviewing(null)}
      />
      <TemplateEditorDialog
        template={null}
        categories={categories.map(([name]) => name)}
        open={writing}
        onOpenChange={setWriting}
      />
    </div>
  );
}

function CategoryButton({
  name,
  count,
  current,
  onClick,
}: {
  name: string;
  count: number | undefined;
  current: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-current={current ? "true" : undefined}
      onClick={onClick}
      className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent aria-[current=true]:bg-primary-soft aria-[current=true]:font-medium aria-[current=true]:text-primary-soft-foreground"
    >
      <span>{name}</span>
      {count !== undefined ? <span className="text-xs text-muted-foreground">{count}</span> : null}
    </button>
  );
}

function FilterSelect<T extends DeliveryMethod | TeamSizeBand>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly (readonly [T, string])[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ANY}
        onValueChange={(next) => onChange(options.find(([option]) => option === next)?.[0])}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any</SelectItem>
          {options.map(([option, text]) => (
            <SelectItem key={option} value={option}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function Results({
  list,
  grouped,
  searching,
  onPreview,
}: {
  list: readonly TemplateListEntry[];
  grouped: boolean;
  searching: boolean;
  onPreview: (entry: TemplateListEntry) => void;
}) {
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<SearchXIcon />}
        title="No template matches"
        description="Try fewer or shorter words, or clear a filter."
      />
    );
  }
  const groups: [string, readonly TemplateListEntry[]][] = grouped
    ? byCategory(list)
    : [["Best matches first", list]];
  return (
    <div className="flex flex-col gap-6" aria-busy={searching || undefined}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pluralize(list.length, "template")}
      </p>
      {groups.map(([title, entries]) => (
        <section key={title} aria-label={title} className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">{title}</h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.id}>
                <TemplateCard entry={entry} onPreview={() => onPreview(entry)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Entries grouped by category, in the order the categories first appear. */
function byCategory(list: readonly TemplateListEntry[]): [string, TemplateListEntry[]][] {
  const groups = new Map<string, TemplateListEntry[]>();
  for (const entry of list) {
    const group = groups.get(entry.category);
    if (group) group.push(entry);
    else groups.set(entry.category, [entry]);
  }
  return [...groups];
}

function TemplateCard({ entry, onPreview }: { entry: TemplateListEntry; onPreview: () => void }) {
  return (
    <button
      type="button"
      onClick={onPreview}
      className="flex h-full w-full flex-col gap-2 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary focus-visible:border-primary"
    >
      <span className="font-medium">{entry.name}</span>
      <span className="text-sm text-muted-foreground">{entry.purpose}</span>
      <span className="mt-auto flex flex-wrap gap-1.5">
        {entry.source === "organisation" ? <Badge variant="primary">Organisation</Badge> : null}
        {entry.available === false ? <Badge variant="neutral">Purpose only</Badge> : null}
        {(entry.methods ?? []).map((method) => (
          <Badge key={method} variant="info">
            {DELIVERY_METHOD_LABELS[method]}
          </Badge>
        ))}
        {(entry.teamSizes ?? []).map((band) => (
          <Badge key={band} variant="outline">
            {band}
          </Badge>
        ))}
      </span>
    </button>
  );
}
