/**
 * The daily e-mail digest through a fake SMTP server on loopback, on a frozen clock, on both
 * databases: one e-mail per person and day listing their unread notifications not e-mailed yet
 * (title, who, when, a link into the dashboard), those then marked `emailed_at`; nothing before
 * the digest hour, nothing twice the same day however many runs or processes, nothing for a
 * person who turned it off or is disabled, and nothing at all without SMTP.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { SecretBox } from "../../lib/secret-box.js";
import { FakeSmtp, header, mailParts } from "../../test/fake-smtp.js";
import { demoIds, freshAccount, freshLead, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { type DigestDependencies, runEmailDigests } from "./digests.js";
import { notify } from "./notify.js";

const smtp = new FakeSmtp();
let port = 0;
beforeAll(async () => {
  port = await smtp.listen();
});
afterAll(() => smtp.close());

const ORIGIN = "https://app.cairn.example";

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Cairn PMO <pmo@cairn.example>",
      DASHBOARD_URL: ORIGIN,
      NOTIFICATION_RETRY_DELAYS_MS: "50,50,50",
    }),
  });
  let second: DatabaseHandle | undefined;
  let other: Kysely<Database>;
  let deps: DigestDependencies;
  beforeAll(() => {
    second = t.database.url ? openPostgres(t.database.url) : undefined;
    other = second?.db ?? t.db;
    deps = {
      secretBox: t.app.secretBox,
      mail: t.app.config.mail,
      dashboardOrigin: t.app.config.dashboardOrigin,
    };
  });
  afterAll(() => second?.close());

  /**
   * The job at a frozen moment, the app's clock (its outbox worker's) at the same moment, as in
   * a process where both read one clock.
   */
  const digestAt = (iso: string, db: Kysely<Database> = t.db) => {
    t.setNow(new Date(iso));
    return runEmailDigests(db, deps, new Date(iso));
  };

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.rcptTo.includes(email));

  /** A fresh account whose address is its username's (so its e-mails are found by it). */
  async function account(role: "user" | "consultant") {
    const made = await freshAccount(t.db, role);
    const email = `${made.username}@example.com`;
    await t.db.updateTable("users").set({ email }).where("id", "=", made.id).execute();
    return { ...made, email };
  }

  /** Notifications written at `at` for a person (through notify, as every cause does). */
  const tell = (
    userId: number,
    at: string,
    notices: Array<Partial<Parameters<typeof notify>[1][number]> & { title: string }>,
  ) =>
    notify(
      t.db,
      notices.map((notice) => ({ userId, kind: "assigned" as const, actorId: null, ...notice })),
      new Date(at),
    );

  const emailedAt = async (ids: number[]) =>
    (
      await t.db
        .selectFrom("notifications")
        .select(["id", "emailedAt"])
        .where("id", "in", ids)
        .orderBy("id")
        .execute()
    ).map((row) => row.emailedAt);

  describe("runEmailDigests", () => {
    it("e-mails each person's unread notifications once a day, from the digest hour", async () => {
      const ids = await demoIds(t.db);
      const person = await account("user");
      const email = person.email;
      await t.db
        .updateTable("users")
        .set({ firstName: "Ines" })
        .where("id", "=", person.id)
        .execute();
      const projectId = await freshProject(t.db, { clientId: person.id });
      const taskId = await freshTask(t.db, projectId, person.id);
      const leadId = await freshLead(t.db);
      const [mention, reminder, seen] = await tell(person.id, "2032-01-05T15:00:00Z", [
        {
          kind: "mention",
          actorId: ids.users.consultant,
          title: "Mentioned you on “Launch <plan>”",
          body: "Could you check the copy?",
          projectId,
          taskId,
        },
        { kind: "due_soon", title: "Due tomorrow: Sign-off", projectId, taskId },
        { title: "Already seen", leadId },
      ]);
      if (!mention || !reminder || !seen) throw new Error("notify wrote too little");
      await t.db
        .updateTable("notifications")
        .set({ readAt: "2032-01-05T16:00:00Z" })
        .where("id", "=", seen)
        .execute();

      // Before 07:00 UTC: nothing yet.
      expect((await digestAt("2032-01-06T06:59:00Z")).sent).toBe(0);
      await t.settleOutbox();
      expect(mailsTo(email)).toHaveLength(0);

      // From 07:00, whoever runs it and however often: one e-mail.
      const runs = await Promise.all([
        digestAt("2032-01-06T07:00:00Z"),
        digestAt("2032-01-06T07:00:00Z", other),
      ]);
      await digestAt("2032-01-06T12:00:00Z");
      expect(runs[0].sent + runs[1].sent).toBeGreaterThanOrEqual(1);
      await t.settleOutbox();
      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      if (!mail) throw new Error("no digest reached the fake server");
      expect(mail.mailFrom).toBe("pmo@cairn.example");
      expect(header(mail.raw, "to")).toBe(email);
      expect(header(mail.raw, "subject")).toBe("Cairn: 2 unread notifications");
      const { text, html } = mailParts(mail.raw);
      const consultant = await t.db
        .selectFrom("users")
        .select(["firstName", "lastName", "username"])
        .where("id", "=", ids.users.consultant)
        .executeTakeFirstOrThrow();
      const consultantName =
        [consultant.firstName, consultant.lastName].filter(Boolean).join(" ") ||
        consultant.username;
      const taskUrl = `${ORIGIN}/user-dashboard/projects/${projectId}/tasks/${taskId}`;
      expect(text).toContain("Hello Ines,");
      expect(text).toContain("You have 2 unread notifications in Cairn:");
      expect(text).toContain(
        [
          "- Mentioned you on “Launch <plan>”",
          "  Could you check the copy?",
          `  ${consultantName} · 5 Jan, 15:00 UTC`,
          `  ${taskUrl}`,
        ].join("\n"),
      );
      expect(text).toContain(["- Due tomorrow: Sign-off", "  Cairn · 5 Jan, 15:00 UTC"].join("\n"));
      expect(text).not.toContain("Already seen");
      // The newest first: the reminder was written after the mention (same moment, later id).
      expect(text.indexOf("Due tomorrow")).toBeLessThan(text.indexOf("Mentioned you"));
      expect(html).toContain(`<a href="${taskUrl}"`);
      expect(html).toContain("Mentioned you on “Launch &#60;plan&#62;”");
      expect(html).not.toContain("<plan>");
      expect(html).not.toContain("Already seen");

      expect(await emailedAt([mention, reminder, seen])).toEqual([
        "2032-01-06T07:00:00.000Z",
        "2032-01-06T07:00:00.000Z",
        null,
      ]);
      const marks = await t.db
        .selectFrom("scheduleMarks")
        .select(["schedule", "period"])
        .where("subjectId", "=", person.id)
        .where("schedule", "=", "digest.email")
        .execute();
      expect(marks).toEqual([{ schedule: "digest.email", period: "2032-01-06" }]);

      // A new one later that day waits for tomorrow's digest, which carries it alone.
      const [late] = await tell(person.id, "2032-01-06T13:00:00Z", [{ title: "A late one" }]);
      await digestAt("2032-01-06T23:00:00Z");
      await t.settleOutbox();
      expect(mailsTo(email)).toHaveLength(1);
      await digestAt("2032-01-07T07:01:00Z");
      await t.settleOutbox();
      const next = mailsTo(email)[1];
      if (!next || late === undefined) throw new Error("no second digest");
      expect(header(next.raw, "subject")).toBe("Cairn: 1 unread notification");
      const second = mailParts(next.raw).text;
      expect(second).toContain("A late one");
      expect(second).not.toContain("Due tomorrow");
      expect(await emailedAt([late])).toEqual(["2032-01-07T07:01:00.000Z"]);

      // Nothing unread left un-e-mailed: no digest the day after.
      await digestAt("2032-01-08T07:01:00Z");
      await t.settleOutbox();
      expect(mailsTo(email)).toHaveLength(2);
    });

    it("sends none to a person who turned it off or is disabled", async () => {
      const off = await account("user");
      const disabled = await account("consultant");
      await t.db
        .insertInto("notificationPreferences")
        .values({ userId: off.id, mutedKinds: [], emailDigest: "off" })
        .execute();
      const [a] = await tell(off.id, "2032-02-01T10:00:00Z", [{ title: "For off" }]);
      const [b] = await tell(disabled.id, "2032-02-01T10:00:00Z", [{ title: "For disabled" }]);
      await t.db
        .updateTable("users")
        .set({ disabledAt: "2032-02-01T11:00:00Z" })
        .where("id", "=", disabled.id)
        .execute();
      await digestAt("2032-02-02T08:00:00Z");
      await t.settleOutbox();
      expect(mailsTo(`${off.username}@example.com`)).toHaveLength(0);
      const outbox = await t.db.selectFrom("outbox").select("payload").execute();
      const recipients = outbox.map((row) => JSON.stringify(row.payload));
      for (const username of [off.username, disabled.username]) {
        expect(recipients.some((payload) => payload.includes(username))).toBe(false);
      }
      expect(await emailedAt([a ?? 0, b ?? 0])).toEqual([null, null]);
    });

    it("lists at most 20 and counts the rest, marking them all e-mailed", async () => {
      const person = await account("consultant");
      const written = await tell(
        person.id,
        "2032-03-01T10:00:00Z",
        Array.from({ length: 23 }, (_, i) => ({ title: `Notice number ${i + 1}.` })),
      );
      await digestAt("2032-03-02T07:30:00Z");
      await t.settleOutbox();
      const mail = mailsTo(`${person.username}@example.com`)[0];
      if (!mail) throw new Error("no digest");
      const { text } = mailParts(mail.raw);
      expect(header(mail.raw, "subject")).toBe("Cairn: 23 unread notifications");
      expect(text.match(/^- Notice number/gm)).toHaveLength(20);
      expect(text).toContain(`…and 3 more: ${ORIGIN}/consultant-dashboard`);
      expect((await emailedAt(written)).every((at) => at === "2032-03-02T07:30:00.000Z")).toBe(
        true,
      );
    });

    it("enqueues nothing, marks nothing, without SMTP", async () => {
      const person = await account("user");
      const [id] = await tell(person.id, "2032-04-01T10:00:00Z", [{ title: "Unmailed" }]);
      const before = await t.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      const result = await runEmailDigests(
        t.db,
        { secretBox: new SecretBox(randomBytes(32)), mail: undefined, dashboardOrigin: undefined },
        new Date("2032-04-02T08:00:00Z"),
      );
      expect(result.sent).toBe(0);
      const after = await t.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect(await emailedAt([id ?? 0])).toEqual([null]);
      const marks = await t.db
        .selectFrom("scheduleMarks")
        .select("period")
        .where("schedule", "=", "digest.email")
        .where("period", "=", "2032-04-02")
        .execute();
      expect(marks).toEqual([]);
    });
  });
});
