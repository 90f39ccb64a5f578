/**
 * One row of an imported file as Cairn reads it (pure): what every format's parser answers, so
 * the preview, the job and the tests share one shape. A row either becomes an item, is skipped
 * on purpose (an archived Trello card), or fails with errors naming what is wrong; a failed or
 * skipped row never stops the file (docs/imports.md, "What stops a file").
 */

import type { TASK_PRIORITIES } from "@cairn/schema/constants";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { ImportRowError } from "@cairn/schema/tool-stack";

export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A person as the file names them: an e-mail address, a display name, or both. */
export interface PersonRef {
  email: string | null;
  name: string | null;
}

export interface ImportItem {
  /** The item's id in its tool (Trello card id, Jira issue key, Asana Task ID, a CSV's hash). */
  externalId: string;
  title: string;
  description: string | null;
  column: ColumnKey;
  priority: TaskPriority;
  assignee: PersonRef | null;
  /** `YYYY-MM-DD`. */
  dueDate: string | null;
  labels: string[];
  /** A Trello card's checklist items, in order. */
  checklist: { text: string; done: boolean }[];
}

export type ParsedRow =
  | {
      row: number;
      kind: "item";
      item: ImportItem;
      /** What the row is imported with rather than refused for (a date dropped…). */
      notes?: ImportRowError[];
    }
  | { row: number; kind: "skipped"; title: string; message: string }
  | { row: number; kind: "failed"; title: string; errors: ImportRowError[] };

/**
 * A fault of the whole file (it cannot be read as its format, a required column is missing):
 * nothing is imported and the message says what to fix.
 */
export class ImportFileError extends Error {
  /** 415 when the bytes are not the format at all (not JSON), 400 when their content is wrong. */
  constructor(
    message: string,
    readonly notTheFormat = false,
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

/** What a person sees of a person: the e-mail address when there is one. */
export function personLabel(person: PersonRef): string {
  return person.email ?? person.name ?? "";
}
