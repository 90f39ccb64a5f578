import { describe, expect, it } from "vitest";
import { csvRecords } from "./csv-records.js";
import { ImportFileError } from "./item.js";

/** The text in chunks of `size` bytes, as a stream delivers it (a character may be split). */
async function* chunks(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text, "utf8");
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}

async function read(text: string, size = 7) {
  const { headers, records } = await csvRecords(chunks(text, size));
  const rows: { row: number; values: string[] }[] = [];
  for await (const record of records) rows.push(record);
  return { headers, rows };
}

describe("reading a CSV as a stream", () => {
  it("reads quotes, commas and line breaks inside fields, a BOM, and skips empty lines", async () => {
    const { headers, rows } = await read(
      '\uFEFFTitle,Notes\r\n"A, b","say ""hi""\r\nthen go"\r\n\r\n,,\r\nCafé crème,é\r\n',
    );
    expect(headers).toEqual(["Title", "Notes"]);
    expect(rows).toEqual([
      { row: 1, values: ["A, b", 'say "hi"\r\nthen go'] },
      { row: 2, values: ["Café crème", "é"] },
    ]);
  });

  it("takes `;` between fields when the header line does", async () => {
    const { headers, rows } = await read("Title;Due\nOrder banners, large;2026-07-01\n", 3);
    expect(headers).toEqual(["Title", "Due"]);
    expect(rows[0]?.values).toEqual(["Order banners, large", "2026-07-01"]);
  });

  it("stops the file at broken quoting, naming where", async () => {
    await expect(read('Title,Notes\nok,"never closed\n')).rejects.toBeInstanceOf(ImportFileError);
    await expect(read('Title,Notes\nok,"never closed\n')).rejects.toThrow(/cannot be read as CSV/);
    await expect(read("")).rejects.toThrow(/no header row/);
  });
});
