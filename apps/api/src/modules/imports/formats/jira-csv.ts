/**
 * Jira Cloud's CSV export ("Export issues" → CSV, all or current fields): `Issue key`,
 * `Summary`, `Status`, `Priority`, `Assignee` (a display name; an `Assignee email` column when
 * the export has one), `Due date` (`04/Mar/26 5:00 PM`), `Description`, and one `Labels`
 * column per label of the issue with the most labels.
 */
import { buildRow, person } from "./build-row.js";
import { csvRecords, headerIndex, headerIndexes } from "./csv-records.js";
import { ImportFileError, type ParsedRow } from "./item.js";
import type { ParsedFile } from "./parsed-file.js";

export async function jiraRows(bytes: AsyncIterable<Buffer>): Promise<ParsedFile> {
  const { headers, records } = await csvRecords(bytes);
  const key = headerIndex(headers, "Issue key");
  const summary = headerIndex(headers, "Summary");
  if (key < 0 || summary < 0) {
    throw new ImportFileError(
      "This is not a Jira CSV export: it needs the columns “Issue key” and “Summary”. " +
        "Export the issues from Jira as CSV, or import the file as a generic CSV with a mapping.",
    );
  }
  const status = headerIndex(headers, "Status");
  const priority = headerIndex(headers, "Priority");
  const assignee = headerIndex(headers, "Assignee");
  const email = headerIndex(headers, "Assignee email", "Assignee e-mail", "Assignee Email");
  const due = headerIndex(headers, "Due date", "Due Date");
  const description = headerIndex(headers, "Description");
  const labels = headerIndexes(headers, "Labels");
  async function* rows(): AsyncGenerator<ParsedRow> {
    for await (const { row, values } of records) {
      const at = (index: number) => (index < 0 ? null : (values[index] ?? null));
      yield buildRow(row, {
        externalId: (at(key) ?? "").trim(),
        title: at(summary),
        description: at(description),
        status: at(status),
        priority: at(priority),
        assignee: person(at(email), at(assignee)),
        dueDate: at(due),
        labels: labels.map((index) => values[index] ?? ""),
      });
    }
  }
  return { headers: [], mapping: {}, rows: rows() };
}
