import { MAX_ROUTINES_PER_PROJECT, type Routine } from "@cairn/schema/routines";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, RepeatIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTRPC } from "../../lib/api";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { allTasks } from "../board/board-model";
import { CalendarLink } from "./calendar-link";
import { DeleteRoutineDialog } from "./delete-routine-dialog";
import { PlanProcesses } from "./plan-processes";
import { lastTasksQuery, routinesQuery } from "./queries";
import { RoutineCard } from "./routine-card";
import { RoutineDialog, type RoutineDialogState } from "./routine-dialog";

/**
 * The project's routines (docs/routines.md): "Your routines", the processes of its plan and how
 * each runs; "Routines", every recurring meeting and chore that adds its task at each
 * occurrence; and "Calendar", the viewer's own link for calendar apps. Its consultant and admins
 * (`editable`) set routines up, edit, pause, resume and delete them; everyone who reads the
 * project, its client included, reads them and may take a calendar link.
 */
export default function RoutinesTab({
  projectId,
  editable,
}: {
  projectId: number;
  editable: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PlanProcesses projectId={projectId} editable={editable} />
      <Routines projectId={projectId} editable={editable} />
      <CalendarLink projectId={projectId} />
    </div>
  );
}

function Routines({ projectId, editable }: { projectId: number; editable: boolean }) {
  const trpc = useTRPC();
  const routines = useQuery(routinesQuery(trpc, projectId));
  const [dialog, setDialog] = useState<RoutineDialogState | null>(null);
  const [deleting, setDeleting] = useState<Routine | null>(null);
  // The board the project page reads (and follows live) names the tasks routines added.
  const board = useQuery(lastTasksQuery(trpc, projectId));
  const taskTitles = useMemo(
    () => new Map((board.data ? allTasks(board.data) : []).map((task) => [task.id, task.title])),
    [board.data],
  );
  const full = (routines.data?.routines.length ?? 0) >= MAX_ROUTINES_PER_PROJECT;
  const addButton = editable ? (
    <Button onClick={() => setDialog({ mode: "add" })} disabled={full}>
      <PlusIcon aria-hidden="true" />
      New routine
    </Button>
  ) : null;

  return (
    <SectionCard
      title="Routines"
      description={
        full
          ? `A project has at most ${MAX_ROUTINES_PER_PROJECT} routines: delete one it no longer runs to add another.`
          : "Recurring meetings and chores: each adds a task to the board when it comes round."
      }
      action={routines.data && routines.data.routines.length > 0 ? addButton : null}
    >
      <QueryView
        query={routines}
        skeleton={<ListSkeleton rows={3} label="Loading the routines" />}
        errorTitle="Couldn't load the routines"
      >
        {(data) =>
          data.routines.length === 0 ? (
            <EmptyState
              icon={<RepeatIcon />}
              title="No routines yet"
              description={
                editable
                  ? "Set up the stand-up, the weekly risk review or the monthly report: each adds its task, with its checklist, at every occurrence."
                  : "Your consultant has not set up a recurring meeting or chore for this project yet."
              }
              action={addButton ?? undefined}
            />
          ) : (
            <ul className="flex min-w-0 flex-col gap-3" aria-label="Routines">
              {data.routines.map((routine) => (
                <RoutineCard
                  key={routine.id}
                  projectId={projectId}
                  routine={routine}
                  editable={editable}
                  taskTitles={taskTitles}
                  actions={{
                    onEdit: (picked) => setDialog({ mode: "edit", routine: picked }),
                    onDelete: setDeleting,
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      {editable ? (
        <>
          <RoutineDialog projectId={projectId} state={dialog} onClose={() => setDialog(null)} />
          <DeleteRoutineDialog
            projectId={projectId}
            routine={deleting}
            onClose={() => setDeleting(null)}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
