/**
 * What a format's parser answers for a file (pure): the headers and mapping a generic CSV was
 * read with (empty for the tools' own exports), and its rows, streamed.
 */
import type { ImportField } from "@cairn/schema/tool-stack";
import type { ParsedRow } from "./item.js";

export interface ParsedFile {
  headers: string[];
  mapping: Partial<Record<ImportField, string>>;
  rows: AsyncGenerator<ParsedRow>;
}
