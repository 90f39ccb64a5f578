/**
 * A task's files with the local-disk store (DATA_DIR/files), on each database: upload → list →
 * download → delete, what each role may do, the limits (size, type by bytes and extension,
 * name, count), and that no row ever names a missing file — a refused, interrupted or rolled
 * back upload leaves nothing on disk, and deleting a file or its task deletes the stored bytes
 * through the outbox. The S3 store: attachments-s3.int.test.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV, PDF, PNG, storedAttachment, uploadFile } from "../../test/attachment-fixtures.js";
import {
  type DemoIds,
  demoIds,
  FRESH_PASSWORD,
  freshProject,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import {
  loginOver,
  type ServerProcess,
  seededDataDir,
  startServer,
} from "../../test/server-process.js";
import { hashPassword } from "../auth/password.js";

const MAX_BYTES = 64 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file under a folder, as paths relative to it (`tasks/12/…`, `.incoming/….part`). */
function filesUnder(root: string, prefix = ""): string[] {
  if (!existsSync(join(root, prefix))) return [];
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(root, path) : [path];
  });
}

forEachDatabase((kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-attachments-"));
  const filesDir = join(dataDir, "files");
  const t = useTestApp(kind, {
    env: {
      DATA_DIR: dataDir,
      ATTACHMENT_MAX_BYTES: String(MAX_BYTES),
      NOTIFICATION_RETRY_DELAYS_MS: "20,20",
    },
  });
  let ids: DemoIds;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ids = await demoIds(t.db);
    // The demo's other consultant and client have no password: give them one to sign in with.
    await t.db
      .updateTable("users")
      .set({ passwordHash: await hashPassword(FRESH_PASSWORD) })
      .where("username", "in", ["priya", "dana"])
      .execute();
    for (const name of ["admin", "consultant", "client"]) cookies[name] = await t.session(name);
    for (const name of ["priya", "dana"]) cookies[name] = await t.login(name, FRESH_PASSWORD);
  });

  const relaunchTask = () => freshTask(t.db, ids.relaunch);
  const rows = (taskId: number) =>
    t.db.selectFrom("taskAttachments").selectAll().where("taskId", "=", taskId).execute();
  const stored = () => filesUnder(filesDir).filter((path) => !path.startsWith(".incoming/"));
  const parts = () => filesUnder(filesDir).filter((path) => path.startsWith(".incoming/"));
  const taskCounter = async (taskId: number) =>
    (
      await t.db
        .selectFrom("tasks")
        .select("attachmentCount")
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow()
    ).attachmentCount;
  const history = (taskId: number) =>
    t.db
      .selectFrom("taskActivity")
      .select(["kind", "detail", "actorId"])
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
  const boardVersion = async () =>
    (
      await t.db
        .selectFrom("projects")
        .select("boardVersion")
        .where("id", "=", ids.relaunch)
        .executeTakeFirstOrThrow()
    ).boardVersion;

  it("attaches a file: stored on disk, listed, downloaded byte for byte, then removed", async () => {
    const taskId = await relaunchTask();
    const versionBefore = await boardVersion();
    const now = new Date("2026-11-26T10:15:00.000Z");
    t.setNow(now);
    const created = await uploadFile(t, taskId, "Kick-off deck.pdf", PDF, {
      cookie: cookies.consultant,
    });
    // The clock runs on from here (outbox messages are due by it).
    t.setNow(new Date());
    expect(created.statusCode, created.body).toBe(201);
    const consultant = await t.db
      .selectFrom("users")
      .select(["id", "firstName", "lastName"])
      .where("id", "=", ids.users.consultant)
      .executeTakeFirstOrThrow();
    const name = `${consultant.firstName} ${consultant.lastName}`;
    const attachment = created.json();
    expect(attachment).toEqual({
      id: expect.any(Number),
      taskId,
      fileName: "Kick-off deck.pdf",
      contentType: "application/pdf",
      kind: "pdf",
      sizeBytes: PDF.length,
      uploadedBy: {
        id: ids.users.consultant,
        name,
        initials: `${consultant.firstName?.[0]}${consultant.lastName?.[0]}`.toUpperCase(),
      },
      createdAt: now.toISOString(),
      url: `/api/tasks/${taskId}/attachments/${attachment.id}`,
    });

    // The row names the stored file, whose bytes are the upload's.
    const [row] = await rows(taskId);
    expect(row).toMatchObject({
      fileName: "Kick-off deck.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      sha256: sha256(PDF),
      uploadedBy: ids.users.consultant,
    });
    expect(row?.storageKey).toMatch(new RegExp(`^tasks/${taskId}/[0-9a-f]{32}$`));
    expect(readFileSync(join(filesDir, row?.storageKey ?? "missing"))).toEqual(PDF);
    expect(parts()).toEqual([]);
    // The card's counter, the task's history and the board's version (its live event).
    expect(await taskCounter(taskId)).toBe(1);
    expect(await history(taskId)).toEqual([
      { kind: "attached", detail: "Kick-off deck.pdf", actorId: ids.users.consultant },
    ]);
    expect(await boardVersion()).toBe(versionBefore + 1);

    // The project's client reads the list and downloads the file.
    const listed = await t.request({
      method: "GET",
      url: `/api/tasks/${taskId}/attachments`,
      headers: { cookie: cookies.client },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      attachments: [attachment],
      limits: { maxBytes: MAX_BYTES, maxFiles: 100 },
    });
    const downloaded = await t.request({
      method: "GET",
      url: attachment.url,
      headers: { cookie: cookies.client },
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(PDF);
    expect(downloaded.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(PDF.length),
      "content-disposition":
        "attachment; filename=\"Kick-off deck.pdf\"; filename*=UTF-8''Kick-off%20deck.pdf",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });

    // Removed: the row and the counter at once, the stored file through the outbox.
    const removed = await t.request({
      method: "DELETE",
      url: attachment.url,
      headers: { cookie: cookies.consultant },
    });
    expect(removed.statusCode).toBe(204);
    expect(await rows(taskId)).toEqual([]);
    expect(await taskCounter(taskId)).toBe(0);
    expect((await history(taskId)).at(-1)).toEqual({
      kind: "attachment_removed",
      detail: "Kick-off deck.pdf",
      actorId: ids.users.consultant,
    });
    const queued = await t.db
      .selectFrom("outbox")
      .select(["payload"])
      .where("kind", "=", "file.delete")
      .execute();
    expect(queued.map((message) => message.payload)).toContainEqual({ keys: [row?.storageKey] });
    await t.settleOutbox();
    expect(existsSync(join(filesDir, row?.storageKey ?? "missing"))).toBe(false);
    const gone = await t.request({
      method: "GET",
      url: attachment.url,
      headers: { cookie: cookies.client },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: `Task ${taskId} has no attachment ${attachment.id}.`,
      code: "NOT_FOUND",
    });
  });

  it("keeps a name in any script and serves it with its UTF-8 filename", async () => {
    const taskId = await relaunchTask();
    const name = "Überblick – Q3 ✓.csv";
    const created = await uploadFile(t, taskId, `  ${name} `, CSV, { cookie: cookies.admin });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      fileName: name,
      contentType: "text/csv; charset=utf-8",
      kind: "spreadsheet",
    });
    const downloaded = await t.request({
      method: "GET",
      url: created.json().url,
      headers: { cookie: cookies.consultant },
    });
    expect(downloaded.headers["content-disposition"]).toBe(
      `attachment; filename="_berblick _ Q3 _.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(downloaded.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(downloaded.rawPayload).toEqual(CSV);
  });

  describe("who may do what", () => {
    it("lets the project's client attach and remove their own file, not the consultant's", async () => {
      const taskId = await relaunchTask();
      const mine = await uploadFile(t, taskId, "signed-off.png", PNG, { cookie: cookies.client });
      expect(mine.statusCode, mine.body).toBe(201);
      const theirs = await uploadFile(t, taskId, "plan.csv", CSV, { cookie: cookies.consultant });
      expect(theirs.statusCode).toBe(201);
      const refused = await t.request({
        method: "DELETE",
        url: theirs.json().url,
        headers: { cookie: cookies.client },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: `Only the person who attached “plan.csv” or someone who may change task ${taskId} can remove it.`,
        code: "FORBIDDEN",
      });
      const removed = await t.request({
        method: "DELETE",
        url: mine.json().url,
        headers: { cookie: cookies.client },
      });
      expect(removed.statusCode).toBe(204);
      expect((await rows(taskId)).map((row) => row.fileName)).toEqual(["plan.csv"]);
      // The consultant of the project removes anyone's file.
      const byWriter = await uploadFile(t, taskId, "again.png", PNG, { cookie: cookies.client });
      const cleared = await t.request({
        method: "DELETE",
        url: byWriter.json().url,
        headers: { cookie: cookies.consultant },
      });
      expect(cleared.statusCode).toBe(204);
    });

    it("hides another project's task and its files (404), and wants a session (401)", async () => {
      const own = await relaunchTask();
      const file = await uploadFile(t, own, "plan.csv", CSV, { cookie: cookies.consultant });
      const url = file.json().url as string;
      for (const who of ["priya", "dana"]) {
        const cookie = cookies[who];
        const upload = await uploadFile(t, own, "x.csv", CSV, { cookie });
        expect(upload.statusCode, who).toBe(404);
        expect(upload.json()).toEqual({ error: `Task ${own} was not found.`, code: "NOT_FOUND" });
        for (const method of ["GET", "DELETE"] as const) {
          const answer = await t.request({ method, url, headers: { cookie } });
          expect(answer.statusCode, `${who} ${method}`).toBe(404);
        }
        const list = await t.request({
          method: "GET",
          url: `/api/tasks/${own}/attachments`,
          headers: { cookie },
        });
        expect(list.statusCode).toBe(404);
      }
      expect((await uploadFile(t, own, "x.csv", CSV)).statusCode).toBe(401);
      expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
      expect(await rows(own)).toHaveLength(1);
    });

    it("lets a consultant assigned to the task attach, and refuses a reader who is not its client", async () => {
      const assigned = await freshTask(t.db, ids.relaunch, ids.users.priya);
      expect(
        (
          await uploadFile(t, assigned, "notes.md", Buffer.from("# Notes\n"), {
            cookie: cookies.priya,
          })
        ).statusCode,
      ).toBe(201);
      // The demo client, assigned a task of a project that is not theirs: they read it, but
      // neither change it nor own its project.
      const elsewhere = await freshTask(t.db, ids.payments, ids.users.client);
      const refused = await uploadFile(t, elsewhere, "x.csv", CSV, { cookie: cookies.client });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: `Your account may see task ${elsewhere} but not attach files to it.`,
        code: "FORBIDDEN",
      });
      const listed = await t.request({
        method: "GET",
        url: `/api/tasks/${elsewhere}/attachments`,
        headers: { cookie: cookies.client },
      });
      expect(listed.statusCode).toBe(200);
      expect(await rows(elsewhere)).toEqual([]);
    });
  });

  describe("limits", () => {
    it("refuses a file over ATTACHMENT_MAX_BYTES with 413, storing nothing", async () => {
      const taskId = await relaunchTask();
      const before = stored();
      const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
      const answer = await uploadFile(t, taskId, "big.pdf", big, { cookie: cookies.consultant });
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({
        error: "The file is larger than the 64 KiB limit.",
        code: "PAYLOAD_TOO_LARGE",
      });
      // Exactly at the limit is fine.
      const fits = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES - PDF.length, 0x20)]);
      expect(
        (await uploadFile(t, taskId, "fits.pdf", fits, { cookie: cookies.consultant })).statusCode,
      ).toBe(201);
      expect((await rows(taskId)).map((row) => row.fileName)).toEqual(["fits.pdf"]);
      expect(stored()).toHaveLength(before.length + 1);
    });

    it("refuses types off the allow-list by extension: executables, scripts, HTML, SVG, XML", async () => {
      const taskId = await relaunchTask();
      for (const name of [
        "setup.exe",
        "page.html",
        "logo.svg",
        "feed.xml",
        "run.sh",
        "macro.docm",
        "README",
      ]) {
        const answer = await uploadFile(t, taskId, name, CSV, { cookie: cookies.consultant });
        expect(answer.statusCode, name).toBe(415);
        expect(answer.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
      }
      const exe = await uploadFile(t, taskId, "setup.exe", CSV, { cookie: cookies.consultant });
      expect(exe.json().error).toBe(
        ".exe files cannot be attached. You can attach PDFs, images (PNG, JPEG, GIF, WebP), " +
          "Word, Excel and PowerPoint files, OpenDocument files, text, Markdown, CSV and ZIP files.",
      );
      expect(await rows(taskId)).toEqual([]);
    });

    it("refuses bytes that are not what the extension says, whatever Content-Type claims", async () => {
      const taskId = await relaunchTask();
      const before = stored();
      const html = Buffer.from(
        "<!DOCTYPE html><html><body><script>alert(document.cookie)</script>",
      );
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
      const cases: Array<[string, Buffer, string, string]> = [
        ["report.pdf", html, "application/pdf", "holds HTML or XML"],
        ["notes.txt", html, "text/plain", "holds HTML or XML"],
        ["logo.png", svg, "image/png", "holds HTML or XML"],
        ["drawing.md", svg, "text/markdown", "holds HTML or XML"],
        ["photo.jpg", PNG, "image/jpeg", "its first bytes are a PNG image"],
        ["tool.zip", Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), "application/zip", "no type"],
        ["sheet.xlsx", PDF, "application/octet-stream", "its first bytes are a PDF"],
      ];
      for (const [name, bytes, contentType, why] of cases) {
        const answer = await uploadFile(t, taskId, name, bytes, {
          cookie: cookies.consultant,
          contentType,
        });
        expect(answer.statusCode, name).toBe(415);
        expect(answer.json().error, name).toContain(why);
      }
      expect(
        (await uploadFile(t, taskId, "notes.txt", html, { cookie: cookies.consultant })).json()
          .error,
      ).toBe(
        "“notes.txt” holds HTML or XML, which cannot be attached (it could run in a browser).",
      );
      expect(await rows(taskId)).toEqual([]);
      expect(stored()).toEqual(before);
    });

    it("checks text to its last byte: a NUL past the first 4 KiB stores nothing", async () => {
      const taskId = await relaunchTask();
      const before = stored();
      const text = Buffer.concat([
        Buffer.from("Risk,Owner\n".repeat(1000)),
        Buffer.from([0x00]),
        Buffer.from("more\n"),
      ]);
      const answer = await uploadFile(t, taskId, "risks.csv", text, { cookie: cookies.consultant });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        error: "“risks.csv” is not UTF-8 text throughout, as a .csv file must be.",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
      expect(await rows(taskId)).toEqual([]);
      expect(stored()).toEqual(before);
      expect(parts()).toEqual([]);
    });

    it("refuses names with a path, a leading dot or control characters, and empty files (400)", async () => {
      const taskId = await relaunchTask();
      for (const name of ["../../etc/passwd.txt", "a\\b.txt", ".env.txt", "bad\u0007.txt", "   "]) {
        const answer = await uploadFile(t, taskId, name, CSV, { cookie: cookies.consultant });
        expect(answer.statusCode, JSON.stringify(name)).toBe(400);
        expect(answer.json().issues[0].path).toEqual(["name"]);
      }
      const unnamed = await t.request({
        method: "POST",
        url: `/api/tasks/${taskId}/attachments`,
        headers: { cookie: cookies.consultant, "content-type": "text/csv" },
        payload: CSV,
      });
      expect(unnamed.statusCode).toBe(400);
      const empty = await uploadFile(t, taskId, "empty.txt", Buffer.alloc(0), {
        cookie: cookies.consultant,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe("“empty.txt” is empty (0 bytes).");
      expect(await rows(taskId)).toEqual([]);
    });

    it("wants the file's length: a chunked body is refused with 400", async () => {
      const taskId = await relaunchTask();
      const answer = await t.request({
        method: "POST",
        url: `/api/tasks/${taskId}/attachments?name=chunked.csv`,
        headers: { cookie: cookies.consultant, "content-type": "text/csv" },
        payload: Readable.from([CSV]),
      });
      expect(answer.headers["content-length"]).not.toBe("0");
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatch(/^Send the file's size in the Content-Length header/);
      expect(await rows(taskId)).toEqual([]);
    });

    it("holds at most 100 files per task (409)", async () => {
      const taskId = await relaunchTask();
      await t.db
        .insertInto("taskAttachments")
        .values(
          Array.from({ length: 100 }, (_, index) => ({
            taskId,
            uploadedBy: ids.users.consultant,
            fileName: `file-${index}.txt`,
            contentType: "text/plain; charset=utf-8",
            sizeBytes: 1,
            sha256: "0".repeat(64),
            storageKey: `tasks/${taskId}/placeholder${index}`,
          })),
        )
        .execute();
      const answer = await uploadFile(t, taskId, "one-more.csv", CSV, {
        cookie: cookies.consultant,
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        error: `Task ${taskId} already holds 100 files, the most a task can hold. Remove one before attaching another.`,
        code: "CONFLICT",
      });
      expect(await rows(taskId)).toHaveLength(100);
      await t.db.deleteFrom("taskAttachments").where("taskId", "=", taskId).execute();
    });

    it("takes files over REST only: /trpc, which carries JSON, is told where to send them", async () => {
      const taskId = await relaunchTask();
      const answer = await t.request({
        method: "POST",
        url: "/trpc/attachments.upload",
        headers: { cookie: cookies.consultant, "content-type": "application/json" },
        payload: { taskId, name: "x.csv" },
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json().error.message).toMatch(
        /^Send the file itself as the body of POST \/api\/tasks\/\{taskId\}\/attachments/,
      );
      // A download there answers what the file is; its bytes come only over REST.
      const file = await uploadFile(t, taskId, "plan.csv", CSV, { cookie: cookies.consultant });
      const input = encodeURIComponent(JSON.stringify({ taskId, attachmentId: file.json().id }));
      const described = await t.request({
        method: "GET",
        url: `/trpc/attachments.download?input=${input}`,
        headers: { cookie: cookies.client },
      });
      expect(described.statusCode).toBe(200);
      expect(described.json().result.data).toEqual({
        filename: "plan.csv",
        contentType: "text/csv; charset=utf-8",
        size: CSV.length,
      });
    });
  });

  describe("no row names a missing file, no file outlives its row", () => {
    it("deletes the task's stored files with the task, through the outbox", async () => {
      const taskId = await relaunchTask();
      const first = await uploadFile(t, taskId, "a.pdf", PDF, { cookie: cookies.consultant });
      const second = await uploadFile(t, taskId, "b.png", PNG, { cookie: cookies.client });
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const keys = (await rows(taskId)).map((row) => row.storageKey);
      expect(keys.every((key) => existsSync(join(filesDir, key)))).toBe(true);
      const deleted = await t.request({
        method: "DELETE",
        url: `/api/tasks/${taskId}`,
        headers: { cookie: cookies.consultant },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await rows(taskId)).toEqual([]);
      const queued = await t.db
        .selectFrom("outbox")
        .select("payload")
        .where("kind", "=", "file.delete")
        .execute();
      expect(queued.map((message) => message.payload)).toContainEqual({ keys });
      await t.settleOutbox();
      expect(keys.filter((key) => existsSync(join(filesDir, key)))).toEqual([]);
    });

    it("deletes every stored file of a project through the outbox, 25 keys a message", async () => {
      const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
      const tasks = [await freshTask(t.db, projectId), await freshTask(t.db, projectId)];
      for (let index = 0; index < 30; index++) {
        await storedAttachment(t, tasks[index % 2] ?? 0, ids.users.consultant, `f${index}.csv`);
      }
      const keys = (
        await t.db
          .selectFrom("taskAttachments")
          .select("storageKey")
          .where("taskId", "in", tasks)
          .execute()
      ).map((row) => row.storageKey);
      expect(keys.every((key) => existsSync(join(filesDir, key)))).toBe(true);
      const before = (await t.db.selectFrom("outbox").select("id").execute()).length;
      // The project deleted with its typed confirmation (docs/projects.md), tasks and all.
      const { name } = await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      const removed = await t.request({
        method: "DELETE",
        url: `/api/projects/${projectId}?confirm=${encodeURIComponent(name)}`,
        headers: { cookie: await t.session("admin") },
      });
      expect(removed.statusCode).toBe(204);
      expect(await t.db.selectFrom("tasks").where("projectId", "=", projectId).execute()).toEqual(
        [],
      );
      const messages = await t.db
        .selectFrom("outbox")
        .select("payload")
        .where("kind", "=", "file.delete")
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      expect((await t.db.selectFrom("outbox").select("id").execute()).length).toBe(before + 2);
      const queued = messages.flatMap((message) => (message.payload as { keys: string[] }).keys);
      expect(
        messages.map((message) => (message.payload as { keys: string[] }).keys.length).sort(),
      ).toEqual([25, 5]);
      expect(new Set(queued)).toEqual(new Set(keys));
      await t.settleOutbox();
      expect(keys.filter((key) => existsSync(join(filesDir, key)))).toEqual([]);
    });

    it("removes the stored file when the transaction that would name it fails", async () => {
      const taskId = await relaunchTask();
      const before = stored();
      // The database refuses this one row, after the file is already stored.
      await sql`
        create function cairn_test_refuse_attachment() returns trigger language plpgsql as $$
        begin
          if new.file_name = 'refused.csv' then raise exception 'refused by the test'; end if;
          return new;
        end $$`.execute(t.db);
      await sql`
        create trigger cairn_test_refuse before insert on task_attachments
        for each row execute function cairn_test_refuse_attachment()`.execute(t.db);
      try {
        const answer = await uploadFile(t, taskId, "refused.csv", CSV, {
          cookie: cookies.consultant,
        });
        expect(answer.statusCode).toBe(500);
        expect(answer.json().code).toBe("INTERNAL_SERVER_ERROR");
      } finally {
        await sql`drop trigger cairn_test_refuse on task_attachments`.execute(t.db);
        await sql`drop function cairn_test_refuse_attachment()`.execute(t.db);
      }
      expect(await rows(taskId)).toEqual([]);
      expect(await taskCounter(taskId)).toBe(0);
      expect(stored()).toEqual(before);
      expect(parts()).toEqual([]);
    });

    it("keeps nothing of an upload whose client goes away mid-file", async () => {
      const taskId = await relaunchTask();
      const before = stored();
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = new URL(address);
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `POST /api/tasks/${taskId}/attachments?name=half.pdf HTTP/1.1\r\n` +
              `Host: 127.0.0.1\r\nCookie: ${cookies.consultant}\r\n` +
              "Content-Type: application/pdf\r\nContent-Length: 60000\r\n\r\n",
          );
          socket.write(Buffer.concat([PDF, Buffer.alloc(20_000, 0x20)]), () => {
            setTimeout(() => {
              socket.destroy();
              resolve();
            }, 200);
          });
        });
      });
      // Whatever the server was doing with it, it ends with nothing half-written.
      await expect.poll(() => parts(), { timeout: 10_000 }).toEqual([]);
      expect(await rows(taskId)).toEqual([]);
      expect(stored()).toEqual(before);
    });
  });
});

describe("a file over the limit, sent whole without waiting", () => {
  // A process of its own, as `npm start` runs it (see security/oversize-body.int.test.ts).
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill("SIGKILL");
  });

  it("is answered 413 in the API's shape every time, the rest of the body read and dropped", async () => {
    server = startServer({
      DATA_DIR: seededDataDir("cairn-attach-413-"),
      ATTACHMENT_MAX_BYTES: "65536",
    });
    await server.waitForReady();
    const base = server.url();
    const cookie = await loginOver(base, "admin", "cairn-admin-demo");
    const tasks = (await (await fetch(`${base}/api/tasks`, { headers: { cookie } })).json()) as {
      id: number;
    }[];
    const taskId = tasks[0]?.id;
    expect(taskId).toBeDefined();
    const body = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${base}/api/tasks/${taskId}/attachments?name=big.pdf`, {
        method: "POST",
        headers: { cookie, "content-type": "application/pdf" },
        body,
      });
      expect(response.status, `try ${i + 1}`).toBe(413);
      expect(await response.json()).toEqual({
        error: "The file is larger than the 64 KiB limit.",
        code: "PAYLOAD_TOO_LARGE",
      });
    }
  }, 120_000);
});
