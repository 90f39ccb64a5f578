import { errorMessage } from "@cairn/api-client/errors";
import type { SearchResult, SearchType } from "@cairn/schema/search";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@cairn/ui/dialog";
import { Skeleton } from "@cairn/ui/skeleton";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import {
  CircleAlertIcon,
  FileTextIcon,
  FolderKanbanIcon,
  InboxIcon,
  type LucideIcon,
  MessageSquareIcon,
  RotateCwIcon,
  SearchIcon,
  SquareCheckBigIcon,
  UserIcon,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTRPC } from "../../lib/api";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useSession } from "../session/session-context";
import {
  groupResults,
  isSearchable,
  resultHref,
  searchableTypes,
  step,
  walkOrder,
} from "./palette-model";
import { searchQuery } from "./queries";

const ICONS: Readonly<Record<SearchType, LucideIcon>> = {
  task: SquareCheckBigIcon,
  project: FolderKanbanIcon,
  document: FileTextIcon,
  lead: InboxIcon,
  person: UserIcon,
};

/** Results follow the typing after this pause (an answer for older words is never shown). */
const DEBOUNCE_MS = 150;

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The command palette (docs/search.md): a search box over projects, tasks (and their comments),
 * documents, leads and people, as a combobox whose results are a listbox grouped by type. Arrow
 * keys move (wrapping), Enter opens, Escape closes; the mouse works too. Loaded only when first
 * opened (search-button.tsx).
 */
export default function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        className="top-[12vh] max-w-2xl translate-y-0 gap-0 overflow-hidden p-0"
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        {open ? <Palette onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Palette({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const settled = useDebouncedValue(typed.trim(), DEBOUNCE_MS);
  const searchable = isSearchable(settled);
  const search = useQuery(searchQuery(trpc, settled, searchable));
  const groups = useMemo(() => groupResults(search.data?.results ?? []), [search.data]);
  const order = useMemo(() => walkOrder(groups), [groups]);
  const [active, setActive] = useState(0);
  const listId = useId();
  const hintId = useId();
  const optionId = (result: SearchResult) => `${listId}-${result.type}-${result.id}`;
  const activeResult = order[Math.min(active, order.length - 1)];
  const listRef = useRef<HTMLDivElement>(null);

  // New results: the best one is active again.
  useEffect(() => setActive(0), [search.data]);

  useEffect(() => {
    if (!activeResult) return;
    document
      .getElementById(optionId(activeResult))
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  });

  const openResult = (result: SearchResult) => {
    onClose();
    navigate(resultHref(result, user.role));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => step(current, event.key === "ArrowDown" ? 1 : -1, order.length));
    } else if (event.key === "Home" && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === "End" && event.ctrlKey) {
      event.preventDefault();
      setActive(Math.max(order.length - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeResult) openResult(activeResult);
    }
  };

  const showResults = searchable && search.data !== undefined && order.length > 0;
  const stale = search.isPlaceholderData || (searchable && settled !== typed.trim());
  const count = search.data?.results.length ?? 0;

  return (
    <div className="flex flex-col">
      <DialogDescription id={hintId} className="sr-only">
        Find {searchableTypes(user.role)}. Use the up and down arrows to move through the results,
        Enter to open one, Escape to close.
      </DialogDescription>
      <div className="flex items-center gap-3 border-b border-border px-4">
        <SearchIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <input
          // The palette opens to type in at once.
          // biome-ignore lint/a11y/noAutofocus: a command palette opens for its search box
          autoFocus
          role="combobox"
          aria-expanded={showResults}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showResults && activeResult ? optionId(activeResult) : undefined}
          aria-describedby={hintId}
          aria-label="Search"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder="Search projects, tasks, documents, people…"
          className="h-14 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {search.isFetching && searchable ? (
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            Searching…
          </span>
        ) : null}
        <kbd className="hidden rounded border border-border px-1.5 py-0.5 text-xs text-muted-foreground sm:inline">
          Esc
        </kbd>
      </div>
      <p aria-live="polite" className="sr-only">
        {searchable && search.isSuccess && !search.isPlaceholderData
          ? count === 0
            ? "No results"
            : `${count} result${count === 1 ? "" : "s"}`
          : ""}
      </p>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Results"
        className={cn(
          "max-h-[min(60vh,28rem)] overflow-y-auto p-2 transition-opacity",
          stale && showResults && "opacity-60",
          !showResults && "hidden",
        )}
      >
        {showResults
          ? groups.map((group) => (
              // A group of options of the listbox (the ARIA listbox pattern), not of form fields.
              // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls
              <div key={group.type} role="group" aria-labelledby={`${listId}-${group.type}`}>
                <div
                  id={`${listId}-${group.type}`}
                  role="presentation"
                  className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.label}
                </div>
                {group.results.map((result) => {
                  const index = order.indexOf(result);
                  return (
                    <ResultOption
                      key={`${result.type}-${result.id}`}
                      id={optionId(result)}
                      result={result}
                      active={result === activeResult}
                      onPoint={() => setActive(index)}
                      onOpen={() => openResult(result)}
                    />
                  );
                })}
              </div>
            ))
          : null}
      </div>
      {!showResults ? (
        <PaletteState
          typed={typed}
          searchable={searchable}
          settled={settled}
          role={user.role}
          query={search}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
        <span>
          <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move
        </span>
        <span>
          <kbd className="font-sans">Enter</kbd> to open
        </span>
        <span>
          <kbd className="font-sans">Esc</kbd> to close
        </span>
      </div>
    </div>
  );
}

/** Empty, loading, error and no-result states, in place of the list. */
function PaletteState({
  typed,
  searchable,
  settled,
  role,
  query,
}: {
  typed: string;
  searchable: boolean;
  settled: string;
  role: string;
  query: UseQueryResult<unknown, unknown>;
}) {
  if (typed.trim() === "" || (!searchable && !isSearchable(typed))) {
    return (
      <p className="px-4 py-8 text-center text-sm text-muted-foreground">
        Type to find {searchableTypes(role)}.
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <CircleAlertIcon aria-hidden="true" className="size-6 text-danger" />
        <p className="text-sm">
          {errorMessage(query.error, "Couldn't search right now. Please try again.")}
        </p>
        <Button
          variant="outline"
          size="sm"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (!searchable || query.isPending || query.isPlaceholderData) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">Searching</span>
        {["a", "b", "c"].map((key) => (
          <div key={key} className="flex items-center gap-3">
            <Skeleton className="size-8 rounded-md" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-3/5" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
      <p className="text-sm font-medium">No results for “{settled}”</p>
      <p className="text-sm text-muted-foreground">
        Try another word, or the beginning of one. Only what you may open is searched.
      </p>
    </div>
  );
}

function ResultOption({
  id,
  result,
  active,
  onPoint,
  onOpen,
}: {
  id: string;
  result: SearchResult;
  active: boolean;
  onPoint: () => void;
  onOpen: () => void;
}) {
  const Icon = ICONS[result.type];
  return (
    // The combobox's input keeps focus and handles the keys (aria-activedescendant); an option
    // is only clicked or pointed at.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox input
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-md px-2 py-2",
        active ? "bg-accent text-accent-foreground" : "hover:bg-muted/60",
      )}
      onMouseMove={active ? undefined : onPoint}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onOpen}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md border border-border bg-card text-muted-foreground"
      >
        <Icon className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{result.title}</span>
        <span className="truncate text-xs text-muted-foreground">{result.context}</span>
        {result.snippet ? (
          <span className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            {result.foundIn === "comment" ? (
              <MessageSquareIcon aria-label="In a comment:" className="size-3 shrink-0" />
            ) : null}
            <span className="truncate">
              {result.snippet.map((part, index) =>
                part.match ? (
                  <mark
                    // The parts of one snippet never change order.
                    key={index}
                    className="rounded-sm bg-warning-soft px-0.5 text-foreground"
                  >
                    {part.text}
                  </mark>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </span>
          </span>
        ) : null}
      </span>
      {result.archived ? (
        <span className="shrink-0 rounded-sm border border-border px-1.5 py-0.5 text-xs text-muted-foreground">
          Archived
        </span>
      ) : null}
    </div>
  );
}
