import type { Roadmap, RoadmapMilestone } from "@cairn/schema/milestones";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { formatCalendarDate } from "@cairn/ui/format";
import { Progress } from "@cairn/ui/progress";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { MapIcon, PlusIcon } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDueDate, pluralize } from "../../lib/format";
import { ListSkeleton, QueryView } from "../../parts/states";
import { TaskStatusBadge } from "../badges/badges";
import { MilestoneDialog } from "./milestone-dialog";
import { roadmapQuery, updateMilestoneMutation, useRoadmapChanged } from "./queries";
import { ShiftDialog } from "./shift-dialog";
import {
  barGeometry,
  DAY_WIDTH,
  dayCenter,
  type Edge,
  followingShift,
  type Grid,
  gridFor,
  monthStarts,
  moveEdge,
  pixelsToDays,
  type Span,
} from "./timeline-model";

/**
 * The project's roadmap (docs/roadmap.md): a timeline of its milestones over a day grid, with
 * today's line, each milestone's progress and whether it is late, and its tasks under it. Its
 * consultant and admins move a milestone's dates by dragging a bar's edge (or focusing it and
 * using the arrow keys, Enter to save) and add milestones; its client reads it.
 */
export default function RoadmapTab({
  projectId,
  editable,
}: {
  projectId: number;
  editable: boolean;
}) {
  const trpc = useTRPC();
  const roadmap = useQuery(roadmapQuery(trpc, projectId));
  const [adding, setAdding] = useState(false);

  return (
    <QueryView query={roadmap} skeleton={<ListSkeleton rows={4} label="Loading the roadmap" />}>
      {(data) => (
        <div className="flex flex-col gap-4">
          {data.milestones.length === 0 ? (
            <EmptyState
              icon={<MapIcon />}
              title="No roadmap yet"
              description={
                editable
                  ? "A project made from a plan gets its roadmap laid out from the plan's phases. Add a milestone to start one by hand."
                  : "Your consultant has not laid out this project's roadmap yet."
              }
              action={
                editable ? (
                  <Button onClick={() => setAdding(true)}>
                    <PlusIcon aria-hidden="true" />
                    Add milestone
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">
                  {pluralize(data.milestones.length, "milestone")}
                  {data.startDate ? ` from ${formatCalendarDate(data.startDate)}` : ""} · a{" "}
                  {data.roadmapDays}-day roadmap on this plan
                  {editable ? " · drag a bar's edge, or focus it and use ← → then Enter" : ""}
                </p>
                {editable ? (
                  <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
                    <PlusIcon aria-hidden="true" />
                    Add milestone
                  </Button>
                ) : null}
              </div>
              <Timeline roadmap={data} editable={editable} />
            </>
          )}
          {editable ? (
            <MilestoneDialog
              projectId={projectId}
              open={adding}
              onClose={() => setAdding(false)}
              suggestedStart={data.milestones.at(-1)?.dueDate ?? data.today}
            />
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

interface Draft {
  id: number;
  span: Span;
}

interface PendingShift {
  milestone: RoadmapMilestone;
  span: Span;
  days: number;
}

function Timeline({ roadmap, editable }: { roadmap: Roadmap; editable: boolean }) {
  const trpc = useTRPC();
  const roadmapChanged = useRoadmapChanged(roadmap.projectId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pending, setPending] = useState<PendingShift | null>(null);
  const shown = roadmap.milestones.map((m) => (draft?.id === m.id ? { ...m, ...draft.span } : m));
  const grid = gridFor(shown, roadmap.today, roadmap.startDate);
  const width = grid.days * DAY_WIDTH;

  const update = useMutation({
    ...updateMilestoneMutation(trpc),
    onSuccess: (saved, input) => {
      toast({
        title: "Milestone saved",
        description: `${saved.title}: ${formatCalendarDate(saved.startDate)} – ${formatCalendarDate(saved.dueDate)}${input.shiftFollowing ? ", the following ones moved too" : ""}.`,
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Couldn't move the milestone",
        description: error.message,
        variant: "destructive",
      });
    },
    onSettled: async () => {
      await roadmapChanged();
      setDraft(null);
    },
  });

  const save = (milestone: RoadmapMilestone, span: Span, shiftFollowing: boolean) =>
    update.mutate({
      projectId: roadmap.projectId,
      milestoneId: milestone.id,
      startDate: span.startDate,
      dueDate: span.dueDate,
      ...(shiftFollowing ? { shiftFollowing: true } : {}),
    });

  /** A dropped (or Enter-ed) edge: saved, after asking about the following ones if they overlap. */
  const commit = (milestone: RoadmapMilestone, span: Span) => {
    if (span.startDate === milestone.startDate && span.dueDate === milestone.dueDate) {
      setDraft(null);
      return;
    }
    const days = followingShift(roadmap.milestones, milestone.id, span);
    if (days > 0) setPending({ milestone, span, days });
    else save(milestone, span, false);
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <div
        className="grid min-w-fit"
        style={{ gridTemplateColumns: `minmax(14rem, 18rem) ${width}px` }}
      >
        <div className="sticky left-0 z-20 border-b border-border bg-card px-3 py-2 text-xs font-medium text-muted-foreground">
          Milestone
        </div>
        <DayHeader grid={grid} today={roadmap.today} />
        {shown.map((milestone, index) => {
          const original = roadmap.milestones[index] ?? milestone;
          return (
            <MilestoneRow
              key={milestone.id}
              milestone={milestone}
              grid={grid}
              today={roadmap.today}
              editable={editable && !update.isPending}
              onDraft={(span) => setDraft({ id: milestone.id, span })}
              onCancel={() => setDraft(null)}
              onCommit={(span) => commit(original, span)}
            />
          );
        })}
      </div>
      <ShiftDialog
        pending={pending}
        onAnswer={(shiftFollowing) => {
          if (pending) save(pending.milestone, pending.span, shiftFollowing);
          setPending(null);
        }}
        onCancel={() => {
          setPending(null);
          setDraft(null);
        }}
      />
    </div>
  );
}

function DayHeader({ grid, today }: { grid: Grid; today: string }) {
  return (
    <div className="relative h-9 border-b border-border bg-muted/40" aria-hidden="true">
      {monthStarts(grid).map((mark) => (
        <span
          key={mark.day}
          className="absolute top-1 text-xs font-medium whitespace-nowrap text-muted-foreground"
          style={{ left: mark.offset * DAY_WIDTH + 4 }}
        >
          {formatCalendarDate(mark.day)}
        </span>
      ))}
      <span
        className="absolute bottom-0.5 -translate-x-1/2 rounded bg-danger px-1 text-[10px] font-semibold text-white"
        style={{ left: dayCenter(grid, today) }}
      >
        Today
      </span>
    </div>
  );
}

function TodayLine({ grid, today }: { grid: Grid; today: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="today-line"
      className="pointer-events-none absolute inset-y-0 w-0.5 bg-danger/70"
      style={{ left: dayCenter(grid, today) - 1 }}
    />
  );
}

function MilestoneRow({
  milestone,
  grid,
  today,
  editable,
  onDraft,
  onCancel,
  onCommit,
}: {
  milestone: RoadmapMilestone;
  grid: Grid;
  today: string;
  editable: boolean;
  onDraft: (span: Span) => void;
  onCancel: () => void;
  onCommit: (span: Span) => void;
}) {
  const { left, width } = barGeometry(grid, milestone);
  const headingId = `milestone-${milestone.id}`;
  return (
    <section aria-labelledby={headingId} className="contents">
      <div className="sticky left-0 z-10 flex flex-col gap-1 border-b border-border bg-card px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            {milestone.title}
          </h3>
          {milestone.late ? <Badge variant="danger">Late</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground" data-testid="milestone-dates">
          {formatCalendarDate(milestone.startDate)} – {formatCalendarDate(milestone.dueDate)}
        </p>
        <div className="flex items-center gap-2">
          <Progress
            value={milestone.progress}
            aria-label={`${milestone.title}: progress`}
            className="h-1.5"
          />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            {milestone.doneCount}/{milestone.taskCount} done
          </span>
        </div>
        <MilestoneTasks milestone={milestone} />
      </div>
      <div className="relative border-b border-border">
        <TodayLine grid={grid} today={today} />
        <div
          className={`absolute top-3 h-7 rounded-md border ${
            milestone.late ? "border-danger/40 bg-danger-soft" : "border-primary/30 bg-primary-soft"
          }`}
          style={{ left, width }}
          data-testid={`bar-${milestone.id}`}
        >
          <div
            className={`h-full rounded-md ${milestone.late ? "bg-danger/30" : "bg-primary/30"}`}
            style={{ width: `${milestone.progress}%` }}
          />
          <span className="pointer-events-none absolute inset-0 truncate px-3 text-xs leading-7 font-medium">
            {milestone.progress}%
          </span>
          {editable ? (
            <>
              <EdgeHandle
                edge="start"
                milestone={milestone}
                onDraft={onDraft}
                onCancel={onCancel}
                onCommit={onCommit}
              />
              <EdgeHandle
                edge="due"
                milestone={milestone}
                onDraft={onDraft}
                onCancel={onCancel}
                onCommit={onCommit}
              />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Tasks a milestone lists before "Show all": seven milestones of 20 tasks made a 4,800 px page. */
const TASKS_SHOWN = 3;

/** A milestone's tasks, open ones first, the first few shown until asked for all. */
function MilestoneTasks({ milestone }: { milestone: RoadmapMilestone }) {
  const [all, setAll] = useState(false);
  if (milestone.tasks.length === 0) return null;
  const ordered = [
    ...milestone.tasks.filter((task) => task.status !== "completed"),
    ...milestone.tasks.filter((task) => task.status === "completed"),
  ];
  const shown = all ? ordered : ordered.slice(0, TASKS_SHOWN);
  const listId = `milestone-${milestone.id}-tasks`;
  return (
    <>
      <ul
        id={listId}
        className="mt-1 flex flex-col gap-1"
        aria-label={`Tasks of ${milestone.title}`}
      >
        {shown.map((task) => (
          <li key={task.id} className="flex flex-col gap-0.5 text-xs">
            <span className="line-clamp-2">{task.title}</span>
            <span className="flex flex-wrap items-center gap-1 text-muted-foreground">
              {formatDueDate(task.dueDate)}
              <TaskStatusBadge status={task.status} columnId={task.columnId} />
              {task.assigneeName ? <span>· {task.assigneeName}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {ordered.length > TASKS_SHOWN ? (
        <Button
          variant="link"
          size="sm"
          className="self-start text-xs"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
        >
          {all ? "Show fewer" : `Show all ${ordered.length} tasks`}
        </Button>
      ) : null}
    </>
  );
}

/**
 * One edge of a bar: dragged with a pointer (whole days, saved on release) or focused and moved
 * with the arrow keys a day at a time (Enter saves, Escape puts it back).
 */
function EdgeHandle({
  edge,
  milestone,
  onDraft,
  onCancel,
  onCommit,
}: {
  edge: Edge;
  milestone: RoadmapMilestone;
  onDraft: (span: Span) => void;
  onCancel: () => void;
  onCommit: (span: Span) => void;
}) {
  const drag = useRef<{ x: number; from: Span; span: Span } | null>(null);
  const keyed = useRef<Span | null>(null);
  const span = { startDate: milestone.startDate, dueDate: milestone.dueDate };
  const day = edge === "start" ? milestone.startDate : milestone.dueDate;
  const label = `${edge === "start" ? "Start" : "Due date"} of ${milestone.title}`;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, from: span, span };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const next = moveEdge(current.from, edge, pixelsToDays(event.clientX - current.x));
    if (next.startDate !== current.span.startDate || next.dueDate !== current.span.dueDate) {
      current.span = next;
      onDraft(next);
    }
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current) onCommit(current.span);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      const next = moveEdge(span, edge, event.key === "ArrowLeft" ? -1 : 1);
      keyed.current = next;
      onDraft(next);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const next = keyed.current;
      keyed.current = null;
      if (next) onCommit(next);
    } else if (event.key === "Escape" && keyed.current) {
      event.preventDefault();
      keyed.current = null;
      onCancel();
    }
  };

  return (
    // A slider in all but name: its value is a day, moved with the arrow keys.
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuetext={formatCalendarDate(day)}
      aria-valuenow={Date.parse(`${day}T00:00:00Z`) / 86_400_000}
      data-testid={`${edge}-edge-${milestone.id}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        onCancel();
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (keyed.current) {
          keyed.current = null;
          onCancel();
        }
      }}
      className={`absolute inset-y-0 w-2.5 cursor-ew-resize touch-none rounded-sm bg-primary/70 outline-none hover:bg-primary focus-visible:ring-2 focus-visible:ring-ring ${
        edge === "start" ? "left-0" : "right-0"
      }`}
    />
  );
}
