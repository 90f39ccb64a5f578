/**
 * Dependencies between tasks (docs/dependencies.md), on both databases: a consultant marks a
 * task as blocked by another of the same project or of another project of the same client;
 * the task lists what blocks it (open first) and what it blocks, and its open blockers; a circle
 * is refused, naming it, even when two people close it at once; another client's task cannot
 * block it; a linked task the reader may not see is counted, never named; a deleted task takes
 * its links with it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { freshProject, freshTask, freshUser } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { routineCalls } from "../../test/routine-calls.js";

const NOW = new Date("2026-06-10T08:00:00.000Z");

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const { call, ids, ownProject } = routineCalls(t, NOW);
  let consultant: number;
  beforeAll(() => {
    consultant = ids().users.consultant;
  });

  const titled = async (projectId: number, title: string) => {
    const id = await freshTask(t.db, projectId, consultant);
    await t.db.updateTable("tasks").set({ title }).where("id", "=", id).execute();
    return id;
  };
  const block = (taskId: number, blockerId: number, who: "consultant" | "client" = "consultant") =>
    call(who, "POST", `/tasks/${taskId}/dependencies`, { blockerId });
  const links = () =>
    t.db
      .selectFrom("taskDependencies")
      .select(["blockedId", "blockerId", "createdBy"])
      .orderBy("blockedId")
      .orderBy("blockerId")
      .execute();

  describe("a task blocked by others", () => {
    it("lists what blocks it, open first, and what it blocks, across the client's projects", async () => {
      const web = await ownProject();
      const app = await ownProject();
      const launch = await titled(web, "Launch the site");
      const copy = await titled(web, "Write the copy");
      const api = await titled(app, "Ship the API");
      await t.db
        .updateTable("tasks")
        .set({ status: "completed", columnId: "done" })
        .where("id", "=", copy)
        .execute();

      const first = await block(launch, copy);
      expect(first.statusCode, first.body).toBe(201);
      const second = await block(launch, api);
      expect(second.statusCode, second.body).toBe(201);
      const projectName = async (id: number) =>
        (
          await t.db
            .selectFrom("projects")
            .select("name")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).name;
      expect(second.json()).toEqual({
        taskId: launch,
        blockedBy: [
          {
            id: api,
            title: "Ship the API",
            projectId: app,
            projectName: await projectName(app),
            columnId: "todo",
            status: "pending",
            done: false,
          },
          expect.objectContaining({ id: copy, done: true, columnId: "done" }),
        ],
        blocks: [],
        openBlockers: 1,
        hidden: 0,
      });
      // Linking twice changes nothing.
      expect((await block(launch, api)).statusCode).toBe(201);
      expect(await links()).toEqual(
        expect.arrayContaining([
          { blockedId: launch, blockerId: copy, createdBy: consultant },
          { blockedId: launch, blockerId: api, createdBy: consultant },
        ]),
      );
      // The client reads both ends; the blocker lists what it blocks.
      const read = await call("client", "GET", `/tasks/${api}/dependencies`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        blockedBy: [],
        blocks: [expect.objectContaining({ id: launch, title: "Launch the site" })],
        openBlockers: 0,
      });

      // Taken off: gone from both ends.
      const removed = await call("consultant", "DELETE", `/tasks/${launch}/dependencies/${api}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ openBlockers: 0, blockedBy: [{ id: copy }] });
      const again = await call("consultant", "DELETE", `/tasks/${launch}/dependencies/${api}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toBe(`Task ${launch} does not wait on task ${api}.`);
    });

    it("refuses a circle, naming it, a task waiting on itself, and another client's task", async () => {
      const projectId = await ownProject();
      const design = await titled(projectId, "Design");
      const build = await titled(projectId, "Build");
      const test = await titled(projectId, "Test");
      expect((await block(build, design)).statusCode).toBe(201);
      expect((await block(test, build)).statusCode).toBe(201);
      const circle = await block(design, test);
      expect(circle.statusCode).toBe(400);
      expect(circle.json().error).toBe(
        'blockerId: "Test" already waits on this task, so it cannot block it: that would be a circle',
      );
      const itself = await block(design, design);
      expect(itself.json().error).toBe("blockerId: a task cannot wait on itself");

      const otherClient = await freshUser(t.db);
      const elsewhere = await freshProject(t.db, {
        clientId: otherClient,
        consultantId: consultant,
      });
      const foreign = await freshTask(t.db, elsewhere);
      const refused = await block(design, foreign);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(
        "blockerId: choose a task of this project or of another project of the same client",
      );
      // A task the consultant cannot read is as missing as one that does not exist.
      const hidden = await freshTask(t.db, await freshProject(t.db));
      const unseen = await block(design, hidden);
      expect(unseen.statusCode).toBe(404);
      expect(unseen.json().error).toBe(`Task ${hidden} was not found.`);
      expect(
        (await links()).filter((link) => [design, build, test].includes(link.blockedId)),
      ).toEqual([
        { blockedId: build, blockerId: design, createdBy: consultant },
        { blockedId: test, blockerId: build, createdBy: consultant },
      ]);
    });

    it("lets one of two people closing the same circle at once through, and refuses the other", async () => {
      const projectId = await ownProject();
      const a = await titled(projectId, "A");
      const b = await titled(projectId, "B");
      const answers = await Promise.all([block(a, b), block(b, a)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect((await links()).filter((link) => [a, b].includes(link.blockedId))).toHaveLength(1);
    });

    it("counts, without naming, a linked task the reader may not see; a client changes nothing", async () => {
      const web = await ownProject();
      // Another consultant's project of the same client: the demo consultant does not read it.
      const colleague = await freshUser(t.db, "consultant");
      const theirs = await freshProject(t.db, {
        clientId: ids().users.client,
        consultantId: colleague,
      });
      const launch = await titled(web, "Launch");
      const secret = await freshTask(t.db, theirs);
      await t.db
        .insertInto("taskDependencies")
        .values({ blockedId: launch, blockerId: secret })
        .execute();
      const read = await call("consultant", "GET", `/tasks/${launch}/dependencies`);
      expect(read.json()).toEqual({
        taskId: launch,
        blockedBy: [],
        blocks: [],
        openBlockers: 1,
        hidden: 1,
      });
      const blocker = await titled(web, "Blocker");
      const byClient = await block(launch, blocker, "client");
      expect(byClient.statusCode).toBe(403);
      const byClientRemove = await call(
        "client",
        "DELETE",
        `/tasks/${launch}/dependencies/${secret}`,
      );
      expect(byClientRemove.statusCode).toBe(403);
    });

    it("goes with a deleted task, at both ends", async () => {
      const projectId = await ownProject();
      const blocked = await titled(projectId, "Blocked");
      const blocker = await titled(projectId, "Blocker");
      expect((await block(blocked, blocker)).statusCode).toBe(201);
      const deleted = await call("consultant", "DELETE", `/tasks/${blocker}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      const read = await call("consultant", "GET", `/tasks/${blocked}/dependencies`);
      expect(read.json()).toMatchObject({ blockedBy: [], openBlockers: 0, hidden: 0 });
    });
  });
});
