/**
 * Reads a whole parsed file once and sorts its rows (pure apart from the one look-up of earlier
 * imports): the items to create, those already imported (their id has a link in the project),
 * the rows that failed or were skipped, and the people nobody could be matched to. The dry run
 * answers its preview from this; the job writes what it says.
 */
import type { ImportRowError } from "@cairn/schema/tool-stack";
import type { ImportItem, ParsedRow } from "./formats/item.js";
import { personLabel } from "./formats/item.js";
import type { ParsedFile } from "./formats/parsed-file.js";
import type { PeopleIndex } from "./people.js";

/** How many first rows a dry run shows. */
export const PREVIEW_ROWS = 20;
/** Progress is recorded (and the shutdown signal checked) every this many rows. */
export const PROGRESS_EVERY = 500;

export interface ItemRow {
  row: number;
  item: ImportItem;
  assignedTo: number | null;
}

export interface Collected {
  headers: string[];
  mapping: ParsedFile["mapping"];
  rows: number;
  toCreate: ItemRow[];
  existing: ItemRow[];
  failed: { row: number; title: string; errors: ImportRowError[] }[];
  skipped: { row: number; title: string; message: string }[];
  /** What rows were imported with rather than refused for, each kind once (its first row). */
  notes: ImportRowError[];
  unknownPeople: string[];
}

export interface CollectOptions {
  people: PeopleIndex;
  /** Answers which of these ids were imported before (from `external_links`). */
  imported: (ids: readonly string[]) => Promise<Set<string>>;
  /** Called every PROGRESS_EVERY rows with the rows read so far. */
  progress?: (rows: number) => Promise<void>;
  signal?: AbortSignal;
}

export async function collectRows(file: ParsedFile, options: CollectOptions): Promise<Collected> {
  const items: ItemRow[] = [];
  const failed: Collected["failed"] = [];
  const skipped: Collected["skipped"] = [];
  const notes = new Map<string, { note: ImportRowError; rows: number }>();
  const firstRowOf = new Map<string, number>();
  let rows = 0;
  for await (const parsed of file.rows as AsyncIterable<ParsedRow>) {
    rows += 1;
    if (rows % PROGRESS_EVERY === 0) {
      options.signal?.throwIfAborted();
      await options.progress?.(rows);
    }
    if (parsed.kind === "failed") failed.push(parsed);
    else if (parsed.kind === "skipped") skipped.push(parsed);
    else {
      const { item } = parsed;
      const first = firstRowOf.get(item.externalId);
      if (first !== undefined) {
        failed.push({
          row: parsed.row,
          title: item.title,
          errors: [
            {
              row: parsed.row,
              field: "externalId",
              message: `The id “${item.externalId.slice(0, 80)}” is used again: row ${first} has it already.`,
            },
          ],
        });
        continue;
      }
      firstRowOf.set(item.externalId, parsed.row);
      for (const note of parsed.notes ?? []) {
        const seen = notes.get(note.message);
        if (seen) seen.rows += 1;
        else notes.set(note.message, { note, rows: 1 });
      }
      items.push({ row: parsed.row, item, assignedTo: options.people.resolve(item.assignee) });
    }
  }
  const before = await options.imported(items.map((entry) => entry.item.externalId));
  return {
    headers: file.headers,
    mapping: file.mapping,
    rows,
    toCreate: items.filter((entry) => !before.has(entry.item.externalId)),
    existing: items.filter((entry) => before.has(entry.item.externalId)),
    failed,
    skipped,
    notes: [...notes.values()].map(({ note, rows: count }) =>
      count === 1 ? note : { ...note, message: `${note.message} (${count} rows)` },
    ),
    unknownPeople: [...options.people.unknown].sort((a, b) => a.localeCompare(b)),
  };
}

/** A row as a dry run shows it. */
export function previewRow(entry: ItemRow) {
  const { item } = entry;
  return {
    row: entry.row,
    externalId: item.externalId,
    title: item.title,
    column: item.column,
    priority: item.priority,
    assignee: item.assignee ? personLabel(item.assignee) : null,
    dueDate: item.dueDate,
    labels: item.labels,
  };
}
