/**
 * An import's file as it arrives (docs/imports.md, "Limits"): its size from Content-Length,
 * checked before a byte is read (413 over IMPORT_MAX_BYTES); its bytes UTF-8 text to the last
 * one, a byte-order mark allowed (415 otherwise); a Trello export starting as JSON does (415).
 * The bytes are handed on as they come, never held whole.
 */
import type { ImportSource } from "@cairn/schema/tool-stack";
import { appError } from "../../lib/app-error.js";
import type { UploadBody } from "../../lib/upload-body.js";
import { TextCheck } from "../files/sniff.js";

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

export function checkUploadSize(upload: UploadBody | undefined, maxBytes: number): UploadBody {
  if (!upload) {
    throw appError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the file as the body of POST /api/projects/{projectId}/imports (REST), not through /trpc.",
    );
  }
  if (upload.length === undefined) {
    throw appError(
      "BAD_REQUEST",
      "Send the file's size in the Content-Length header: a body of unknown length cannot be imported.",
    );
  }
  if (upload.length > maxBytes) {
    throw appError(
      "PAYLOAD_TOO_LARGE",
      `The file is ${mib(upload.length)}; an import takes files of at most ${mib(maxBytes)}. ` +
        "Export fewer items at a time, or split the file.",
    );
  }
  if (upload.length === 0) throw appError("BAD_REQUEST", "The file is empty (0 bytes).");
  return upload;
}

function isInterrupted(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ECONNABORTED";
}

/** The upload's bytes, checked as they pass. */
export async function* checkedBytes(
  upload: UploadBody,
  name: string,
  source: ImportSource,
): AsyncGenerator<Buffer> {
  // Never destroyed here: on a refusal the REST adapter reads the rest so the client is answered.
  const iterator = upload.stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
  const text = new TextCheck();
  const notText = () =>
    appError(
      "UNSUPPORTED_MEDIA_TYPE",
      `“${name}” is not UTF-8 text throughout. Save or export it as UTF-8 (CSV UTF-8 in Excel).`,
    );
  let first = true;
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        if (isInterrupted(error)) {
          throw appError(
            "BAD_REQUEST",
            "The upload was interrupted before the whole file arrived.",
          );
        }
        throw error;
      }
      if (next.done) break;
      const chunk = next.value;
      if (!text.push(chunk)) throw notText();
      if (first && source === "trello-json") {
        const start = chunk
          .toString("utf8")
          .replace(/^\uFEFF/, "")
          .trimStart();
        if (start !== "" && !start.startsWith("{")) {
          throw appError(
            "UNSUPPORTED_MEDIA_TYPE",
            `“${name}” is not JSON: a Trello board export is a JSON file (Export as JSON in Trello).`,
          );
        }
        if (start !== "") first = false;
      }
      yield chunk;
    }
    if (!text.end()) throw notText();
  } finally {
    await iterator.return?.();
  }
}
