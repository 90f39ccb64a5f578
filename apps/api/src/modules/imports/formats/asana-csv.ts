/**
 * Asana's CSV export of a project: `Task ID`, `Name`, `Section/Column`, `Assignee`,
 * `Assignee Email`, `Due Date` (`2026-03-04`), `Tags` (comma-separated), `Notes` and
 * `Completed At` (a completed task is Done whatever its section).
 */
import { buildRow, person } from "./build-row.js";
import { csvRecords, headerIndex } from "./csv-records.js";
import { ImportFileError, type ParsedRow } from "./item.js";
import type { ParsedFile } from "./parsed-file.js";

export async function asanaRows(bytes: AsyncIterable<Buffer>): Promise<ParsedFile> {
  const { headers, records } = await csvRecords(bytes);
  const id = headerIndex(headers, "Task ID");
  const name = headerIndex(headers, "Name");
  if (id < 0 || name < 0) {
    throw new ImportFileError(
      "This is not an Asana CSV export: it needs the columns “Task ID” and “Name”. " +
        "Export the project from Asana as CSV, or import the file as a generic CSV with a mapping.",
    );
  }
  const section = headerIndex(headers, "Section/Column", "Section");
  const assignee = headerIndex(headers, "Assignee");
  const email = headerIndex(headers, "Assignee Email");
  const due = headerIndex(headers, "Due Date");
  const tags = headerIndex(headers, "Tags");
  const notes = headerIndex(headers, "Notes");
  const completed = headerIndex(headers, "Completed At");
  async function* rows(): AsyncGenerator<ParsedRow> {
    for await (const { row, values } of records) {
      const at = (index: number) => (index < 0 ? null : (values[index] ?? null));
      const done = (at(completed) ?? "").trim() !== "";
      yield buildRow(row, {
        externalId: (at(id) ?? "").trim(),
        title: at(name),
        description: at(notes),
        status: at(section),
        ...(done ? { column: "done" as const } : {}),
        assignee: person(at(email), at(assignee)),
        dueDate: at(due),
        labels: (at(tags) ?? "").split(","),
      });
    }
  }
  return { headers: [], mapping: {}, rows: rows() };
}
