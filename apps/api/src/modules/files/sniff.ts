/**
 * What a file's first bytes say it is (docs/files.md, "Types"): the magic numbers of the formats
 * on the allow-list (`@cairn/schema/attachments`), or text. A file is taken only when its bytes
 * and its extension agree, so an `.html` page renamed `.pdf`, or a script renamed `.txt` that
 * starts with markup, is refused; text is also checked to its last byte (`TextCheck`).
 */
import type { FileSignature } from "@cairn/schema/attachments";

/** How many first bytes decide (more than any signature below, and a text's first lines). */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const MAGIC: ReadonlyArray<[FileSignature, (head: Uint8Array) => boolean]> = [
  ["pdf", (head) => startsWith(head, ascii("%PDF-"))],
  ["png", (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ["jpeg", (head) => startsWith(head, [0xff, 0xd8, 0xff])],
  ["gif", (head) => startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))],
  ["webp", (head) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)],
  // A local file header, or the end record of an empty archive.
  [
    "zip",
    (head) =>
      startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]),
  ],
  ["ole", (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
];

/** Tab, line feed, form feed, carriage return: the only control characters text may hold. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function hasForbiddenControl(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) return true;
  }
  return false;
}

/**
 * Checks that a stream of bytes is UTF-8 text without NUL or other control characters, chunk by
 * chunk (a character may be split between chunks). `push` and `end` answer false at the first
 * byte that is not.
 */
export class TextCheck {
  readonly #decoder = new TextDecoder("utf-8", { fatal: true });

  push(chunk: Uint8Array): boolean {
    if (hasForbiddenControl(chunk)) return false;
    try {
      this.#decoder.decode(chunk, { stream: true });
      return true;
    } catch {
      return false;
    }
  }

  end(): boolean {
    try {
      this.#decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

export type Sniffed = FileSignature | "markup" | "unknown";

/**
 * The signature of a file from its first bytes (up to SNIFF_BYTES, fewer if the file is
 * shorter): a binary format by its magic number; else text, or `markup` when the text starts
 * with `<` (HTML, XML, SVG), or `unknown`.
 */
export function sniff(head: Uint8Array): Sniffed {
  for (const [signature, matches] of MAGIC) if (matches(head)) return signature;
  const check = new TextCheck();
  // The head may end inside a character: only what came before it must be valid so far.
  if (!check.push(head)) return "unknown";
  const text = new TextDecoder("utf-8").decode(head).replace(/^\uFEFF/, "");
  return text.trimStart().startsWith("<") ? "markup" : "text";
}
