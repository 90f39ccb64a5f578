/**
 * Invitation e-mails through a fake SMTP server on loopback (smtp-server): what the mail server
 * receives (envelope, headers, both parts, the link), that a refused delivery is retried by the
 * outbox until it goes through, and that the link's token is never readable outside the e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decoded, FakeSmtp, header } from "../../test/fake-smtp.js";
import { demoIds, unique } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

const smtp = new FakeSmtp();
let port = 0;
beforeAll(async () => {
  port = await smtp.listen();
});
afterAll(() => smtp.close());

forEachDatabase((kind) => {
  const logLines: string[] = [];
  const t = useTestApp(kind, {
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Cairn PMO <pmo@cairn.example>",
      DASHBOARD_URL: "https://app.cairn.example",
      NOTIFICATION_RETRY_DELAYS_MS: "50,50,50",
      LOG_LEVEL: "debug",
    }),
    logStream: { write: (line) => logLines.push(line) },
  });

  async function invite(email: string) {
    const response = await t.request({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: await t.session("admin") },
      payload: { username: unique("mailed"), email, firstName: "Mona" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      user: { id: number; username: string };
      invitation: { url: string | null; emailed: boolean; email: string };
    };
  }

  describe("with SMTP_URL", () => {
    it("e-mails the link (text and HTML) from MAIL_FROM and answers no link", async () => {
      const email = `${unique("mona")}@client.example`;
      const before = smtp.received.length;
      const body = await invite(email);
      expect(body.invitation).toMatchObject({ url: null, emailed: true, email });
      await t.settleOutbox();

      const mail = smtp.received.slice(before).find((m) => m.rcptTo.includes(email));
      if (!mail) throw new Error("no e-mail reached the fake server");
      expect(mail.mailFrom).toBe("pmo@cairn.example");
      expect(mail.rcptTo).toEqual([email]);
      expect(header(mail.raw, "from")).toBe("Cairn PMO <pmo@cairn.example>");
      expect(header(mail.raw, "to")).toBe(email);
      expect(header(mail.raw, "subject")).toBe("Your invitation to Cairn");
      expect(header(mail.raw, "content-type")).toMatch(/^multipart\/alternative/);
      const text = decoded(mail.raw);
      expect(text).toMatch(/Content-Type: text\/plain/);
      expect(text).toMatch(/Content-Type: text\/html/);
      const links = [
        ...text.matchAll(/https:\/\/app\.cairn\.example\/invitation\/([A-Za-z0-9_-]{43})/g),
      ];
      // Once in the text part, twice in the HTML part (the button and the written link).
      expect(links.length).toBeGreaterThanOrEqual(3);
      const token = links[0]?.[1] ?? "";
      expect(new Set(links.map((link) => link[1]))).toEqual(new Set([token]));
      expect(text).toContain(body.user.username);

      // The link in the e-mail is the one that works.
      const read = await t.request({ method: "GET", url: `/api/invitations/${token}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ username: body.user.username, firstName: "Mona" });

      // Nowhere else in clear: not in the outbox row (sealed), the logs or the system log.
      const rows = await t.db
        .selectFrom("outbox")
        .select("payload")
        .where("kind", "=", "email")
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(token);
      // Each request was logged (LOG_LEVEL=debug), the invitation's with its path redacted.
      expect(logLines.join("\n")).toContain("/api/invitations/[token]");
      expect(logLines.join("\n")).not.toContain(token);
      const logs = await t.db.selectFrom("systemLogs").selectAll().execute();
      expect(JSON.stringify(logs)).not.toContain(token);
    });

    it("retries a delivery the mail server put off, and loses nothing", async () => {
      const email = `${unique("retry")}@client.example`;
      smtp.refuseNext = 2;
      const attemptsBefore = smtp.attempts;
      await invite(email);
      await t.settleOutbox();
      expect(smtp.attempts - attemptsBefore).toBe(3);
      expect(smtp.received.filter((m) => m.rcptTo.includes(email))).toHaveLength(1);
      const row = await t.db
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .where("kind", "=", "email")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "delivered", attempts: 3 });
    });

    it("lists the e-mail to an admin by address and subject only", async () => {
      const email = `${unique("listed")}@client.example`;
      smtp.refuseNext = 10;
      await invite(email);
      await t.settleOutbox();
      smtp.refuseNext = 0;
      const response = await t.request({
        method: "GET",
        url: "/api/outbox?status=failed",
        headers: { cookie: await t.session("admin") },
      });
      const failed = (response.json() as { messages: { summary: string; lastError: string }[] })
        .messages;
      expect(failed).toContainEqual(
        expect.objectContaining({
          summary: `E-mail to ${email}: Your invitation to Cairn`,
          lastError: "The mail server did not take the e-mail (SMTP 451).",
        }),
      );
    });

    it("e-mails a converted lead's invitation with the conversion", async () => {
      const ids = await demoIds(t.db);
      const email = `${unique("won")}@client.example`;
      const { id: leadId } = await t.db
        .insertInto("leads")
        .values({ name: "Won Lead", email, status: "won", assignedTo: ids.users.consultant })
        .returning("id")
        .executeTakeFirstOrThrow();
      const response = await t.request({
        method: "POST",
        url: `/api/leads/${leadId}/convert`,
        headers: { cookie: await t.session("consultant") },
        payload: { projectName: "Won project", plan: "empty" },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ invitation: { emailed: true, url: null, email } });
      await t.settleOutbox();
      expect(smtp.received.filter((m) => m.rcptTo.includes(email))).toHaveLength(1);
    });
  });
});
