/**
 * A download whose bytes are streamed from where they are kept (a file store) rather than
 * carried in the procedure's answer. A procedure of a `download` route returns one; the REST
 * adapter opens it and streams it to the client. Over /trpc, which answers JSON, it is its
 * name, type and size (`toJSON`): the bytes are only ever served by the REST path.
 */
import type { Readable } from "node:stream";
import { z } from "zod";

export interface StreamedFileInfo {
  filename: string;
  contentType: string;
  /** In bytes: the Content-Length. */
  size: number;
}

export class StreamedFile implements StreamedFileInfo {
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  /** Opened only when the file is sent: a call that does not send it opens nothing. */
  readonly open: () => Promise<Readable>;

  constructor(info: StreamedFileInfo, open: () => Promise<Readable>) {
    this.filename = info.filename;
    this.contentType = info.contentType;
    this.size = info.size;
    this.open = open;
  }

  toJSON(): StreamedFileInfo {
    return { filename: this.filename, contentType: this.contentType, size: this.size };
  }
}

/** The output schema of a procedure answering a StreamedFile. */
export const streamedFile = z.instanceof(StreamedFile);
