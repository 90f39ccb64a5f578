/**
 * What the API's thread and the embedded database's worker thread (db/pglite-worker.ts) say to
 * each other, and how a database error crosses between them. A structured clone keeps an
 * Error's message but drops its own fields, and the app maps errors by `code` and `constraint`
 * (unique violations → 409, core/errors.ts), so errors travel as plain objects and are rebuilt.
 */

/** What the worker opens: the same options as PGlite in the API's thread (db/pglite-create.ts). */
export interface WorkerOpenOptions {
  dataDir?: string;
  /** A dumped data directory (tar, gzip allowed), moved to the worker rather than copied. */
  loadDataDir?: ArrayBuffer;
}

export type Request =
  | { type: "query"; id: number; sql: string; params: readonly unknown[] }
  | { type: "listen"; id: number; channel: string }
  | { type: "unlisten"; id: number; listenId: number }
  | { type: "close"; id: number };

export type Reply =
  | { type: "ready" }
  | { type: "failed"; error: ErrorFields }
  | { type: "result"; id: number; rows: unknown[]; affectedRows: number | undefined }
  | { type: "done"; id: number }
  | { type: "error"; id: number; error: ErrorFields }
  | { type: "notification"; listenId: number; payload: string };

/** The fields of PostgreSQL's ErrorResponse, as pg and PGlite put them on their errors. */
const DATABASE_ERROR_FIELDS = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

export interface ErrorFields {
  name: string;
  message: string;
  [field: string]: string;
}

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string") fields[field] = value;
  }
  return fields;
}

/** The error again, on this side: an Error with the database's fields on it. */
export function errorFrom(fields: ErrorFields): Error {
  const { name, message, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  error.name = name;
  return error;
}
