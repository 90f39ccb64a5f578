/**
 * A document's Markdown as a Word file (docs/templates.md, "Export"): headings, paragraphs with
 * bold, italic, struck and code text and links, bulleted and numbered lists (nested), checklist
 * items as ☐/☒, tables with a bold header row, quotes, code blocks and rules. The Markdown is
 * read by `marked`'s lexer (no HTML is made) and written with the `docx` library.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { Lexer, type Token, type Tokens } from "marked";

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
}

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const ORDERED = "ordered-list";
const MONO = "Consolas";

/** Markdown's entities as the text they stand for (`&amp;` → `&`). */
function decode(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function run(text: string, style: RunStyle): TextRun {
  return new TextRun({
    text: decode(text),
    ...(style.bold ? { bold: true } : {}),
    ...(style.italics ? { italics: true } : {}),
    ...(style.strike ? { strike: true } : {}),
    ...(style.code ? { font: MONO } : {}),
  });
}

/** Inline tokens as runs, carrying bold/italic/strike down into nested ones. */
function inline(tokens: readonly Token[] | undefined, style: RunStyle = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        out.push(...inline((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case "em":
        out.push(...inline((token as Tokens.Em).tokens, { ...style, italics: true }));
        break;
      case "del":
        out.push(...inline((token as Tokens.Del).tokens, { ...style, strike: true }));
        break;
      case "codespan":
        out.push(run((token as Tokens.Codespan).text, { ...style, code: true }));
        break;
      case "br":
        out.push(new TextRun({ break: 1 }));
        break;
      case "link": {
        const link = token as Tokens.Link;
        const children = inline(link.tokens, style).filter(
          (child): child is TextRun => child instanceof TextRun,
        );
        out.push(
          /^https?:\/\//i.test(link.href)
            ? new ExternalHyperlink({ link: link.href, children })
            : run(link.text, style),
        );
        break;
      }
      case "image":
        out.push(run((token as Tokens.Image).text, { ...style, italics: true }));
        break;
      case "text": {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) out.push(...inline(text.tokens, style));
        else out.push(run(text.text, style));
        break;
      }
      case "escape":
        out.push(run((token as Tokens.Escape).text, style));
        break;
      case "checkbox":
        break;
      default:
        if ("raw" in token && typeof token.raw === "string") out.push(run(token.raw, style));
    }
  }
  return out;
}

interface ListContext {
  level: number;
  /** The numbering instance of the ordered list this item is in. */
  instance?: number;
}

class Writer {
  private instances = 0;

  blocks(tokens: readonly Token[], list?: ListContext): (Paragraph | Table)[] {
    return tokens.flatMap((token) => this.block(token, list));
  }

  private block(token: Token, list?: ListContext): (Paragraph | Table)[] {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        const level = HEADINGS[Math.min(Math.max(heading.depth, 1), 6) - 1];
        return [new Paragraph({ heading: level, children: inline(heading.tokens) })];
      }
      case "paragraph":
        return [new Paragraph({ children: inline((token as Tokens.Paragraph).tokens) })];
      case "text": {
        // Text directly inside a tight list item.
        const text = token as Tokens.Text;
        return [new Paragraph({ children: inline(text.tokens ?? [token]) })];
      }
      case "list":
        return this.list(token as Tokens.List, list ? list.level + 1 : 0);
      case "table":
        return [this.table(token as Tokens.Table)];
      case "blockquote":
        return (token as Tokens.Blockquote).tokens.flatMap((inner) =>
          inner.type === "paragraph" || inner.type === "text"
            ? [
                new Paragraph({
                  indent: { left: 567 },
                  border: {
                    left: { style: BorderStyle.SINGLE, size: 12, color: "BBBBBB", space: 8 },
                  },
                  children: inline((inner as Tokens.Paragraph).tokens ?? [inner], {
                    italics: true,
                  }),
                }),
              ]
            : this.block(inner),
        );
      case "code":
        return (token as Tokens.Code).text.split("\n").map(
          (line) =>
            new Paragraph({
              shading: { fill: "F3F4F6" },
              children: [new TextRun({ text: line, font: MONO })],
            }),
        );
      case "hr":
        return [
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "BBBBBB", space: 1 } },
            children: [],
          }),
        ];
      case "space":
        return [];
      default:
        return "raw" in token && typeof token.raw === "string" && token.raw.trim()
          ? [new Paragraph({ children: [run(token.raw.trim(), {})] })]
          : [];
    }
  }

  private list(list: Tokens.List, level: number): (Paragraph | Table)[] {
    const instance = list.ordered ? this.instances++ : undefined;
    const depth = Math.min(level, 8);
    return list.items.flatMap((item) => {
      const [first, ...rest] = item.tokens.filter((token) => token.type !== "checkbox");
      const box = item.task ? [new TextRun({ text: item.checked ? "☒ " : "☐ " })] : [];
      const firstRuns =
        first && (first.type === "text" || first.type === "paragraph")
          ? inline((first as Tokens.Text | Tokens.Paragraph).tokens ?? [first])
          : [];
      const marker = list.ordered
        ? { numbering: { reference: ORDERED, level: depth, instance: instance ?? 0 } }
        : { bullet: { level: depth } };
      const head = new Paragraph({ ...marker, children: [...box, ...firstRuns] });
      const remaining =
        first && (first.type === "text" || first.type === "paragraph") ? rest : item.tokens;
      return [
        head,
        ...this.blocks(remaining, {
          level,
          ...(instance === undefined ? {} : { instance }),
        }),
      ];
    });
  }

  private table(table: Tokens.Table): Table {
    const alignment = (align: Tokens.TableCell["align"]) =>
      align === "center"
        ? AlignmentType.CENTER
        : align === "right"
          ? AlignmentType.RIGHT
          : AlignmentType.LEFT;
    const cell = (source: Tokens.TableCell, header: boolean) =>
      new TableCell({
        ...(header ? { shading: { fill: "F3F4F6" } } : {}),
        children: [
          new Paragraph({
            alignment: alignment(source.align),
            children: inline(source.tokens, header ? { bold: true } : {}),
          }),
        ],
      });
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          tableHeader: true,
          children: table.header.map((source) => cell(source, true)),
        }),
        ...table.rows.map(
          (row) => new TableRow({ children: row.map((source) => cell(source, false)) }),
        ),
      ],
    });
  }
}

/** The Markdown as a .docx file's bytes. */
export async function markdownToDocx(markdown: string, title: string): Promise<Buffer> {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const children = new Writer().blocks(tokens);
  const document = new Document({
    title,
    creator: "Cairn",
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
