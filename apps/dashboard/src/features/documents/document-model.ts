/**
 * What the documents screens compute, as pure functions: a line diff between two versions,
 * where a body still has placeholders to fill in, a template's fields shown as placeholders in
 * a preview, and the download of an exported file.
 */
import { PLACEHOLDER } from "@cairn/schema/documents";
import { diffLines } from "diff";

export interface DiffLine {
  kind: "added" | "removed" | "same";
  text: string;
}

/** The lines of `after` against `before`: added, removed or the same, in reading order. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    const text = part.value.endsWith("\n") ? part.value.slice(0, -1) : part.value;
    for (const line of text.split("\n")) lines.push({ kind, text: line });
  }
  return lines;
}

export function diffCounts(lines: readonly DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((line) => line.kind === "added").length,
    removed: lines.filter((line) => line.kind === "removed").length,
  };
}

/** The placeholders still in a body (`_(team size)_` → "team size"), each once. */
export function placeholdersIn(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))];
}

/** A template's body for a preview: each `{{field}}` shown as a placeholder, `_(project.name)_`. */
export function previewBody(body: string): string {
  return body.replace(/\{\{\s*([a-zA-Z.]+)\s*\}\}/g, (_, field: string) => `_(${field})_`);
}

/** The file name of a Content-Disposition header (its UTF-8 form when it has one). */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}
