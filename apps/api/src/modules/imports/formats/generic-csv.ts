/**
 * Any CSV, with a mapping of its columns to Cairn's fields (by header). Without a mapping (a dry
 * run), one is proposed from the headers' names. A row's id is the mapped `externalId` column,
 * else a hash of the row's own values, so the same row imported twice is recognised.
 */
import { createHash } from "node:crypto";
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from "@cairn/schema/tool-stack";
import { buildRow, person } from "./build-row.js";
import { csvRecords, headerIndex } from "./csv-records.js";
import { ImportFileError, type ParsedRow } from "./item.js";
import type { ParsedFile } from "./parsed-file.js";

/** The headers each field is recognised by (any case), best first. */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  externalId: ["id", "key", "external id", "issue key", "task id", "card id", "ref", "reference"],
  title: ["title", "name", "summary", "task", "task name", "subject"],
  description: ["description", "notes", "details", "body", "desc"],
  status: ["status", "state", "column", "section", "section/column", "list", "stage"],
  priority: ["priority", "importance"],
  assignee: ["assignee email", "assignee", "owner", "assigned to", "email", "responsible"],
  dueDate: ["due date", "due", "deadline", "due on", "due by"],
  labels: ["labels", "tags", "label", "tag", "categories"],
};

/** A mapping proposed from a file's headers: each field to the first header that names it. */
export function proposeMapping(headers: readonly string[]): Partial<Record<ImportField, string>> {
  const mapping: Partial<Record<ImportField, string>> = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      const index = headerIndex(headers, name);
      if (index >= 0 && !taken.has(index)) {
        taken.add(index);
        mapping[field] = headers[index];
        break;
      }
    }
  }
  return mapping;
}

/** A stable id for a row without one: the hash of its values, whatever the column order. */
export function rowHash(values: readonly string[]): string {
  const hash = createHash("sha256");
  for (const value of values) hash.update(`${value.trim().length}:${value.trim()}|`);
  return `sha256:${hash.digest("hex").slice(0, 40)}`;
}

export async function genericRows(
  bytes: AsyncIterable<Buffer>,
  given: ImportMapping | undefined,
): Promise<ParsedFile> {
  const { headers, records } = await csvRecords(bytes);
  const mapping = given ?? proposeMapping(headers);
  const index: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (header === undefined) continue;
    const at = headerIndex(headers, header);
    if (at < 0) {
      throw new ImportFileError(
        `The mapping names the column “${header}” for ${field}, but the file has no such ` +
          `column. Its columns are: ${headers.join(", ").slice(0, 500)}.`,
      );
    }
    index[field] = at;
  }
  if (index.title === undefined) {
    throw new ImportFileError(
      "Say which column holds the title: no column is called Title, Name or Summary.",
    );
  }
  async function* rows(): AsyncGenerator<ParsedRow> {
    for await (const { row, values } of records) {
      const at = (field: ImportField) => {
        const column = index[field];
        return column === undefined ? null : (values[column] ?? null);
      };
      const assignee = (at("assignee") ?? "").trim();
      const id = (at("externalId") ?? "").trim();
      yield buildRow(row, {
        externalId: id || rowHash(values),
        title: at("title"),
        description: at("description"),
        status: at("status"),
        priority: at("priority"),
        assignee: assignee.includes("@") ? person(assignee, null) : person(null, assignee),
        dueDate: at("dueDate"),
        labels: (at("labels") ?? "").split(/[,;|]/),
      });
    }
  }
  return { headers, mapping, rows: rows() };
}
