import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { writeCsv } from "./csv.js";

describe("the CSV writer", () => {
  it("writes RFC 4180 with a BOM, a header row, CRLF and empty nulls", () => {
    const csv = writeCsv(
      ["id", "title", "score", "due_date"],
      [
        [1, 'Say "hello", world\nnext line', 4.5, null],
        [2, "Plain", null, "2026-12-01T00:00:00.000Z"],
      ],
    );
    expect(csv.startsWith("\uFEFFid,title,score,due_date\r\n")).toBe(true);
    expect(csv).toContain('1,"Say ""hello"", world\nnext line",4.5,\r\n');
    const parsed = parse(csv.slice(1), { columns: true });
    expect(parsed).toEqual([
      { id: "1", title: 'Say "hello", world\nnext line', score: "4.5", due_date: "" },
      { id: "2", title: "Plain", score: "", due_date: "2026-12-01T00:00:00.000Z" },
    ]);
  });

  it("defuses every text cell that begins like a formula, and leaves numbers alone", () => {
    const starts = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"];
    const csv = writeCsv(
      ["text", "number"],
      starts.map((text) => [text, -3]),
    );
    const parsed = parse(csv.slice(1), { columns: true }) as { text: string; number: string }[];
    expect(parsed.map((row) => row.text)).toEqual(starts.map((text) => `'${text}`));
    expect(parsed.map((row) => row.number)).toEqual(starts.map(() => "-3"));
    expect(writeCsv(["a"], [["plain = fine"]])).toContain("\r\nplain = fine\r\n");
  });
});
