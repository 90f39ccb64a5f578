/**
 * A document as a downloadable file: its Markdown as written, or a Word document made from it
 * (docx.ts). The file is named after the document's title.
 */
import type { FileDownload, ProjectDocument } from "@cairn/schema/documents";
import { markdownToDocx } from "./docx.js";

export const EXPORT_CONTENT_TYPES = {
  md: "text/markdown; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

/** "Sprint retrospective: Q3 / Northwind" → "Sprint retrospective Q3 Northwind". */
export function fileBaseName(title: string): string {
  const name = title
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim();
  return name || "document";
}

export async function documentFile(
  document: Pick<ProjectDocument, "title" | "body">,
  format: keyof typeof EXPORT_CONTENT_TYPES,
): Promise<FileDownload> {
  const base = fileBaseName(document.title);
  if (format === "md") {
    const text = document.body.endsWith("\n") ? document.body : `${document.body}\n`;
    return {
      filename: `${base}.md`,
      contentType: EXPORT_CONTENT_TYPES.md,
      content: Buffer.from(text, "utf8").toString("base64"),
    };
  }
  const bytes = await markdownToDocx(document.body, document.title);
  return {
    filename: `${base}.docx`,
    contentType: EXPORT_CONTENT_TYPES.docx,
    content: bytes.toString("base64"),
  };
}
