/**
 * Sends one file to `POST /api/tasks/{taskId}/attachments?name=…` with XMLHttpRequest, whose
 * upload reports progress (fetch does not). The file is the body, as the API takes it; a failure
 * rejects with an `ApiError` (the API's status and body), or status 0 when nothing came back.
 */
import { apiUrl } from "@cairn/api-client/origins";
import { ApiError } from "@cairn/api-client/rest";
import type { Attachment } from "@cairn/schema/attachments";

export interface Upload {
  done: Promise<Attachment>;
  abort: () => void;
}

export function uploadAttachment(
  taskId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    request.open(
      "POST",
      apiUrl(`/api/tasks/${taskId}/attachments?name=${encodeURIComponent(file.name)}`),
    );
    request.withCredentials = true;
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status === 201) {
        try {
          resolve(JSON.parse(request.responseText) as Attachment);
          return;
        } catch {
          // Not the answer the API gives: reported as a failure below.
        }
      }
      reject(new ApiError(request.status, request.responseText, request.statusText));
    });
    request.addEventListener("error", () => reject(new ApiError(0, "", "Network error")));
    request.addEventListener("abort", () => reject(new ApiError(0, "", "Cancelled")));
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}
