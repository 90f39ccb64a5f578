import type { Project } from "@cairn/schema/projects";
import { Badge } from "@cairn/ui/badge";
import { buttonVariants } from "@cairn/ui/button-variants";
import { EmptyState } from "@cairn/ui/empty-state";
import { Progress } from "@cairn/ui/progress";
import { Skeleton } from "@cairn/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon, FolderKanbanIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import { pageOf, refine } from "../../lib/list-view";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { FilterSelect, NoMatches, Pager } from "../../parts/list-controls";
import { CardsSkeleton, QueryView } from "../../parts/states";
import { PlanBadge, ProjectStatusBadge } from "../badges/badges";
import { useSession } from "../session/session-context";
import { countTasks, progressPercent } from "../tasks/progress";
import { ProjectFilters } from "./project-filters";
import { CARD_SORTS, INITIAL_PROJECTS_VIEW, isFiltered, type ProjectsView } from "./projects-model";
import { ownProjectsQuery, projectTasksQuery } from "./queries";

/** A project's tasks, shared (cached) by every card and bar that shows its progress. */
function useProjectTasks(projectId: number) {
  const trpc = useTRPC();
  return useQuery(projectTasksQuery(trpc, projectId));
}

/** docs/product.md §4 Progress: completed tasks over the project's tasks, as a labelled bar. */
export function ProjectProgressBar({ project }: { project: Project }) {
  const tasks = useProjectTasks(project.id);
  const labelId = useId();
  const percent = tasks.data ? progressPercent(tasks.data) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="truncate font-medium">
          {project.name}
        </span>
        <span className="shrink-0 tabular-nums text-muted-foreground">
          {tasks.isError ? "—" : percent === null ? "…" : `${percent}%`}
        </span>
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
    </div>
  );
}

/** A project as a card: status, plan, percent complete and the way into its detail page. */
export function ProjectCard({ project }: { project: Project }) {
  const tasks = useProjectTasks(project.id);
  const titleId = useId();
  const counts = tasks.data ? countTasks(tasks.data) : null;
  const percent = tasks.data ? progressPercent(tasks.data) : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="text-base leading-tight font-semibold">
            {project.name}
          </h3>
          <div className="flex gap-2">
            <PlanBadge plan={project.planType} />
            <ProjectStatusBadge status={project.status} />
            {project.archivedAt ? <Badge variant="warning">Archived</Badge> : null}
          </div>
        </div>
        {project.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
        ) : null}
      </div>
      <div className="mt-auto flex flex-col gap-1.5">
        {counts && percent !== null ? (
          <>
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-muted-foreground">
                {counts.completed} of {pluralize(counts.total, "task")} done
              </span>
              <span className="font-semibold tabular-nums">{percent}% complete</span>
            </div>
            <Progress value={percent} aria-label={`${project.name}: ${percent}% complete`} />
          </>
        ) : tasks.isError ? (
          <p className="text-sm text-muted-foreground">Progress is unavailable right now.</p>
        ) : (
          <>
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-2 w-full" />
          </>
        )}
      </div>
      <Link
        to={`projects/${project.id}`}
        className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}
        aria-label={`Open project: ${project.name}`}
      >
        Open project
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </article>
  );
}

const GRID = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";

/**
 * A "My Projects" tab: the signed-in consultant's or client's projects as cards, searched
 * (name or description), filtered by status and archive, sorted and paged on the server, with
 * loading, error and empty states.
 */
export function ProjectCards({
  owner,
  skeletonCount,
  empty,
}: {
  /** Whose projects: the consultant's who leads them, or the client's who owns them. */
  owner: "consultant" | "client";
  skeletonCount: number;
  empty: { title: string; description: string };
}) {
  const trpc = useTRPC();
  const { user } = useSession();
  const [view, setView] = useState<ProjectsView>(INITIAL_PROJECTS_VIEW);
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, 300);
  useEffect(() => setView((current) => refine(current, { q: settled })), [settled]);
  const projects = useQuery(ownProjectsQuery(trpc, owner, user.id, view));
  const sortChoice =
    CARD_SORTS.find((option) => option.sort === view.sort && option.order === view.order)?.value ??
    "newest";

  return (
    <div className="grid gap-4">
      <ProjectFilters
        searchLabel="Search my projects"
        search={search}
        onSearch={setSearch}
        view={view}
        onView={setView}
      >
        <FilterSelect
          label="Sort by"
          value={sortChoice}
          options={CARD_SORTS}
          onChange={(choice) => {
            const picked = CARD_SORTS.find((option) => option.value === choice);
            if (picked) {
              setView((current) => refine(current, { sort: picked.sort, order: picked.order }));
            }
          }}
        />
      </ProjectFilters>
      <QueryView
        query={projects}
        skeleton={<CardsSkeleton count={skeletonCount} className={GRID} />}
        errorTitle="Couldn't load your projects"
      >
        {(data) => {
          const { rows, hasNext } = pageOf(data);
          if (rows.length === 0 && view.page === 0) {
            return isFiltered(view) ? (
              <NoMatches
                title="No matching projects"
                description="None of your projects matches this search and these filters."
                onClear={() => {
                  setSearch("");
                  setView(INITIAL_PROJECTS_VIEW);
                }}
              />
            ) : (
              <EmptyState icon={<FolderKanbanIcon />} {...empty} />
            );
          }
          return (
            <div className="grid gap-4">
              <div className={GRID}>
                {rows.map((project) => (
                  <ProjectCard key={project.id} project={project} />
                ))}
              </div>
              {view.page > 0 || hasNext ? (
                <Pager
                  label="Pages of projects"
                  noun="projects"
                  page={view.page}
                  rows={rows.length}
                  hasNext={hasNext}
                  onPage={(page) => setView((current) => ({ ...current, page }))}
                />
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}
