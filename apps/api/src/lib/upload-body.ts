import type { Readable } from "node:stream";

/**
 * The request body of a route whose meta declares `upload` (core/meta.ts): the bytes as they
 * arrive, unread, for the procedure to stream where they go.
 */
export interface UploadBody {
  stream: Readable;
  /** Content-Length; undefined for a body of unknown length (chunked). */
  length: number | undefined;
}
