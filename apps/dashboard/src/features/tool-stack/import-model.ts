/**
 * The import flow's pure rules: what must be chosen before a dry run, and how a generic CSV's
 * mapping changes when one Cairn field is given another column.
 */

import { formatBytes } from "@cairn/schema/attachments";
import {
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  type ImportField,
  type ImportPreview,
  type ImportSource,
} from "@cairn/schema/tool-stack";

export type Mapping = ImportPreview["mapping"];

/** The select's value for "this field is not imported" (a Select item cannot be empty). */
export const NOT_MAPPED = "__none";

/** Why a dry run cannot be asked for yet, in words; null when it can. */
export function importChoiceProblem(
  source: ImportSource | null,
  file: Pick<File, "size" | "name"> | null,
): { field: "source" | "file"; message: string } | null {
  if (source === null) return { field: "source", message: "Choose the format of the file." };
  if (file === null) return { field: "file", message: "Choose the file to import." };
  if (file.size === 0) return { field: "file", message: `${file.name} is empty.` };
  if (file.size > IMPORT_MAX_BYTES) {
    return {
      field: "file",
      message: `${file.name} is larger than the ${formatBytes(IMPORT_MAX_BYTES)} an import takes.`,
    };
  }
  return null;
}

/** The mapping with one field given a column, or left out (`NOT_MAPPED`). */
export function remap(mapping: Mapping, field: ImportField, column: string): Mapping {
  const next: Mapping = {};
  for (const key of IMPORT_FIELDS) {
    const value = key === field ? column : mapping[key];
    if (value !== undefined && value !== NOT_MAPPED) next[key] = value;
  }
  return next;
}

/** The fields a mapping step shows, `title` first since it is the one required. */
export const MAPPING_FIELDS: readonly ImportField[] = [
  "title",
  ...IMPORT_FIELDS.filter((field) => field !== "title"),
];
