/**
 * The Files section's pure parts (docs/tasks.md, "Attachments"): what is refused before a byte
 * is sent, an upload's error in words, and the uploads in flight — each with its progress, or
 * its error until dismissed.
 */
import {
  attachmentTypeOf,
  fileExtension,
  formatBytes,
  tooLargeMessage,
  typeNotAllowedMessage,
} from "@cairn/schema/attachments";

/** Why a file is refused before it is sent (the API would refuse it too), or undefined. */
export function precheck(
  file: { name: string; size: number },
  limits: { maxBytes: number },
): string | undefined {
  if (!attachmentTypeOf(file.name)) return `Type not allowed. ${typeNotAllowedMessage(file.name)}`;
  if (file.size > limits.maxBytes) return `Too large. ${tooLargeMessage(limits.maxBytes)}`;
  if (file.size === 0) return "The file is empty (0 bytes).";
  return undefined;
}

/** A failed upload's answer, for the person: the kind of failure first, then the API's words. */
export function uploadErrorWords(status: number, body: { error?: string } | undefined): string {
  const words = body?.error;
  if (status === 0) return "The upload did not reach Cairn. Check your connection and try again.";
  if (status === 413) return `Too large. ${words ?? "The file is over the size limit."}`;
  if (status === 415)
    return `Type not allowed. ${words ?? "This kind of file cannot be attached."}`;
  if (status === 409) return words ?? "This task holds as many files as it can.";
  return words ?? "The upload failed. Please try again.";
}

/** "PDF", "XLSX": the badge of a file's type. */
export function typeLabel(name: string): string {
  return fileExtension(name).toUpperCase() || "FILE";
}

export { formatBytes };

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** 0 to 100 while uploading; null until the browser reports any. */
  percent: number | null;
  status: "uploading" | "failed";
  error?: string;
}

export type UploadAction =
  | { type: "started"; id: string; name: string; size: number }
  | { type: "progressed"; id: string; fraction: number }
  | { type: "failed"; id: string; error: string }
  | { type: "done"; id: string }
  | { type: "dismissed"; id: string };

export function uploadsReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case "started":
      return [
        ...items,
        { id: action.id, name: action.name, size: action.size, percent: null, status: "uploading" },
      ];
    case "progressed":
      return items.map((item) =>
        item.id === action.id && item.status === "uploading"
          ? { ...item, percent: Math.round(Math.min(1, Math.max(0, action.fraction)) * 100) }
          : item,
      );
    case "failed":
      return items.map((item) =>
        item.id === action.id ? { ...item, status: "failed", error: action.error } : item,
      );
    case "done":
    case "dismissed":
      return items.filter((item) => item.id !== action.id);
  }
}
