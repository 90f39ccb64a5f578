import type { Routine } from "@cairn/schema/routines";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { PauseIcon, PencilIcon, PlayIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { Detail, Missing } from "./detail";
import { updateRoutineMutation, useRoutinesChanged } from "./queries";
import { checklistWords, durationWords, nextWords } from "./routine-model";

export interface RoutineActions {
  onEdit: (routine: Routine) => void;
  onDelete: (routine: Routine) => void;
}

/**
 * One routine: its name, its schedule in words, when it next adds its task (in the reader's
 * clock), how long it lasts, whose its tasks are, its checklist, the library template its agenda
 * documents are made from (when it has one), and the task it last added, a link to the task's
 * panel. Staff get its actions: edit, pause or resume, delete.
 */
export function RoutineCard({
  projectId,
  routine,
  editable,
  taskTitles,
  actions,
}: {
  projectId: number;
  routine: Routine;
  editable: boolean;
  /** The board's tasks by id, to name the last one added. */
  taskTitles: ReadonlyMap<number, string>;
  actions: RoutineActions;
}) {
  const headingId = useId();
  const location = useLocation();
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        data-routine={routine.id}
        className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 text-sm font-semibold break-words">
            {routine.name}
          </h3>
          {routine.processId ? <Badge variant="outline">From the plan</Badge> : null}
          {routine.paused ? <Badge variant="warning">Paused</Badge> : null}
        </div>
        <p className="text-sm break-words first-letter:uppercase" data-testid="routine-schedule">
          {routine.schedule}
        </p>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
          <Detail term="Next">
            {routine.nextAt ? nextWords(routine) : <Missing>{nextWords(routine)}</Missing>}
          </Detail>
          <Detail term="Duration">{durationWords(routine.durationMinutes)}</Detail>
          <Detail term="Person">{routine.assigneeName ?? <Missing>Nobody</Missing>}</Detail>
          <Detail term="Checklist">
            {routine.checklist.length > 0 ? (
              checklistWords(routine.checklist)
            ) : (
              <Missing>{checklistWords(routine.checklist)}</Missing>
            )}
          </Detail>
          {routine.agendaTemplateId !== null ? (
            <Detail term="Agenda">
              {routine.agendaTemplateName ?? <Missing>A template no longer in the library</Missing>}
            </Detail>
          ) : null}
          <Detail term="Last task" wide>
            {routine.lastTaskId !== null ? (
              <>
                <Link
                  to={{ pathname: `tasks/${routine.lastTaskId}`, search: location.search }}
                  // The panel goes back in history when closed, to this tab.
                  state={{ fromBoard: true }}
                  className="break-words text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {taskTitles.get(routine.lastTaskId) ?? `Task #${routine.lastTaskId}`}
                </Link>
                {routine.lastAt ? (
                  <span className="text-muted-foreground">added {formatDate(routine.lastAt)}</span>
                ) : null}
              </>
            ) : (
              <Missing>{routine.lastAt ? "Deleted from the board" : "None yet"}</Missing>
            )}
          </Detail>
        </dl>
        {editable ? (
          <StaffActions projectId={projectId} routine={routine} actions={actions} />
        ) : null}
      </article>
    </li>
  );
}

function StaffActions({
  projectId,
  routine,
  actions,
}: {
  projectId: number;
  routine: Routine;
  actions: RoutineActions;
}) {
  const trpc = useTRPC();
  const routinesChanged = useRoutinesChanged(projectId);
  const pausing = !routine.paused;
  const setPaused = useMutation({
    ...updateRoutineMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: saved.paused ? "Routine paused" : "Routine resumed",
        description: saved.paused
          ? `${saved.name} adds no task until it is resumed.`
          : `${saved.name} counts from now.`,
        variant: "success",
      });
      await routinesChanged();
    },
    onError: (error) => {
      toast({
        title: `Couldn't ${pausing ? "pause" : "resume"} the routine`,
        description: error.message,
        variant: "destructive",
      });
    },
  });
  // Each button names the routine it acts on to a screen reader; the card shows it to the eye.
  const named = (verb: string) => ({ "aria-label": `${verb} ${routine.name}` });
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => actions.onEdit(routine)}
        {...named("Edit")}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={setPaused.isPending}
        onClick={() => setPaused.mutate({ projectId, routineId: routine.id, paused: pausing })}
        {...named(pausing ? "Pause" : "Resume")}
      >
        {pausing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
        {pausing ? "Pause" : "Resume"}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => actions.onDelete(routine)}
        {...named("Delete")}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
