import type { ImportPreview } from "@cairn/schema/tool-stack";
import { CircleAlertIcon, InfoIcon, UserRoundXIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "../../cn/cn.js";
import { withKeys } from "../job-status/job-status-model.js";

export interface ImportPreviewViewProps {
  preview: ImportPreview;
  /** The level of the view's own headings: one below the heading it sits under. */
  headingLevel?: 3 | 4;
  className?: string;
}

const COLUMN_WORDS: Readonly<Record<ImportPreview["firstRows"][number]["column"], string>> = {
  todo: "To Do",
  inprogress: "In Progress",
  review: "Review",
  done: "Done",
};

const PRIORITY_WORDS: Readonly<Record<ImportPreview["firstRows"][number]["priority"], string>> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** A row's field in words: "Row 4 (due date)", not the API's `dueDate`. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  externalId: "id",
  dueDate: "due date",
};
const fieldWords = (field: string | null | undefined) =>
  field ? ` (${FIELD_WORDS[field] ?? field})` : "";

/** How many rows of a preview would become tasks: all but those with errors or already imported. */
export function rowsToImport(preview: Pick<ImportPreview, "rows" | "errors" | "alreadyImported">) {
  const rowsWithErrors = new Set(preview.errors.map((error) => error.row)).size;
  return Math.max(0, preview.rows - rowsWithErrors - preview.alreadyImported);
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * What a dry run of an import found (docs/imports.md), before anything is written: how many rows
 * become tasks, the first rows as they would land on the board, each row's errors, the people
 * with no Cairn account (their tasks stay unassigned) and the rows an earlier import brought in.
 */
export function ImportPreviewView({
  preview,
  headingLevel = 3,
  className,
}: ImportPreviewViewProps) {
  // A person with no Cairn account is named, but the task lands unassigned: say both.
  const unknown = new Set(preview.unknownPeople);
  const Heading = `h${headingLevel}` as const;
  const rowsId = useId();
  const errorsId = useId();
  const notesId = useId();
  const peopleId = useId();
  const toImport = rowsToImport(preview);
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <p className="text-sm">
        {plural(preview.rows, "row")} in the file:{" "}
        <strong>{plural(toImport, "task")} to import</strong>
        {preview.alreadyImported > 0
          ? `, ${plural(preview.alreadyImported, "row")} already imported (skipped)`
          : ""}
        {preview.errors.length > 0 ? `, ${plural(preview.errors.length, "error")}` : ""}.
      </p>

      {preview.firstRows.length > 0 ? (
        <section aria-labelledby={rowsId} className="flex flex-col gap-2">
          <Heading id={rowsId} className="text-sm font-semibold">
            First rows as they would be imported
          </Heading>
          <div className="overflow-x-auto rounded-md border border-border">
            <table className="w-full border-collapse text-sm">
              <thead className="bg-muted/60 text-left text-muted-foreground">
                <tr>
                  {["Row", "Title", "Column", "Priority", "Assignee", "Due", "Labels"].map(
                    (name) => (
                      <th
                        key={name}
                        scope="col"
                        className="px-3 py-2 font-medium whitespace-nowrap"
                      >
                        {name}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {preview.firstRows.map((row) => (
                  <tr key={row.row}>
                    <td className="px-3 py-2 tabular-nums text-muted-foreground">{row.row}</td>
                    <td className="px-3 py-2 font-medium">{row.title}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{COLUMN_WORDS[row.column]}</td>
                    <td className="px-3 py-2">{PRIORITY_WORDS[row.priority]}</td>
                    <td className="px-3 py-2">
                      <AssigneeCell assignee={row.assignee} unknown={unknown} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{row.dueDate ?? "—"}</td>
                    <td className="px-3 py-2">{row.labels.join(", ") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {preview.errors.length > 0 ? (
        <section aria-labelledby={errorsId} className="flex flex-col gap-2">
          <Heading
            id={errorsId}
            className="flex items-center gap-1.5 text-sm font-semibold text-danger"
          >
            <CircleAlertIcon aria-hidden="true" className="size-4" />
            Rows that will not be imported
          </Heading>
          <ul className="flex flex-col gap-1 text-sm">
            {withKeys(
              preview.errors,
              (error) => `${error.row}|${error.field}|${error.message}`,
            ).map(({ key, item: error }) => (
              <li key={key}>
                <span className="font-medium">Row {error.row}</span>
                {fieldWords(error.field)}: {error.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {preview.notes.length > 0 ? (
        <section aria-labelledby={notesId} className="flex flex-col gap-2">
          <Heading id={notesId} className="flex items-center gap-1.5 text-sm font-semibold">
            <InfoIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            Rows imported with a change
          </Heading>
          <ul className="flex flex-col gap-1 text-sm">
            {withKeys(preview.notes, (note) => `${note.row}|${note.field}|${note.message}`).map(
              ({ key, item: note }) => (
                <li key={key}>
                  <span className="font-medium">Row {note.row}</span>
                  {fieldWords(note.field)}: {note.message}
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}

      {preview.unknownPeople.length > 0 ? (
        <section aria-labelledby={peopleId} className="flex flex-col gap-2">
          <Heading id={peopleId} className="flex items-center gap-1.5 text-sm font-semibold">
            <UserRoundXIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            People without a Cairn account
          </Heading>
          <p className="text-sm text-muted-foreground">
            Their tasks are imported unassigned: {preview.unknownPeople.join(", ")}.
          </p>
        </section>
      ) : null}
    </div>
  );
}

function AssigneeCell({ assignee, unknown }: { assignee: string | null; unknown: Set<string> }) {
  if (assignee === null) return <>Unassigned</>;
  if (!unknown.has(assignee)) return <>{assignee}</>;
  return (
    <>
      Unassigned <span className="text-muted-foreground">({assignee} has no account)</span>
    </>
  );
}
