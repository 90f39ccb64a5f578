import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SearchIcon,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ariaSort, type ListView, pageOf, pageRange } from "../lib/list-view";
import type { PagedList } from "../lib/use-paged-list";
import type { HeadCell } from "./data-table";
import { ListSkeleton, QueryView } from "./states";

/**
 * The toolbar, pager and states of a list searched, sorted and paged on the server
 * (lib/list-view.ts, lib/use-paged-list.ts): the leads pipeline, the users and projects lists;
 * and the "Show more" of a list read a page at a time (lib/use-show-more.ts).
 */

/** A column header that sorts by its column; the table cell carries `aria-sort`. */
export function SortHeader<Sort extends string>({
  view,
  column,
  label,
  onSort,
}: {
  view: ListView<Sort>;
  column: Sort;
  label: string;
  onSort: (column: Sort) => void;
}) {
  const sort = view.sort !== column ? "none" : view.order === "asc" ? "ascending" : "descending";
  const Icon =
    sort === "ascending" ? ArrowUpIcon : sort === "descending" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onSort(column)}
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">
        {sort === "none"
          ? ", sort"
          : sort === "ascending"
            ? ", sorted ascending"
            : ", sorted descending"}
      </span>
    </button>
  );
}

/** A table's header cell that sorts by its column, with the `aria-sort` the table puts on it. */
export function sortableHead<Sort extends string>(
  list: { view: ListView<Sort>; sortBy: (column: Sort) => void },
  column: Sort,
  label: string,
): HeadCell {
  return {
    label,
    sort: ariaSort(list.view, column),
    content: <SortHeader view={list.view} column={column} label={label} onSort={list.sortBy} />,
  };
}

/** A labelled search box with its icon. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid flex-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled choice that narrows the list. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className = "md:w-44",
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** "Page 2 · leads 26–50" with Previous and Next. */
export function Pager({
  label,
  noun,
  page,
  rows,
  hasNext,
  onPage,
}: {
  /** The navigation's accessible name ("Pages of leads"). */
  label: string;
  /** What the rows are, in the plural ("leads"). */
  noun: string;
  page: number;
  rows: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <span className="text-sm text-muted-foreground">
        Page {page + 1}
        {pageRange(page, rows, noun)}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** What a list shows when its search and filters match nothing: why, and a way back. */
export function NoMatches({
  title,
  description,
  onClear,
}: {
  title: string;
  description: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear search and filters
        </Button>
      }
    />
  );
}

/**
 * The end of a list read a page at a time: "Show more" appends the next page. A button, so the
 * keyboard reaches it; once the last page is shown, focus moves to the line that says so rather
 * than falling to the page's start.
 */
export function ShowMore({
  noun,
  shown,
  hasMore,
  loading,
  onShowMore,
}: {
  /** What the rows are, in the plural ("comments"). */
  noun: string;
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onShowMore: () => void;
}) {
  const [asked, setAsked] = useState(false);
  const end = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asked && !hasMore) end.current?.focus();
  }, [asked, hasMore]);
  if (hasMore) {
    return (
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          loading={loading}
          onClick={() => {
            setAsked(true);
            onShowMore();
          }}
        >
          Show more
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {shown} {noun} shown
        </span>
      </div>
    );
  }
  if (!asked) return null;
  return (
    <p ref={end} tabIndex={-1} className="text-sm text-muted-foreground outline-none">
      All {shown} {noun} shown
    </p>
  );
}

/**
 * A `usePagedList` list's page, in the states every such table has: a skeleton while the first
 * page loads, the error with Retry, "no matches" (with Clear) or the list's own empty state when
 * the first page is empty, else the rows (`children` draws the table) above the Pager. Only the
 * first page counts as empty: a later empty page (rows deleted meanwhile) keeps its Previous.
 */
export function PagedTable<View extends ListView<string>, Row, E>({
  list,
  skeletonRows,
  errorTitle,
  filtered,
  noMatches,
  empty,
  pager,
  children,
}: {
  list: PagedList<View, Row, E>;
  skeletonRows: number;
  errorTitle: string;
  /** Whether a search or filter narrows the list: an empty page is then "no matches". */
  filtered: boolean;
  noMatches: { title: string; description: string };
  empty: { icon: ReactNode; title: string; description?: string };
  /** The Pager's accessible name and noun. */
  pager: { label: string; noun: string };
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const { page } = list.view;
  return (
    <QueryView
      query={list.query}
      skeleton={<ListSkeleton rows={skeletonRows} />}
      errorTitle={errorTitle}
    >
      {(data) => {
        const { rows, hasNext } = pageOf(data);
        if (rows.length === 0 && page === 0) {
          return filtered ? (
            <NoMatches {...noMatches} onClear={list.clear} />
          ) : (
            <EmptyState {...empty} />
          );
        }
        return (
          <div className="grid gap-3">
            {children(rows)}
            <Pager
              {...pager}
              page={page}
              rows={rows.length}
              hasNext={hasNext}
              onPage={list.setPage}
            />
          </div>
        );
      }}
    </QueryView>
  );
}
