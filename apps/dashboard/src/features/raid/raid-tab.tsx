import type { RaidEntry, RaidRegister } from "@cairn/schema/raid";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { ToggleGroup, ToggleGroupItem } from "@cairn/ui/toggle-group";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, ShieldAlertIcon, XIcon } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { allTasks } from "../board/board-model";
import { DeleteEntryDialog } from "./delete-entry-dialog";
import { EntryCard } from "./entry-card";
import { EntryDialog, type EntryDialogState } from "./entry-dialog";
import { MakeTaskDialog } from "./make-task-dialog";
import { linkedTasksQuery, raidQuery } from "./queries";
import {
  DEFAULT_FILTER,
  filterEntries,
  impactWord,
  KIND_FILTERS,
  matrixCounts,
  pickCell,
  probabilityWord,
  type RegisterFilter,
  STATUS_FILTERS,
  summaryParts,
  withKind,
  withStatus,
} from "./raid-model";
import { RiskMatrix } from "./risk-matrix";

/**
 * The project's RAID register (docs/raid.md), where the weekly risk review is run: a summary
 * line, the 5×5 matrix of the open risks, and the entries, filtered by kind, status or a cell of
 * the matrix. Its consultant and admins (`editable`) add, edit, close, reopen and delete entries
 * and make tasks of risks; its client reads the register and raises risks (`canRaise`).
 */
export default function RaidTab({
  projectId,
  editable,
  canRaise,
}: {
  projectId: number;
  editable: boolean;
  /** The project's client, while it is not archived: "Raise a risk". */
  canRaise: boolean;
}) {
  const trpc = useTRPC();
  const register = useQuery(raidQuery(trpc, projectId));
  const [dialog, setDialog] = useState<EntryDialogState | null>(null);
  const add = () => setDialog({ mode: "add", kind: "risk" });
  const raise = () => setDialog({ mode: "add", kind: "risk", fixedKind: true });
  const addButton = editable ? (
    <Button onClick={add}>
      <PlusIcon aria-hidden="true" />
      Add entry
    </Button>
  ) : canRaise ? (
    <Button onClick={raise}>
      <PlusIcon aria-hidden="true" />
      Raise a risk
    </Button>
  ) : null;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <QueryView
        query={register}
        skeleton={<ListSkeleton rows={4} label="Loading the register" />}
        errorTitle="Couldn't load the register"
      >
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState
              icon={<ShieldAlertIcon />}
              title="No risks, assumptions, issues or decisions yet"
              description={
                editable
                  ? "Log what could go wrong, what the plan takes for granted, what is going wrong and what was decided. The weekly risk review starts here."
                  : canRaise
                    ? "Nothing is logged for this project yet. Seen something that could go wrong? Raise a risk and your consultant reviews it with the team."
                    : "Nothing is logged for this project yet."
              }
              action={addButton ?? undefined}
            />
          ) : (
            <Register
              projectId={projectId}
              register={data}
              editable={editable}
              addButton={addButton}
              onEdit={(entry) => setDialog({ mode: "edit", entry })}
            />
          )
        }
      </QueryView>
      {editable || canRaise ? (
        <EntryDialog
          projectId={projectId}
          state={dialog}
          namesPeople={editable}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function Register({
  projectId,
  register,
  editable,
  addButton,
  onEdit,
}: {
  projectId: number;
  register: RaidRegister;
  editable: boolean;
  addButton: ReactNode;
  onEdit: (entry: RaidEntry) => void;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const [filter, setFilter] = useState<RegisterFilter>(DEFAULT_FILTER);
  const [deleting, setDeleting] = useState<RaidEntry | null>(null);
  const [makingTask, setMakingTask] = useState<RaidEntry | null>(null);
  // The board the project page reads (and follows live) names the linked tasks.
  const board = useQuery(linkedTasksQuery(trpc, projectId));
  const taskTitles = useMemo(
    () => new Map((board.data ? allTasks(board.data) : []).map((task) => [task.id, task.title])),
    [board.data],
  );
  const counts = useMemo(() => matrixCounts(register.entries), [register.entries]);
  const shown = filterEntries(register.entries, filter);
  const { cell } = filter;
  const summary = summaryParts(register.summary);
  const openTask = (task: Task) =>
    navigate(
      { pathname: `tasks/${task.id}`, search: location.search },
      { state: { fromBoard: true } },
    );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-semibold">Risks &amp; decisions</h2>
          <p className="text-sm text-muted-foreground" data-testid="raid-summary">
            {summary.map((part, index) => (
              <span key={part}>
                {index > 0 ? " · " : null}
                <span
                  className={cn(
                    index === 0 &&
                      register.summary.openHighRisks > 0 &&
                      "font-medium text-danger-soft-foreground",
                    index === 1 &&
                      register.summary.overdueReviews > 0 &&
                      "font-medium text-danger-soft-foreground",
                  )}
                >
                  {part}
                </span>
              </span>
            ))}
          </p>
        </div>
        {addButton}
      </div>
      <div className="grid min-w-0 items-start gap-4 xl:grid-cols-[auto_minmax(0,1fr)]">
        <SectionCard title="Risk matrix" description="Probability × impact, 1 to 5 each.">
          <RiskMatrix
            counts={counts}
            selected={cell}
            onPick={(picked) => setFilter((current) => pickCell(current, picked))}
          />
        </SectionCard>
        <SectionCard title="Entries" description="Newest first.">
          <div className="flex flex-wrap items-center gap-2">
            <ToggleGroup
              type="single"
              aria-label="Kind"
              value={filter.kind}
              onValueChange={(next) => {
                const option = KIND_FILTERS.find((candidate) => candidate.value === next);
                if (option) setFilter((current) => withKind(current, option.value));
              }}
              className="h-auto flex-wrap *:h-7"
            >
              {KIND_FILTERS.map((option) => (
                <ToggleGroupItem key={option.value} value={option.value}>
                  {option.label}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
            <ToggleGroup
              type="single"
              aria-label="Status"
              value={filter.status}
              onValueChange={(next) => {
                const option = STATUS_FILTERS.find((candidate) => candidate.value === next);
                if (option) setFilter((current) => withStatus(current, option.value));
              }}
              className="h-auto flex-wrap *:h-7"
            >
              {STATUS_FILTERS.map((option) => (
                <ToggleGroupItem key={option.value} value={option.value}>
                  {option.label}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
          </div>
          {cell ? (
            <div className="flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-primary-soft px-3 py-2 text-sm">
              <p role="status" className="min-w-0 flex-1">
                Showing the open risks with probability {cell.probability} (
                {probabilityWord(cell.probability).toLowerCase()}) and impact {cell.impact} (
                {impactWord(cell.impact).toLowerCase()}): {pluralize(shown.length, "risk")}.
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setFilter((current) => ({ ...current, cell: null }))}
              >
                <XIcon aria-hidden="true" />
                Clear the matrix filter
              </Button>
            </div>
          ) : null}
          {shown.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
              No entries match these filters.
            </p>
          ) : (
            <ul className="flex min-w-0 flex-col gap-3" aria-label="Register entries">
              {shown.map((entry) => (
                <EntryCard
                  key={entry.id}
                  projectId={projectId}
                  entry={entry}
                  today={register.today}
                  editable={editable}
                  taskTitles={taskTitles}
                  actions={{ onEdit, onDelete: setDeleting, onMakeTask: setMakingTask }}
                />
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
      {editable ? (
        <>
          <DeleteEntryDialog
            projectId={projectId}
            entry={deleting}
            onClose={() => setDeleting(null)}
          />
          <MakeTaskDialog
            projectId={projectId}
            entry={makingTask}
            onClose={() => setMakingTask(null)}
            onOpenTask={openTask}
          />
        </>
      ) : null}
    </>
  );
}
