/**
 * A move to Done asks first while the task still waits on open tasks (docs/dependencies.md): "“…”
 * is still blocked by 2 open tasks. Move it to Done anyway?", Move anyway or Cancel. The task's
 * dependencies are read fresh at that moment (never carried on every card); a move elsewhere, or
 * of a task nothing open blocks, is made at once. The API does not refuse such a move: the
 * question is the whole of the rule, and a failed read lets the move go ahead.
 */
import type { TaskDependencies } from "@cairn/schema/dependencies";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useTRPC } from "../../lib/api";
import { doneQuestion } from "./dependencies-model";
import { dependenciesQuery } from "./queries";

interface Question {
  taskId: number;
  title: string;
  openBlockers: number;
  move: () => void;
}

/** A read begun early (a card over Done), whose answer a drop may use at once. */
interface EarlyRead {
  taskId: number;
  promise: Promise<TaskDependencies | null>;
  /** The answer once in (null: the read failed). */
  answer?: TaskDependencies | null;
}

/**
 * What happened to a move handed to `beforeDone`: made at once, held for the question, or waiting
 * for the read (then made, or asked about, once it is in).
 */
export type DoneVerdict = "moved" | "asking" | "reading";

export interface DoneGuard {
  /** Starts reading the task's dependencies ahead of a likely move to Done (a drag over Done). */
  prepare: (taskId: number) => void;
  /** Forgets a read begun early (a new drag begins). */
  reset: () => void;
  /** Makes `move` now, or once the person confirms it while open blockers remain. */
  beforeDone: (task: { id: number; title: string }, move: () => void) => DoneVerdict;
  /** The question's dialog, to render once where the moves are made. */
  dialog: ReactNode;
}

/**
 * The guard of one screen's moves to Done. `onClosed` runs when the question closes, either way
 * (the board gives the task's card its focus back).
 */
export function useDoneGuard(onClosed?: (taskId: number) => void): DoneGuard {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The question stays in the dialog while it closes; `open` says whether it is asked.
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const early = useRef<EarlyRead | null>(null);

  const read = useCallback(
    (taskId: number): EarlyRead => {
      const entry: EarlyRead = {
        taskId,
        promise: queryClient.fetchQuery(dependenciesQuery(trpc, taskId)).then(
          (answer) => answer,
          () => null,
        ),
      };
      void entry.promise.then((answer) => {
        entry.answer = answer;
      });
      return entry;
    },
    [queryClient, trpc],
  );

  const prepare = useCallback(
    (taskId: number) => {
      if (early.current?.taskId !== taskId) early.current = read(taskId);
    },
    [read],
  );
  const reset = useCallback(() => {
    early.current = null;
  }, []);

  const beforeDone = useCallback(
    (task: { id: number; title: string }, move: () => void): DoneVerdict => {
      const entry = early.current?.taskId === task.id ? early.current : read(task.id);
      early.current = null;
      const decide = (answer: TaskDependencies | null | undefined): DoneVerdict => {
        if (!answer || answer.openBlockers === 0) {
          move();
          return "moved";
        }
        setQuestion({
          taskId: task.id,
          title: task.title,
          openBlockers: answer.openBlockers,
          move,
        });
        setOpen(true);
        return "asking";
      };
      if (entry.answer !== undefined) return decide(entry.answer);
      void entry.promise.then(decide);
      return "reading";
    },
    [read],
  );

  const closedTask = useRef<number | null>(null);
  const close = () => {
    closedTask.current = question?.taskId ?? null;
    setOpen(false);
  };
  const dialog = (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        showClose={false}
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          const taskId = closedTask.current;
          closedTask.current = null;
          if (taskId === null || !onClosed) return;
          event.preventDefault();
          onClosed(taskId);
        }}
      >
        <DialogHeader>
          <DialogTitle>Move to Done?</DialogTitle>
          <DialogDescription className="break-words">
            {question ? doneQuestion(question.title, question.openBlockers) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {/* The safe choice first, with the focus. */}
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => {
              if (!open) return;
              close();
              question?.move();
            }}
          >
            Move anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );

  return { prepare, reset, beforeDone, dialog };
}
