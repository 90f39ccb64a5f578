import { errorMessage } from "@cairn/api-client/errors";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { Skeleton } from "@cairn/ui/skeleton";
import type { UseQueryResult } from "@tanstack/react-query";
import { CircleAlertIcon, RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";

export function ErrorState({
  title = "Couldn't load this",
  error,
  onRetry,
  retrying,
  headingLevel = 3,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <EmptyState
      role="alert"
      icon={<CircleAlertIcon />}
      title={title}
      headingLevel={headingLevel}
      description={errorMessage(error, "Something went wrong. Please try again.")}
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      }
    />
  );
}

/** Placeholder rows while a list loads; the region says it is busy. */
export function ListSkeleton({ rows = 4, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
        <div key={key} className="flex items-center gap-4 rounded-lg border border-border p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="h-6 w-16" />
        </div>
      ))}
    </div>
  );
}

export function CardsSkeleton({ count = 4, className }: { count?: number; className?: string }) {
  return (
    <div aria-busy="true" className={className ?? "grid gap-4 sm:grid-cols-2 xl:grid-cols-4"}>
      <span className="sr-only">Loading</span>
      {Array.from({ length: count }, (_, index) => `card-${index}`).map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * The three states of a query: its skeleton while loading, an error with Retry, else the data.
 */
export function QueryView<T, E>({
  query,
  skeleton,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, E>;
  skeleton: ReactNode;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
