/**
 * The in-app assistant through HTTP (`POST /api/assistant/ask`), on the demo organisation: its
 * answers are the API's own figures for the asker, a client never hears of another company's
 * project, and an action changes nothing until its asker confirms it, once.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoIds, FRESH_PASSWORD, freshLead, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { hashPassword } from "../auth/password.js";
import { weekStartOf } from "../health/weekly-report.js";

/**
 * An OpenAI-compatible provider on loopback, as the wizard's tests fake it: it answers
 * `POST /v1/chat/completions` with the key as a Bearer, and only when a test has given it a
 * sentence to say (otherwise 503, and the assistant keeps its own words).
 */
const model: { say: string | undefined; seen: { headers: IncomingHttpHeaders; body: string }[] } = {
  say: undefined,
  seen: [],
};
const provider = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    model.seen.push({ headers: req.headers, body });
    const ok =
      req.method === "POST" &&
      req.url === "/v1/chat/completions" &&
      req.headers.authorization === "Bearer sk-assistant-test" &&
      model.say !== undefined;
    res.writeHead(ok ? 200 : 503, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        ok ? { choices: [{ message: { role: "assistant", content: model.say } }] } : {},
      ),
    );
  });
});
let providerUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({
      AI_BASE_URL: providerUrl,
      AI_API_KEY: "sk-assistant-test",
      AI_MODEL: "small-model",
    }),
  });

  beforeAll(async () => {
    // Dana, the client of another company, has no password in the demo: give her one.
    await t.db
      .updateTable("users")
      .set({ passwordHash: await hashPassword(FRESH_PASSWORD) })
      .where("username", "=", "dana")
      .execute();
  });

  const ask = async (cookie: string, body: object) => {
    const response = await t.request({
      method: "POST",
      url: "/api/assistant/ask",
      headers: { cookie },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  };

  describe("questions", () => {
    it("answers a project's status with the API's health, milestones and the week's finished tasks", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const { status, body } = await ask(cookie, {
        question: "/cairn status Northwind Website Relaunch",
      });
      expect(status).toBe(200);
      const health = (
        await t.request({
          method: "GET",
          url: `/api/project-health/${ids.relaunch}`,
          headers: { cookie },
        })
      ).json();
      expect(body.intent).toBe("status");
      expect(body.title).toMatch(
        new RegExp(`^Northwind Website Relaunch: health ${health.overallScore} of 100`),
      );
      const finished = await t.db
        .selectFrom("tasks")
        .select("id")
        .where("projectId", "=", ids.relaunch)
        .where("completedAt", ">=", weekStartOf(new Date()).toISOString())
        .execute();
      const headings = body.sections.map((section: { heading: string }) => section.heading);
      expect(headings).toEqual([
        "Why",
        "Milestones due this week",
        "Late milestones",
        `Finished this week (${finished.length})`,
      ]);
      expect(body.links).toEqual([
        {
          label: "Open Northwind Website Relaunch",
          href: `/consultant-dashboard/projects/${ids.relaunch}`,
        },
      ]);
    });

    it("asks which project when two of the asker's match, and never matches another company's", async () => {
      const both = await ask(await t.session("consultant"), {
        question: "how is northwind going?",
      });
      expect(both.body.title).toBe(
        "Which project do you mean: Northwind PMO Rollout or Northwind Website Relaunch?",
      );
      // Dana is the client of Helix, not of Northwind: the name is unknown to her.
      const other = await ask(await t.login("dana", FRESH_PASSWORD), {
        question: "status Northwind Website Relaunch",
      });
      expect(other.status).toBe(200);
      expect(other.body.title).toBe(
        'I could not find a project called "northwind website relaunch" among yours.',
      );
      expect(JSON.stringify(other.body)).not.toMatch(/health \d+ of 100/);
    });

    it("says so when a client asks how a project she cannot see is doing, and offers hers", async () => {
      const answer = await ask(await t.session("client"), {
        question: "How is Helix Payments Platform doing?",
      });
      expect(answer.status).toBe(200);
      expect(answer.body.title).toBe(
        'I could not find a project called "helix payments platform" among yours.',
      );
      expect(answer.body.suggestions).toEqual([
        "status Northwind PMO Rollout",
        "status Northwind Website Relaunch",
      ]);
      expect(JSON.stringify(answer.body)).not.toMatch(/health \d+ of 100/);
    });

    it("lists the asker's overdue tasks, and not another person's", async () => {
      const ids = await demoIds(t.db);
      const mine = await freshTask(t.db, ids.relaunch, ids.users.consultant);
      const theirs = await freshTask(t.db, ids.relaunch, ids.users.admin);
      await t.db
        .updateTable("tasks")
        .set({ dueDate: "2020-01-06T00:00:00.000Z" })
        .where("id", "in", [mine, theirs])
        .execute();
      const { body } = await ask(await t.session("consultant"), { question: "What's overdue?" });
      expect(body.intent).toBe("due");
      const texts = body.sections[0].items.map((item: { text: string }) => item.text);
      expect(texts.some((text: string) => text.startsWith(`#${mine} `))).toBe(true);
      expect(texts.some((text: string) => text.startsWith(`#${theirs} `))).toBe(false);
    });

    it("tells a client the pipeline is not theirs, in the API's words, and shows staff the new leads", async () => {
      const lead = await freshLead(t.db);
      const client = await ask(await t.session("client"), { question: "any new leads?" });
      expect(client.body).toMatchObject({
        intent: "pipeline",
        title: "Your account is not allowed to do this.",
      });
      const staff = await ask(await t.session("consultant"), { question: "any new leads?" });
      expect(staff.body.intent).toBe("pipeline");
      expect(JSON.stringify(staff.body.sections[0].items)).toContain(`#${lead} `);
    });
  });

  describe("phrasing", () => {
    it("lets the model reword the headline from the facts, and keeps its own when the model invents a figure", async () => {
      const cookie = await t.session("consultant");
      const plain = await ask(cookie, { question: "status Northwind Website Relaunch" });
      const score = /health (\d+) of 100/.exec(plain.body.title)?.[1];
      model.say = `Northwind is holding at ${score} out of 100 this week.`;
      const seenBefore = model.seen.length;
      const phrased = await ask(cookie, { question: "status Northwind Website Relaunch" });
      expect(phrased.body.title).toBe(model.say);
      const sent = JSON.parse(model.seen[seenBefore]?.body ?? "{}");
      expect(sent.model).toBe("small-model");
      expect(sent.messages[1].content).toContain(plain.body.title);
      model.say = "Northwind is at 101 of 100, a record!";
      const invented = await ask(cookie, { question: "status Northwind Website Relaunch" });
      expect(invented.body.title).toBe(plain.body.title);
      model.say = undefined;
    });
  });

  describe("actions", () => {
    it("moves a task only when its asker confirms, and only once", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch, ids.users.consultant);
      const cookie = await t.session("consultant");
      const proposed = await ask(cookie, { question: `move #${taskId} to review` });
      expect(proposed.body.title).toMatch(new RegExp(`^Move #${taskId} ".+" to Review\\?$`));
      const token = proposed.body.confirmation.token;
      const columnOf = async () =>
        (
          await t.db
            .selectFrom("tasks")
            .select("columnId")
            .where("id", "=", taskId)
            .executeTakeFirstOrThrow()
        ).columnId;
      expect(await columnOf()).toBe("todo");

      // Another person's yes is no use: the proposal is its asker's.
      const stranger = await ask(await t.session("admin"), { confirmation: token, confirm: true });
      expect(stranger.body.title).toBe("I do not know that proposal.");
      expect(await columnOf()).toBe("todo");

      const done = await ask(cookie, { confirmation: token, confirm: true });
      expect(done.body.title).toMatch(new RegExp(`^Moved #${taskId} ".+" to Review\\.$`));
      expect(await columnOf()).toBe("review");
      const again = await ask(cookie, { confirmation: token, confirm: true });
      expect(again.body.title).toBe("That action was already confirmed or cancelled.");
    });

    it("creates nothing when the asker cancels, and refuses a client's change before proposing it", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const proposed = await ask(cookie, {
        question: "task Northwind Website Relaunch: Check the cookie banner",
      });
      expect(proposed.body.confirmation.prompt).toBe(
        'Create the task "Check the cookie banner" in Northwind Website Relaunch (To Do)?',
      );
      const cancelled = await ask(cookie, {
        confirmation: proposed.body.confirmation.token,
        confirm: false,
      });
      expect(cancelled.body.title).toBe(
        'Cancelled: Create the task "Check the cookie banner" in Northwind Website Relaunch (To Do)?',
      );
      const made = await t.db
        .selectFrom("tasks")
        .select("id")
        .where("projectId", "=", ids.relaunch)
        .where("title", "=", "Check the cookie banner")
        .execute();
      expect(made).toEqual([]);

      const client = await ask(await t.session("client"), {
        question: "task Northwind Website Relaunch: Check the cookie banner",
      });
      expect(client.body.confirmation).toBeUndefined();
      expect(client.body.title).toMatch(/^Your account may read your projects but not change them/);
    });
  });

  describe("input", () => {
    it("refuses an empty question and a malformed confirmation with 400", async () => {
      const cookie = await t.session("consultant");
      expect((await ask(cookie, { question: "   " })).status).toBe(400);
      expect((await ask(cookie, { confirmation: "nope", confirm: true })).status).toBe(400);
      const anonymous = await t.request({
        method: "POST",
        url: "/api/assistant/ask",
        payload: { question: "help" },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
