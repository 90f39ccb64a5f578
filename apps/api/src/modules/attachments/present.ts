import {
  ATTACHMENT_CONTENT_TYPES,
  type Attachment,
  attachmentTypeOf,
} from "@cairn/schema/attachments";
import { initialsOfName, type TaskPerson } from "@cairn/schema/task-activity";
import type { AttachmentRow } from "./attachments.repo.js";

function uploader(row: AttachmentRow): TaskPerson {
  if (row.uploadedBy === null || row.uploaderUsername === null) return null;
  const full = [row.uploaderFirstName, row.uploaderLastName].filter(Boolean).join(" ").trim();
  const name = full || row.uploaderUsername;
  return { id: row.uploadedBy, name, initials: initialsOfName(name) };
}

/**
 * The type a stored file is served with: the one it was stored with, when that is on the
 * allow-list (it always is, as uploads are checked); anything else as plain bytes.
 */
export function servedType(contentType: string): string {
  return ATTACHMENT_CONTENT_TYPES.includes(contentType) ? contentType : "application/octet-stream";
}

export function attachmentUrl(taskId: number, attachmentId: number): string {
  return `/api/tasks/${taskId}/attachments/${attachmentId}`;
}

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    taskId: row.taskId,
    fileName: row.fileName,
    contentType: servedType(row.contentType),
    kind: attachmentTypeOf(row.fileName)?.kind ?? "document",
    sizeBytes: row.sizeBytes,
    uploadedBy: uploader(row),
    createdAt: row.createdAt,
    url: attachmentUrl(row.taskId, row.id),
  };
}
