/**
 * A task's files (docs/tasks.md, "Attachments"): what may be attached, how a file is named, and
 * what the API answers about one. The bytes themselves are checked by the API (their first bytes
 * must be what the extension says); this table is the allow-list both sides read.
 */
import { z } from "zod";
import { recordId, text, timestamp } from "./common.js";
import { taskPerson } from "./task-activity.js";

/** How many files one task may hold. */
export const ATTACHMENT_MAX_PER_TASK = 100;

/** The default of ATTACHMENT_MAX_BYTES: 25 MiB. */
export const ATTACHMENT_DEFAULT_MAX_BYTES = 25 * 1024 * 1024;

/** The longest file name kept, in characters. */
export const ATTACHMENT_NAME_MAX = 200;

/**
 * What the first bytes of a file of each kind are (the API's `modules/files/sniff.ts` reads
 * them): a PDF, an image format, a ZIP container (the Office Open XML and OpenDocument formats
 * are ZIP files), an OLE compound file (Word, Excel and PowerPoint before 2007), or UTF-8 text
 * that is not markup.
 */
export const FILE_SIGNATURES = ["pdf", "png", "jpeg", "gif", "webp", "zip", "ole", "text"] as const;
export type FileSignature = (typeof FILE_SIGNATURES)[number];

/** What a list shows as a file's icon. */
export const ATTACHMENT_KINDS = [
  "pdf",
  "image",
  "document",
  "spreadsheet",
  "presentation",
  "text",
  "archive",
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export interface AttachmentType {
  extension: string;
  /** The type the file is stored and served with, whatever the uploader's browser said. */
  contentType: string;
  signature: FileSignature;
  kind: AttachmentKind;
}

const OOXML = "application/vnd.openxmlformats-officedocument";
const ODF = "application/vnd.oasis.opendocument";

/**
 * The allow-list. Never HTML, SVG, XML, scripts or executables: a file is served as a download
 * (`Content-Disposition: attachment`, `nosniff`, a sandboxing CSP), but what a browser or a
 * desktop would run is not taken at all. Macro-enabled Office formats (.docm, .xlsm) are left out.
 */
export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { extension: "pdf", contentType: "application/pdf", signature: "pdf", kind: "pdf" },
  { extension: "png", contentType: "image/png", signature: "png", kind: "image" },
  { extension: "jpg", contentType: "image/jpeg", signature: "jpeg", kind: "image" },
  { extension: "jpeg", contentType: "image/jpeg", signature: "jpeg", kind: "image" },
  { extension: "gif", contentType: "image/gif", signature: "gif", kind: "image" },
  { extension: "webp", contentType: "image/webp", signature: "webp", kind: "image" },
  {
    extension: "docx",
    contentType: `${OOXML}.wordprocessingml.document`,
    signature: "zip",
    kind: "document",
  },
  {
    extension: "xlsx",
    contentType: `${OOXML}.spreadsheetml.sheet`,
    signature: "zip",
    kind: "spreadsheet",
  },
  {
    extension: "pptx",
    contentType: `${OOXML}.presentationml.presentation`,
    signature: "zip",
    kind: "presentation",
  },
  { extension: "odt", contentType: `${ODF}.text`, signature: "zip", kind: "document" },
  { extension: "ods", contentType: `${ODF}.spreadsheet`, signature: "zip", kind: "spreadsheet" },
  { extension: "odp", contentType: `${ODF}.presentation`, signature: "zip", kind: "presentation" },
  { extension: "doc", contentType: "application/msword", signature: "ole", kind: "document" },
  {
    extension: "xls",
    contentType: "application/vnd.ms-excel",
    signature: "ole",
    kind: "spreadsheet",
  },
  {
    extension: "ppt",
    contentType: "application/vnd.ms-powerpoint",
    signature: "ole",
    kind: "presentation",
  },
  {
    extension: "txt",
    contentType: "text/plain; charset=utf-8",
    signature: "text",
    kind: "text",
  },
  {
    extension: "md",
    contentType: "text/markdown; charset=utf-8",
    signature: "text",
    kind: "text",
  },
  {
    extension: "csv",
    contentType: "text/csv; charset=utf-8",
    signature: "text",
    kind: "spreadsheet",
  },
  { extension: "zip", contentType: "application/zip", signature: "zip", kind: "archive" },
];

/** Every type a file is served with (the download's documented content types). */
export const ATTACHMENT_CONTENT_TYPES: readonly string[] = [
  ...new Set(ATTACHMENT_TYPES.map((type) => type.contentType)),
];

/** The `accept` of a file input: `.pdf,.png,…`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.map((type) => `.${type.extension}`).join(",");

/** What may be attached, in words (the 415's second sentence and the upload area's hint). */
export const ATTACHMENT_TYPES_IN_WORDS =
  "PDFs, images (PNG, JPEG, GIF, WebP), Word, Excel and PowerPoint files, OpenDocument files, " +
  "text, Markdown, CSV and ZIP files";

/** "Risk register.DOCX" → "docx"; "" without a dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The allow-list's entry for a file name, by its extension; undefined when not allowed. */
export function attachmentTypeOf(name: string): AttachmentType | undefined {
  const extension = fileExtension(name);
  return ATTACHMENT_TYPES.find((type) => type.extension === extension);
}

/** The 415 for a name whose extension is not on the list. */
export function typeNotAllowedMessage(name: string): string {
  const extension = fileExtension(name);
  const what = extension ? `.${extension} files` : "Files without an extension";
  return `${what} cannot be attached. You can attach ${ATTACHMENT_TYPES_IN_WORDS}.`;
}

/** "25 MiB", "512 KiB", "1.5 MiB": a limit or a size, for people. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const rounded = value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${rounded} ${units[unit]}`;
}

/** The 413 for a file over the limit. */
export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than the ${formatBytes(maxBytes)} limit.`;
}

/** Characters no file name keeps: path separators, Windows' reserved ones, control characters. */
const FORBIDDEN_IN_NAME = /[\\/:*?"<>|\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * A file's name as it is kept and shown: one line, no path, no leading dot, at most 200
 * characters (Unicode NFC). Only a name; where the bytes are stored is a random key.
 */
export const attachmentFileName = text({ error: "is required" })
  .transform((value) => value.normalize("NFC").trim())
  .pipe(
    z
      .string()
      .min(1, { error: "is required" })
      .max(ATTACHMENT_NAME_MAX, { error: `must be at most ${ATTACHMENT_NAME_MAX} characters` })
      .refine((value) => !FORBIDDEN_IN_NAME.test(value), {
        error: 'must not contain / \\ : * ? " < > | or control characters',
      })
      .refine((value) => !value.startsWith("."), { error: "must not start with a dot" }),
  );

/** `POST /tasks/{taskId}/attachments?name=…`: the bytes are the request body. */
export const uploadAttachmentInput = z.strictObject({
  taskId: recordId,
  name: attachmentFileName,
});
export type UploadAttachmentInput = z.infer<typeof uploadAttachmentInput>;

export const attachmentIdParam = z.strictObject({ taskId: recordId, attachmentId: recordId });

export const attachment = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  sizeBytes: z.number().int(),
  /** Who attached it (null once their account is gone). */
  uploadedBy: taskPerson,
  createdAt: timestamp,
  /** Where its bytes are downloaded: `/api/tasks/{taskId}/attachments/{id}`. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

export const attachmentList = z.object({
  /** Oldest first, as they were attached. */
  attachments: z.array(attachment),
  /** This server's limits, so a client can refuse a file before sending it. */
  limits: z.object({ maxBytes: z.number().int(), maxFiles: z.number().int() }),
});
export type AttachmentList = z.infer<typeof attachmentList>;
