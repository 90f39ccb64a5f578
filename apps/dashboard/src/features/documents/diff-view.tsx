import { diffCounts, lineDiff } from "./document-model";

/** Two texts line by line: removed lines red with "−", added ones green with "+". */
export function DiffView({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  const lines = lineDiff(before, after);
  const counts = diffCounts(lines);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-muted-foreground">
        From {beforeLabel} to {afterLabel}:{" "}
        <span className="text-success-soft-foreground">{counts.added} added</span>,{" "}
        <span className="text-danger-soft-foreground">{counts.removed} removed</span>
        {counts.added + counts.removed === 0 ? " (no difference)" : ""}
      </figcaption>
      <pre
        // Long lines wrap under their text, past the +/− mark, so a paragraph reads whole.
        className="max-h-[28rem] overflow-auto rounded-lg border border-border bg-card p-2 text-xs leading-5 break-words whitespace-pre-wrap"
        data-testid="diff-view"
      >
        {lines.map((line, index) => (
          <div
            // Lines repeat; their position is what identifies them here.
            key={`${index}-${line.kind}`}
            className={`-indent-4 pl-4 ${
              line.kind === "added"
                ? "bg-success-soft text-success-soft-foreground"
                : line.kind === "removed"
                  ? "bg-danger-soft text-danger-soft-foreground line-through decoration-1"
                  : ""
            }`}
          >
            <span aria-hidden="true" className="inline-block w-4 indent-0 select-none">
              {line.kind === "added" ? "+" : line.kind === "removed" ? "−" : " "}
            </span>
            <span className="sr-only">
              {line.kind === "added" ? "Added: " : line.kind === "removed" ? "Removed: " : ""}
            </span>
            {line.text || " "}
          </div>
        ))}
      </pre>
    </figure>
  );
}
