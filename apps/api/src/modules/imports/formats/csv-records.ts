/**
 * A CSV file's records, streamed (csv-parse): quoted fields with commas, quotes and line breaks
 * inside, a UTF-8 byte-order mark, and `,` or `;` between fields (spreadsheets in much of Europe
 * write `;`), decided from the header line. The header row comes first, then each data record
 * numbered as a spreadsheet numbers its data rows (1 for the first after the header).
 */
import { pipeline, Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { ImportFileError } from "./item.js";

/** The largest field or header line Cairn reads (a description of a whole page fits). */
const MAX_RECORD_BYTES = 1024 * 1024;

/** `;` when the header line holds more of them than commas (outside quotes), else `,`. */
export function detectDelimiter(headerLine: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ",") commas += 1;
    else if (!quoted && char === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

export interface CsvRecords {
  headers: string[];
  /** The data records with their row numbers. */
  records: AsyncGenerator<{ row: number; values: string[] }>;
}

/** Reads enough of the file to see its first line; answers it and the chunks read. */
async function readFirstLine(
  source: AsyncIterator<Buffer>,
): Promise<{ line: string; head: Buffer[] }> {
  const head: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
    if (next.value.includes(0x0a) || size >= MAX_RECORD_BYTES) break;
  }
  const text = Buffer.concat(head).toString("utf8");
  return { line: text.split(/\r?\n/, 1)[0] ?? "", head };
}

function fileError(error: unknown): ImportFileError | unknown {
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines;
    return new ImportFileError(
      `The file cannot be read as CSV${line ? ` near line ${line}` : ""}: ${error.message}`,
    );
  }
  return error;
}

export async function csvRecords(bytes: AsyncIterable<Buffer>): Promise<CsvRecords> {
  const source = bytes[Symbol.asyncIterator]();
  const { line, head } = await readFirstLine(source);
  const delimiter = detectDelimiter(line.replace(/^\uFEFF/, ""));
  async function* all(): AsyncGenerator<Buffer> {
    yield* head;
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  // pipeline, not pipe: a failure of the bytes (an upload cut off, not UTF-8) reaches the reader.
  pipeline(Readable.from(all(), { objectMode: false }), parser, () => undefined);
  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  let first: IteratorResult<string[]>;
  try {
    first = await iterator.next();
  } catch (error) {
    throw fileError(error);
  }
  if (first.done) throw new ImportFileError("The file is empty: it has no header row.");
  const headers = first.value.map((header) => header.trim());
  async function* records(): AsyncGenerator<{ row: number; values: string[] }> {
    let row = 0;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        // A line of empty fields (a spreadsheet's trailing ",,,") is no row.
        if (next.value.every((value) => value.trim() === "")) continue;
        row += 1;
        yield { row, values: next.value };
      }
    } catch (error) {
      throw fileError(error);
    } finally {
      parser.destroy();
    }
  }
  return { headers, records: records() };
}

/** The index of the first header named `name` (any case), or -1. */
export function headerIndex(headers: readonly string[], ...names: string[]): number {
  const wanted = names.map((name) => name.toLowerCase());
  return headers.findIndex((header) => wanted.includes(header.toLowerCase()));
}

/** Every index of headers named `name` (Jira repeats `Labels` once per label). */
export function headerIndexes(headers: readonly string[], name: string): number[] {
  return headers.flatMap((header, index) =>
    header.toLowerCase() === name.toLowerCase() ? [index] : [],
  );
}
