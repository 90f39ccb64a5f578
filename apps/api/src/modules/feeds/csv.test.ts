import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.js";

describe("feed CSV", () => {
  it("writes RFC 4180 with a BOM, a header row, CRLF and empty nulls", () => {
    const csv = toCsv(
      ["id", "title", "score", "due_date"],
      [
        { id: 1, title: 'Say "hello", world\nnext line', score: 4.5, due_date: null },
        { id: 2, title: "Plain", score: null, due_date: "2026-12-01T00:00:00.000Z" },
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

  it("keeps free text that looks like a formula from running in a spreadsheet", () => {
    const csv = toCsv(["id", "title", "score"], [{ id: 1, title: '=HYPERLINK("x")', score: -3 }]);
    expect(csv).toContain(`1,"'=HYPERLINK(""x"")",-3`);
  });
});
