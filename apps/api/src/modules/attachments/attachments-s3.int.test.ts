/**
 * A task's files with the S3 store (S3_BUCKET set), against the fake S3 on loopback, which
 * checks each request's SigV4 signature, date, payload hash and addressing: upload → list →
 * download → delete, the task's deletion, an S3 that fails (5xx) — retried by the outbox, given
 * up and retried by an administrator — and one that fails mid-upload, which leaves nothing.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { CSV, PDF, PNG, uploadFile } from "../../test/attachment-fixtures.js";
import { FakeS3 } from "../../test/fake-s3.js";
import { type DemoIds, demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

const fake = new FakeS3({ style: "path" });
beforeAll(() => fake.start());
afterAll(() => fake.stop());

forEachDatabase((kind) => {
  const lines: string[] = [];
  const t = useTestApp(kind, {
    env: () => ({ ...fake.env(), NOTIFICATION_RETRY_DELAYS_MS: "30,30", LOG_LEVEL: "debug" }),
    logStream: { write: (line) => lines.push(line) },
  });
  let ids: DemoIds;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ids = await demoIds(t.db);
    for (const name of ["admin", "consultant", "client"]) cookies[name] = await t.session(name);
  });
  beforeEach(() => fake.reset());

  const rows = (taskId: number) =>
    t.db.selectFrom("taskAttachments").selectAll().where("taskId", "=", taskId).execute();
  const fileDeletions = () =>
    t.db
      .selectFrom("outbox")
      .select(["id", "payload", "status", "attempts", "lastError"])
      .where("kind", "=", "file.delete")
      .orderBy("id")
      .execute();

  it("stores the upload in the bucket, lists it, streams it back and deletes it", async () => {
    const taskId = await freshTask(t.db, ids.relaunch);
    const created = await uploadFile(t, taskId, "Status report.pdf", PDF, {
      cookie: cookies.consultant,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await rows(taskId);
    const key = row?.storageKey ?? "missing";
    // Signed and accepted by the fake, under the bucket, with its length and stored type.
    const put = fake.calls("PUT");
    expect(put).toHaveLength(1);
    expect(put[0]).toMatchObject({ key, status: 200, path: `/cairn-files/${key}` });
    expect(put[0]?.headers["content-length"]).toBe(String(PDF.length));
    expect(fake.objects.get(key)).toEqual({ body: PDF, contentType: "application/pdf" });

    const listed = await t.request({
      method: "GET",
      url: `/api/tasks/${taskId}/attachments`,
      headers: { cookie: cookies.client },
    });
    expect(listed.json().attachments).toEqual([created.json()]);
    const downloaded = await t.request({
      method: "GET",
      url: created.json().url,
      headers: { cookie: cookies.client },
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(PDF);
    expect(downloaded.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(PDF.length),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(downloaded.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(fake.calls("GET")).toHaveLength(1);

    const removed = await t.request({
      method: "DELETE",
      url: created.json().url,
      headers: { cookie: cookies.consultant },
    });
    expect(removed.statusCode).toBe(204);
    await t.settleOutbox();
    expect(fake.objects.has(key)).toBe(false);
    expect(fake.calls("DELETE").map((call) => [call.key, call.status])).toEqual([[key, 204]]);
    expect(fake.requests.every((request) => request.status !== 403)).toBe(true);
  });

  it("deletes the task's objects from the bucket when the task is deleted", async () => {
    const taskId = await freshTask(t.db, ids.relaunch);
    for (const [name, bytes] of [
      ["a.pdf", PDF],
      ["b.png", PNG],
      ["c.csv", CSV],
    ] as const) {
      expect((await uploadFile(t, taskId, name, bytes, { cookie: cookies.admin })).statusCode).toBe(
        201,
      );
    }
    const keys = (await rows(taskId)).map((row) => row.storageKey);
    expect(keys.every((key) => fake.objects.has(key))).toBe(true);
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/tasks/${taskId}`,
      headers: { cookie: cookies.admin },
    });
    expect(deleted.statusCode).toBe(204);
    await t.settleOutbox();
    expect(keys.filter((key) => fake.objects.has(key))).toEqual([]);
    expect(new Set(fake.calls("DELETE").map((call) => call.key))).toEqual(new Set(keys));
  });

  it("retries a deletion the bucket answers with 5xx, until it is done", async () => {
    const taskId = await freshTask(t.db, ids.relaunch);
    const created = await uploadFile(t, taskId, "retry.csv", CSV, { cookie: cookies.admin });
    const key = (await rows(taskId))[0]?.storageKey ?? "missing";
    fake.failTimes = 2;
    await t.request({
      method: "DELETE",
      url: created.json().url,
      headers: { cookie: cookies.admin },
    });
    await t.settleOutbox();
    const message = (await fileDeletions()).find(
      (row) => JSON.stringify(row.payload) === JSON.stringify({ keys: [key] }),
    );
    expect(message).toMatchObject({ status: "delivered", attempts: 3 });
    expect(
      fake.requests.filter((request) => request.method === "DELETE").map((r) => r.status),
    ).toEqual([503, 503, 204]);
    expect(fake.objects.has(key)).toBe(false);
  });

  it("gives a deletion up after its retries, keeps the object, and lets an admin retry it", async () => {
    const taskId = await freshTask(t.db, ids.relaunch);
    const created = await uploadFile(t, taskId, "stuck.csv", CSV, { cookie: cookies.admin });
    const key = (await rows(taskId))[0]?.storageKey ?? "missing";
    fake.unavailable = true;
    await t.request({
      method: "DELETE",
      url: created.json().url,
      headers: { cookie: cookies.admin },
    });
    await t.settleOutbox();
    const failed = (await fileDeletions()).find(
      (row) => JSON.stringify(row.payload) === JSON.stringify({ keys: [key] }),
    );
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError:
        "1 of 1 stored files could not be deleted: S3 answered 503 (ServiceUnavailable) to DELETE.",
    });
    expect(fake.objects.has(key)).toBe(true);
    // The row is gone already: the file no longer shows, even while its bytes wait.
    expect(await rows(taskId)).toEqual([]);
    // What an administrator sees of it in the outbox list.
    const listed = await t.request({
      method: "GET",
      url: "/api/outbox?status=failed",
      headers: { cookie: cookies.admin },
    });
    expect(listed.json().messages).toContainEqual(
      expect.objectContaining({
        id: failed?.id,
        kind: "file.delete",
        summary: "Delete 1 stored file (docs/files.md)",
      }),
    );
    fake.unavailable = false;
    const retried = await t.request({
      method: "POST",
      url: `/api/outbox/${failed?.id}/retry`,
      headers: { cookie: cookies.admin },
    });
    expect(retried.statusCode).toBe(200);
    await t.settleOutbox();
    expect(fake.objects.has(key)).toBe(false);
  });

  it("answers 503 and keeps nothing when the bucket fails during an upload", async () => {
    const taskId = await freshTask(t.db, ids.relaunch);
    fake.unavailable = true;
    const down = await uploadFile(t, taskId, "down.pdf", PDF, { cookie: cookies.consultant });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error:
        "The file store cannot be reached right now, so the file was not saved. Please try again in a moment.",
      code: "SERVICE_UNAVAILABLE",
    });
    fake.unavailable = false;
    // Cut off mid-body: S3 keeps nothing of an unfinished PUT, and no row is written.
    fake.cutUploadAfter = 16 * 1024;
    const big = Buffer.concat([PDF, Buffer.alloc(48 * 1024, 0x20)]);
    const cut = await uploadFile(t, taskId, "cut.pdf", big, { cookie: cookies.consultant });
    expect(cut.statusCode).toBe(503);
    expect(fake.objects.size).toBe(0);
    expect(await rows(taskId)).toEqual([]);
    const counter = await t.db
      .selectFrom("tasks")
      .select("attachmentCount")
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();
    expect(counter.attachmentCount).toBe(0);
  });

  it("answers 503 to a download while the bucket is away, and the file again after", async () => {
    const taskId = await freshTask(t.db, ids.relaunch);
    const created = await uploadFile(t, taskId, "later.png", PNG, { cookie: cookies.consultant });
    fake.unavailable = true;
    const away = await t.request({
      method: "GET",
      url: created.json().url,
      headers: { cookie: cookies.client },
    });
    expect(away.statusCode).toBe(503);
    expect(away.json().error).toBe(
      "The file store cannot be reached right now, so the file cannot be sent. Please try again in a moment.",
    );
    fake.unavailable = false;
    const back = await t.request({
      method: "GET",
      url: created.json().url,
      headers: { cookie: cookies.client },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload).toEqual(PNG);
  });

  // Last: after every failure above was logged, answered and recorded.
  it("never lets the S3 secret reach a log, an answer or the outbox", async () => {
    const secret = fake.settings.secretAccessKey;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    const outbox = await t.db.selectFrom("outbox").select(["payload", "lastError"]).execute();
    expect(JSON.stringify(outbox)).not.toContain(secret);
    const logs = await t.db.selectFrom("systemLogs").selectAll().execute();
    expect(JSON.stringify(logs)).not.toContain(secret);
  });
});
