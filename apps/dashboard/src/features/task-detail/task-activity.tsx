import type { TaskActivityEntry } from "@cairn/schema/task-activity";
import { Button } from "@cairn/ui/button";
import { formatDateTime } from "@cairn/ui/format";
import { useQuery } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { ErrorState, ListSkeleton } from "../../parts/states";
import { activityWords } from "./activity-words";
import { PersonAvatar } from "./person-avatar";
import { ACTIVITY_PAGE, activityQuery } from "./queries";

function ActivityLine({ entry }: { entry: TaskActivityEntry }) {
  const words = activityWords(entry);
  return (
    <li className="flex gap-3">
      <PersonAvatar initials={entry.actor?.initials ?? "?"} size="sm" className="mt-0.5" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm">
          <span className="font-medium">{words.who}</span> {words.what}
        </p>
        {words.note ? (
          <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-wrap text-muted-foreground">
            {words.note}
          </blockquote>
        ) : null}
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
    </li>
  );
}

/**
 * A task's history (docs/tasks.md, "Activity"), newest first: who changed what, and when. Older
 * lines come a page at a time. It reads again whenever the task changes (a board event names it).
 */
export function TaskActivity({ taskId }: { taskId: number }) {
  const trpc = useTRPC();
  const [limit, setLimit] = useState(ACTIVITY_PAGE);
  const query = useQuery(activityQuery(trpc, taskId, limit));
  if (query.isPending) return <ListSkeleton rows={3} label="Loading the history" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Couldn't load the history"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={4}
      />
    );
  }
  const { entries, total } = query.data;
  if (entries.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <HistoryIcon aria-hidden="true" className="size-4" />
        No changes recorded yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4" aria-label="Changes, newest first">
        {entries.map((entry) => (
          <ActivityLine key={entry.id} entry={entry} />
        ))}
      </ol>
      {total > entries.length ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={query.isFetching}
          onClick={() => setLimit((current) => current + ACTIVITY_PAGE)}
        >
          Show older ({total - entries.length} more)
        </Button>
      ) : null}
    </div>
  );
}
