/**
 * The raw text of a small request body, for the routes that must see the bytes as sent (a
 * signature is computed over them): read from `ctx.upload`, refused past `maxBytes`.
 */

import { appError } from "./app-error.js";
import type { UploadBody } from "./upload-body.js";

export async function readBodyText(
  upload: UploadBody | undefined,
  maxBytes: number,
): Promise<string> {
  if (!upload) {
    throw appError(
      "BAD_REQUEST",
      "This path reads the request body as it was sent: call it over REST.",
    );
  }
  if (upload.length !== undefined && upload.length > maxBytes) {
    throw appError("PAYLOAD_TOO_LARGE", `The body is larger than ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of upload.stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBytes)
      throw appError("PAYLOAD_TOO_LARGE", `The body is larger than ${maxBytes} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}
