/**
 * Column policies, the team's definition of done on its board (docs/column-policies.md): the
 * project's staff set what a card needs before it moves on from a column, and only what that
 * column may ask; a move forward that does not meet it is refused with the reason and changes
 * nothing (not even the board's version), whichever path makes it — a drag, a status, an
 * approval; a card sent back is never held.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { freshTaskInReview } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { routineCalls } from "../../test/routine-calls.js";

const NOW = new Date("2026-06-10T08:00:00.000Z");

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const { call, ids, ownProject } = routineCalls(t, NOW);
  let consultant: number;
  let client: number;
  beforeAll(() => {
    consultant = ids().users.consultant;
    client = ids().users.client;
  });

  const setPolicy = (projectId: number, columnId: string, requires: string[], who = "consultant") =>
    call(who as "consultant", "PUT", `/projects/${projectId}/columns/${columnId}/policy`, {
      requires,
    });
  const addTask = async (projectId: number, columnId: string, title = "Write the runbook") => {
    const response = await call("consultant", "POST", "/tasks", {
      projectId,
      title,
      columnId,
      assignedTo: consultant,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const addItems = async (taskId: number, texts: string[]) => {
    const made: number[] = [];
    for (const text of texts) {
      const response = await call("consultant", "POST", `/tasks/${taskId}/checklist`, { text });
      expect(response.statusCode, response.body).toBe(201);
      made.push((response.json() as { id: number }).id);
    }
    return made;
  };
  const move = (taskId: number, columnId: string) =>
    call("consultant", "PUT", `/tasks/${taskId}/move`, { columnId, orderIndex: 0 });
  const placeOf = (taskId: number) =>
    t.db
      .selectFrom("tasks")
      .innerJoin("projects", "projects.id", "tasks.projectId")
      .select(["tasks.columnId", "tasks.status", "tasks.approval", "projects.boardVersion"])
      .where("tasks.id", "=", taskId)
      .executeTakeFirstOrThrow();

  describe("setting a policy", () => {
    it("is the staff's: the column answers it, the board shows it, a client may not", async () => {
      const projectId = await ownProject();
      const saved = await setPolicy(projectId, "review", ["approval", "checklist"]);
      expect(saved.statusCode, saved.body).toBe(200);
      // Kept in one order whatever order it was sent in.
      expect(saved.json()).toMatchObject({ key: "review", requires: ["checklist", "approval"] });

      const board = await call("client", "GET", `/projects/${projectId}/board`);
      const columns = board.json().columns as { key: string; requires: string[] }[];
      expect(columns.map((column) => [column.key, column.requires])).toEqual([
        ["todo", []],
        ["inprogress", []],
        ["review", ["checklist", "approval"]],
        ["done", []],
      ]);

      const byClient = await setPolicy(projectId, "review", [], "client");
      expect(byClient.statusCode).toBe(403);
      const cleared = await setPolicy(projectId, "review", []);
      expect(cleared.json()).toMatchObject({ requires: [] });
    });

    it("lets a column ask only what it can: nothing of Done, a pass through Review only before it", async () => {
      const projectId = await ownProject();
      const done = await setPolicy(projectId, "done", ["checklist"]);
      expect(done.statusCode).toBe(400);
      expect(done.body).toContain(
        "Done is the last column: nothing moves on from it, so it asks for nothing",
      );
      const review = await setPolicy(projectId, "review", ["review"]);
      expect(review.statusCode).toBe(400);
      expect(review.body).toContain(
        "Review can ask only for a complete checklist or the client's approval",
      );
      const todo = await setPolicy(projectId, "todo", ["approval"]);
      expect(todo.body).toContain(
        "To Do can ask only for a complete checklist or a pass through Review",
      );
      const unknown = await setPolicy(projectId, "todo", ["signature"]);
      expect(unknown.statusCode).toBe(400);
      const columns = await t.db
        .selectFrom("projectColumns")
        .select("requires")
        .where("projectId", "=", projectId)
        .execute();
      expect(columns.every((column) => column.requires.length === 0)).toBe(true);
    });
  });

  describe("a move under a policy", () => {
    it("holds a card with an unticked checklist in its column, by drag or by status, and lets it go once ticked", async () => {
      const projectId = await ownProject();
      await setPolicy(projectId, "inprogress", ["checklist"]);
      const taskId = await addTask(projectId, "inprogress");
      const [first, second] = await addItems(taskId, ["Tests pass", "Docs updated"]);
      await call("consultant", "PUT", `/tasks/${taskId}/checklist/${first}/done`, { done: true });
      const before = await placeOf(taskId);

      const refused = await move(taskId, "review");
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'In Progress asks for a complete checklist before a card moves on: "Write the runbook" has 1 of 2 items ticked.',
      );
      const byStatus = await call("consultant", "PUT", `/tasks/${taskId}/status`, {
        status: "completed",
      });
      expect(byStatus.statusCode).toBe(409);
      // Nothing changed, not even the board's version.
      expect(await placeOf(taskId)).toEqual(before);

      // Back to To Do is rework, never held.
      expect((await move(taskId, "todo")).statusCode).toBe(200);
      expect((await move(taskId, "inprogress")).statusCode).toBe(200);
      await call("consultant", "PUT", `/tasks/${taskId}/checklist/${second}/done`, { done: true });
      const allowed = await move(taskId, "review");
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(await placeOf(taskId)).toMatchObject({ columnId: "review" });
    });

    it("sends work on through Review when a column asks for a pass through it", async () => {
      const projectId = await ownProject();
      await setPolicy(projectId, "todo", ["review"]);
      await setPolicy(projectId, "inprogress", ["review"]);
      const taskId = await addTask(projectId, "todo", "Rotate the keys");
      const skipped = await move(taskId, "done");
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().error).toBe(
        'To Do sends work on through Review: move "Rotate the keys" to Review first.',
      );
      expect((await move(taskId, "inprogress")).statusCode).toBe(200);
      expect((await move(taskId, "done")).statusCode).toBe(409);
      expect((await move(taskId, "review")).statusCode).toBe(200);
      expect((await move(taskId, "done")).statusCode).toBe(200);
      expect(await placeOf(taskId)).toMatchObject({ columnId: "done", status: "completed" });
    });

    it("lets a card leave Review only with the client's approval, and never its assignee's own", async () => {
      const projectId = await ownProject();
      await setPolicy(projectId, "review", ["approval"]);
      const built = await freshTaskInReview(t.db, projectId, consultant);
      const unapproved = await move(built, "done");
      expect(unapproved.statusCode).toBe(409);
      expect(unapproved.json().error).toMatch(
        /^Review asks for the client's approval before a card moves on: ".+" is not approved yet\.$/,
      );
      // The client's approval moves it on to Done, as an approval does.
      const approved = await call("client", "POST", `/tasks/${built}/approval`, {
        verdict: "approved",
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await placeOf(built)).toMatchObject({ columnId: "done", approval: "approved" });

      // The client approving work it built itself: refused, and nothing of it is kept.
      const own = await freshTaskInReview(t.db, projectId, client);
      const before = await placeOf(own);
      const selfApproved = await call("client", "POST", `/tasks/${own}/approval`, {
        verdict: "approved",
      });
      expect(selfApproved.statusCode).toBe(409);
      expect(selfApproved.json().error).toMatch(
        /^Review asks for an approval by someone other than the card's assignee: ".+" was approved by its assignee\.$/,
      );
      expect(await placeOf(own)).toEqual(before);
      // Changes can still be asked for: a verdict that does not move the card is not held.
      const changes = await call("client", "POST", `/tasks/${own}/approval`, {
        verdict: "changes_requested",
        note: "Needs a second pair of eyes",
      });
      expect(changes.statusCode, changes.body).toBe(200);
      expect((await move(own, "inprogress")).statusCode).toBe(200);
    });
  });
});
