/**
 * The parser of each import format, by its source name (pure: bytes in, rows out).
 */
import type { ImportMapping, ImportSource } from "@cairn/schema/tool-stack";
import { asanaRows } from "./asana-csv.js";
import { genericRows } from "./generic-csv.js";
import { jiraRows } from "./jira-csv.js";
import type { ParsedFile } from "./parsed-file.js";
import { trelloRows } from "./trello-json.js";

export function readImportFile(
  source: ImportSource,
  bytes: AsyncIterable<Buffer>,
  mapping: ImportMapping | undefined,
): Promise<ParsedFile> {
  switch (source) {
    case "trello-json":
      return trelloRows(bytes);
    case "jira-csv":
      return jiraRows(bytes);
    case "asana-csv":
      return asanaRows(bytes);
    case "csv":
      return genericRows(bytes, mapping);
  }
}
