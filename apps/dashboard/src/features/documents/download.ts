import { apiRequest } from "@cairn/api-client/rest";
import { dispositionFilename } from "./document-model";

/** Downloads a document's export (the API answers it as an attachment) into a file. */
export async function downloadDocument(
  projectId: number,
  documentId: number,
  format: "md" | "docx",
  title: string,
): Promise<string> {
  const response = await apiRequest(
    "GET",
    `/api/projects/${projectId}/documents/${documentId}/export?format=${format}`,
  );
  const filename = dispositionFilename(
    response.headers.get("content-disposition"),
    `${title}.${format}`,
  );
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
