import { PROJECT_STATUSES } from "@cairn/schema/constants";
import type { ReactNode } from "react";
import { humanize } from "../../lib/format";
import { refine } from "../../lib/list-view";
import { FilterSelect, SearchField } from "../../parts/list-controls";
import { ARCHIVE_OPTIONS, type ProjectsView } from "./projects-model";

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...PROJECT_STATUSES.map((option) => ({ value: option, label: humanize(option) })),
];

export interface ProjectFiltersProps {
  /** The search box's label ("Search projects", "Search my projects"). */
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  view: ProjectsView;
  onView: (change: (current: ProjectsView) => ProjectsView) => void;
  /** What the list adds after the filters: a sort select, a New Project button. */
  children?: ReactNode;
}

/**
 * The filter bar of every projects list (docs/projects.md): search by name or description, the
 * status, and whether archived projects show.
 */
export function ProjectFilters({
  searchLabel,
  search,
  onSearch,
  view,
  onView,
  children,
}: ProjectFiltersProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        label={searchLabel}
        placeholder="Name or description"
        value={search}
        onChange={onSearch}
      />
      <FilterSelect
        label="Status"
        value={view.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onView((current) => refine(current, { status }))}
      />
      <FilterSelect
        label="Show"
        value={view.archived}
        options={ARCHIVE_OPTIONS}
        onChange={(archived) =>
          onView((current) => refine(current, { archived: archived as ProjectsView["archived"] }))
        }
      />
      {children}
    </div>
  );
}
