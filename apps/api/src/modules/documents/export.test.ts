import { describe, expect, it } from "vitest";
import { unzipEntry } from "../../test/unzip.js";
import { markdownToDocx } from "./docx.js";
import { documentFile, fileBaseName } from "./export.js";

const MARKDOWN = `# Sprint retrospective

A paragraph with **bold**, *italic*, ~~struck~~ and \`code\` text, and [a link](https://example.com).

## Steps

1. First step
2. Second step
   - a nested bullet

- [ ] Book the room
- [x] Agree the owner

| Item | Owner |
| --- | :-: |
| Review | Carl |

> A quoted line.

\`\`\`
some code
\`\`\`

---
`;

describe("a document as a Word file", () => {
  it("writes headings, paragraphs, lists, checkboxes, tables and links", async () => {
    const zip = await markdownToDocx(MARKDOWN, "Sprint retrospective");
    expect(zip.subarray(0, 2).toString()).toBe("PK");
    const xml = unzipEntry(zip, "word/document.xml") ?? "";
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("|");
    expect(xml).toContain('w:val="Heading1"');
    expect(xml).toContain('w:val="Heading2"');
    expect(text).toContain("Sprint retrospective");
    expect(text).toContain("bold");
    expect(xml).toMatch(/<w:b\/>[\s\S]*bold/);
    expect(xml).toContain("<w:i/>");
    expect(xml).toContain("<w:strike/>");
    expect(text).toContain("☐ |Book the room");
    expect(text).toContain("☒ |Agree the owner");
    expect(xml).toContain("<w:numPr>");
    expect(xml).toContain("<w:tbl>");
    expect(text).toContain("Review|Carl");
    expect(text).toContain("some code");
    expect(xml).toContain("w:hyperlink");
    expect(unzipEntry(zip, "word/numbering.xml")).toContain('w:val="decimal"');
  });
});

describe("documentFile", () => {
  it("answers Markdown as written, named after the title", async () => {
    const file = await documentFile({ title: "Q3: retro / Northwind", body: "# Hi" }, "md");
    expect(file).toEqual({
      filename: "Q3 retro Northwind.md",
      contentType: "text/markdown; charset=utf-8",
      content: Buffer.from("# Hi\n").toString("base64"),
    });
  });

  it("answers a .docx made from the Markdown", async () => {
    const file = await documentFile({ title: "Plan", body: "# Plan" }, "docx");
    expect(file.filename).toBe("Plan.docx");
    expect(file.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(Buffer.from(file.content, "base64").subarray(0, 2).toString()).toBe("PK");
  });

  it("never makes an empty or unsafe file name", () => {
    expect(fileBaseName('<>:"/\\|?*')).toBe("document");
    expect(fileBaseName("a\u0007b")).toBe("a b");
  });
});
