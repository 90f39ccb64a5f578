/**
 * Takes an uploaded file from the request into the store (docs/files.md, "Uploads"): streamed,
 * never held whole in memory, with its limits checked before a byte is stored —
 *
 * - its size, from Content-Length (required: S3 needs it, and a file over the limit is refused
 *   before it is read; the REST adapter then drains what the client still sends);
 * - its type: the first bytes must be what the extension says (sniff.ts); text is checked to
 *   its last byte on the way to the store, and a refusal then stores nothing.
 *
 * A store writes a file whole or not at all, so a failure here (the uploader went away, the
 * store broke, the content was refused) leaves nothing behind.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { type AttachmentType, tooLargeMessage } from "@cairn/schema/attachments";
import { appError } from "../../lib/app-error.js";
import type { UploadBody } from "../../lib/upload-body.js";
import { type FileStore, FileStoreError } from "./file-store.js";
import { SNIFF_BYTES, type Sniffed, sniff, TextCheck } from "./sniff.js";

export interface ReceivedFile {
  sizeBytes: number;
  /** Hex SHA-256 of the bytes stored. */
  sha256: string;
}

const SIGNATURE_NAMES: Record<Sniffed, string> = {
  pdf: "a PDF",
  png: "a PNG image",
  jpeg: "a JPEG image",
  gif: "a GIF image",
  webp: "a WebP image",
  zip: "a ZIP container (as Office and OpenDocument files are)",
  ole: "an older Office file",
  text: "plain text",
  markup: "HTML or XML",
  unknown: "no type that can be attached",
};

/** The 415 for bytes that are not what the extension says. */
export function contentMismatchMessage(name: string, type: AttachmentType, found: Sniffed): string {
  if (found === "markup") {
    return `“${name}” holds HTML or XML, which cannot be attached (it could run in a browser).`;
  }
  return (
    `The content of “${name}” is not a .${type.extension} file: its first bytes are ` +
    `${SIGNATURE_NAMES[found]}. Attach the file as it was saved, with its own extension.`
  );
}

/** A failure of the store, as the 503 a person reads ("…, so the file was not saved."). */
export function storeUnavailable(error: FileStoreError, consequence: string) {
  return appError(
    "SERVICE_UNAVAILABLE",
    `The file store cannot be reached right now, ${consequence}. Please try again in a moment.`,
    error,
  );
}

const uploadInterrupted = () =>
  appError("BAD_REQUEST", "The upload was interrupted before the whole file arrived.");

/** Reads from `source` until `wanted` bytes (or the end) have come. */
async function readHead(source: AsyncIterator<Buffer>, wanted: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < wanted) {
    const next = await source.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  return Buffer.concat(chunks);
}

function isInterrupted(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNABORTED";
}

export async function receiveFile(
  store: FileStore,
  upload: UploadBody,
  options: { key: string; name: string; type: AttachmentType; maxBytes: number },
): Promise<ReceivedFile> {
  const { key, name, type, maxBytes } = options;
  const length = upload.length;
  if (length === undefined) {
    throw appError(
      "BAD_REQUEST",
      "Send the file's size in the Content-Length header: a body of unknown length cannot be stored.",
    );
  }
  if (length > maxBytes) throw appError("PAYLOAD_TOO_LARGE", tooLargeMessage(maxBytes));
  if (length === 0) throw appError("BAD_REQUEST", `“${name}” is empty (0 bytes).`);

  // Iterated by hand, and never destroyed by us: when anything fails, the REST adapter still
  // reads the rest of the body (bounded) so that the client receives the answer.
  const source = upload.stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
  let head: Buffer;
  try {
    head = await readHead(source, Math.min(SNIFF_BYTES, length));
  } catch (error) {
    throw isInterrupted(error) ? uploadInterrupted() : error;
  }
  const found = sniff(head.subarray(0, SNIFF_BYTES));
  if (found !== type.signature) {
    await source.return?.();
    throw appError("UNSUPPORTED_MEDIA_TYPE", contentMismatchMessage(name, type, found));
  }

  const hash = createHash("sha256");
  const text = type.signature === "text" ? new TextCheck() : undefined;
  const notText = () =>
    appError(
      "UNSUPPORTED_MEDIA_TYPE",
      `“${name}” is not UTF-8 text throughout, as a .${type.extension} file must be.`,
    );
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      for (let chunk: Buffer | undefined = head; chunk; ) {
        if (text && !text.push(chunk)) throw notText();
        hash.update(chunk);
        yield chunk;
        const next = await source.next();
        chunk = next.done ? undefined : next.value;
      }
      if (text && !text.end()) throw notText();
    } finally {
      await source.return?.();
    }
  }

  try {
    await store.put(key, Readable.from(bytes(), { objectMode: false }), {
      length,
      contentType: type.contentType,
    });
  } catch (error) {
    if (error instanceof FileStoreError) {
      throw storeUnavailable(error, "so the file was not saved");
    }
    if (isInterrupted(error)) throw uploadInterrupted();
    throw error;
  }
  return { sizeBytes: length, sha256: hash.digest("hex") };
}
