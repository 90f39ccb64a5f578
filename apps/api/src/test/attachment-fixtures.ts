/**
 * Small files of each kind, and uploads as a client sends them (the file as the body, its name
 * in the query), for the attachment tests, the permission walk and the contract test.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import { newFileKey } from "../modules/files/file-store.js";
import type { TestApp } from "./harness.js";

/** A minimal PDF: its header, one empty page, its trailer. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export const CSV = Buffer.from("Risk,Owner,Due\nVendor late,Ada,2026-12-01\n", "utf8");

export interface UploadOptions {
  cookie?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** `POST /api/tasks/{taskId}/attachments?name=…` with the bytes as the body. */
export function uploadFile(
  t: TestApp,
  taskId: number | string,
  name: string,
  bytes: Buffer | string,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  return t.request({
    method: "POST",
    url: `/api/tasks/${taskId}/attachments?name=${encodeURIComponent(name)}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      "content-type": options.contentType ?? "application/octet-stream",
      ...options.headers,
    },
    payload: bytes,
  });
}

/** A file attached to the task by whoever `cookie` signs in (an admin may attach to any). */
export async function freshAttachment(
  t: TestApp,
  cookie: string,
  taskId: number,
  name = "walk.txt",
): Promise<number> {
  const response = await uploadFile(t, taskId, name, CSV, { cookie });
  if (response.statusCode !== 201) {
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  }
  return response.json().id as number;
}

/**
 * A file of the task as if `uploadedBy` had attached it: its bytes put in the app's store, its
 * row written (for tests that need one without an upload of their own).
 */
export async function storedAttachment(
  t: TestApp,
  taskId: number,
  uploadedBy: number,
  name = "stored.csv",
): Promise<number> {
  const key = newFileKey(`tasks/${taskId}`);
  await t.app.files.put(key, Readable.from([CSV]), {
    length: CSV.length,
    contentType: "text/csv; charset=utf-8",
  });
  const { id } = await t.db
    .insertInto("taskAttachments")
    .values({
      taskId,
      uploadedBy,
      fileName: name,
      contentType: "text/csv; charset=utf-8",
      sizeBytes: CSV.length,
      sha256: createHash("sha256").update(CSV).digest("hex"),
      storageKey: key,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
