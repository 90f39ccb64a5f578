import type { Task } from "@cairn/schema/tasks";
import { useQuery } from "@tanstack/react-query";
import { ChevronRightIcon, ClipboardCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { awaitingApprovalQuery } from "./queries";

/** "1 task waits for your approval", or how many. */
export function waitingSentence(count: number): string {
  return `${count} ${count === 1 ? "task waits" : "tasks wait"} for your approval`;
}

/**
 * The client's first screen says when work waits for their verdict (docs/tasks.md, "Approval"),
 * with a link to each task's panel, where Approve and Request changes are. Nothing shows while
 * nothing waits, or while the list loads.
 */
export function AwaitingApproval({ projectNames }: { projectNames: ReadonlyMap<number, string> }) {
  const trpc = useTRPC();
  const waiting = useQuery(awaitingApprovalQuery(trpc));
  const tasks: Task[] = waiting.data ?? [];
  if (tasks.length === 0) return null;
  return (
    <section
      aria-labelledby="awaiting-approval-title"
      className="flex flex-col gap-3 rounded-xl border border-info/30 bg-info-soft p-4"
    >
      <h2
        id="awaiting-approval-title"
        className="flex items-center gap-2 text-base font-semibold text-info-soft-foreground"
      >
        <ClipboardCheckIcon aria-hidden="true" className="size-5" />
        {waitingSentence(tasks.length)}
      </h2>
      <ul className="flex flex-col gap-1">
        {tasks.map((task) => (
          <li key={task.id}>
            <Link
              to={`/user-dashboard/projects/${task.projectId}/tasks/${task.id}`}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg bg-card px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{task.title}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {projectNames.get(task.projectId) ?? "Your project"} · in Review
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-1 text-primary">
                Review
                <ChevronRightIcon aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
