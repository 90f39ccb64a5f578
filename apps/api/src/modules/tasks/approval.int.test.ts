/**
 * The client-approval step (docs/tasks.md, "Approval"): the project's client approves a task in
 * Review or requests changes; it is stored with who and when, written in the history, announced
 * on the board (its version rises) and told to the consultant and the assignee. Only the
 * project's client and admins may (another client: 404; the consultant: 403), only in Review
 * (409), and the verdict is cleared when the task enters Review again.
 */
import { expect, it } from "vitest";
import { anHourAgo, demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  /** A task in Review, of a fresh project of the demo client and consultant. */
  async function taskInReview(assignedTo: number | null = null) {
    const ids = await demoIds(t.db);
    const projectId = await freshProject(t.db, {
      clientId: ids.users.client,
      consultantId: ids.users.consultant,
    });
    const taskId = await freshTask(t.db, projectId, assignedTo);
    await t.db
      .updateTable("tasks")
      .set({ columnId: "review", status: "in_progress", orderIndex: 0 })
      .where("id", "=", taskId)
      .execute();
    return { ids, projectId, taskId };
  }

  // A login is a real password check: one session per role for the whole file.
  const cookies = new Map<string, Promise<string>>();
  const cookieOf = (who: string) => {
    let cookie = cookies.get(who);
    if (!cookie) {
      cookie = t.session(who);
      cookies.set(who, cookie);
    }
    return cookie;
  };

  const approve = async (taskId: number, who: string, payload: object) =>
    t.request({
      method: "POST",
      url: `/api/tasks/${taskId}/approval`,
      headers: { cookie: await cookieOf(who) },
      payload,
    });

  const stored = (taskId: number) =>
    t.db
      .selectFrom("tasks")
      .select(["approval", "approvalBy", "approvalAt"])
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();

  const boardVersion = async (projectId: number) =>
    (
      await t.db
        .selectFrom("projects")
        .select("boardVersion")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).boardVersion;

  it("lets the project's client approve a task in Review: stored, in the history, announced and told", async () => {
    const { ids, projectId, taskId } = await taskInReview();
    // The assignee is someone other than the consultant: both hear of it.
    await t.db
      .updateTable("tasks")
      .set({ assignedTo: ids.users.admin })
      .where("id", "=", taskId)
      .execute();
    const version = await boardVersion(projectId);
    const at = anHourAgo();
    t.setNow(at);
    const response = await approve(taskId, "client", { verdict: "approved", note: "Lovely." });
    t.setNow(new Date());
    expect(response.statusCode).toBe(200);
    // Approved work is done: it moves on to Done.
    expect(response.json()).toMatchObject({
      id: taskId,
      approval: "approved",
      columnId: "done",
      status: "completed",
    });
    expect(await stored(taskId)).toEqual({
      approval: "approved",
      approvalBy: ids.users.client,
      approvalAt: at.toISOString(),
    });
    // The verdict and the move: two changes of the board.
    expect(await boardVersion(projectId)).toBe(version + 2);
    const history = await t.db
      .selectFrom("taskActivity")
      .select(["kind", "actorId", "detail", "createdAt"])
      .where("taskId", "=", taskId)
      .where("kind", "=", "approved")
      .execute();
    expect(history).toEqual([
      {
        kind: "approved",
        actorId: ids.users.client,
        detail: "Lovely.",
        createdAt: at.toISOString(),
      },
    ]);
    const notices = await t.db
      .selectFrom("notifications")
      .select(["userId", "kind", "actorId", "title", "body"])
      .where("taskId", "=", taskId)
      .orderBy("userId")
      .execute();
    const { title } = await t.db
      .selectFrom("tasks")
      .innerJoin("projects", "projects.id", "tasks.projectId")
      .select(["tasks.title as title"])
      .where("tasks.id", "=", taskId)
      .executeTakeFirstOrThrow();
    const projectName = (
      await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).name;
    const expected = {
      kind: "approval",
      actorId: ids.users.client,
      title: `Sam Rivera approved "${title}" in ${projectName}`,
      body: "Lovely.",
    };
    expect(notices).toEqual(
      [
        { userId: ids.users.admin, ...expected },
        { userId: ids.users.consultant, ...expected },
      ].sort((a, b) => a.userId - b.userId),
    );
  });

  it("records a request for changes with its note", async () => {
    const { ids, taskId } = await taskInReview();
    const response = await approve(taskId, "client", {
      verdict: "changes_requested",
      note: "  The hero image is the old logo.  ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().approval).toBe("changes_requested");
    const notices = await t.db
      .selectFrom("notifications")
      .select(["userId", "title", "body"])
      .where("taskId", "=", taskId)
      .execute();
    // No assignee: the consultant alone hears of it.
    expect(notices).toEqual([
      {
        userId: ids.users.consultant,
        title: expect.stringMatching(/^Sam Rivera requested changes to "Task-.+" in Project-/),
        body: "The hero image is the old logo.",
      },
    ]);
  });

  it("records a verdict sent twice at once (a double click) once: one line, one notification each", async () => {
    const { ids, taskId } = await taskInReview(null);
    const payload = { verdict: "changes_requested", note: "Please add the totals." };
    const answers = await Promise.all([
      approve(taskId, "client", payload),
      approve(taskId, "client", payload),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().approval).toBe("changes_requested");
    }
    const lines = await t.db
      .selectFrom("taskActivity")
      .select("detail")
      .where("taskId", "=", taskId)
      .where("kind", "=", "changes_requested")
      .execute();
    expect(lines).toEqual([{ detail: "Please add the totals." }]);
    const told = await t.db
      .selectFrom("notifications")
      .select("userId")
      .where("taskId", "=", taskId)
      .where("kind", "=", "approval")
      .execute();
    expect(told).toEqual([{ userId: ids.users.consultant }]);
    // A new note is news: it is recorded and told.
    const again = await approve(taskId, "client", { ...payload, note: "And the dates." });
    expect(again.statusCode).toBe(200);
    const more = await t.db
      .selectFrom("taskActivity")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("taskId", "=", taskId)
      .where("kind", "=", "changes_requested")
      .executeTakeFirstOrThrow();
    expect(Number(more.n)).toBe(2);
  });

  it("answers an approval sent twice once, though the first moved the task to Done", async () => {
    const { taskId } = await taskInReview();
    const answers = await Promise.all([
      approve(taskId, "client", { verdict: "approved" }),
      approve(taskId, "client", { verdict: "approved" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const kinds = await t.db
      .selectFrom("taskActivity")
      .select("kind")
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(["approved", "status"]);
  });

  it("lists the tasks waiting for the client's verdict, the longest waiting first", async () => {
    const waiting = async (who: string) => {
      const response = await t.request({
        method: "GET",
        url: "/api/tasks/awaiting-approval",
        headers: { cookie: await cookieOf(who) },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }[]).map((task) => task.id);
    };
    const first = await taskInReview();
    const second = await taskInReview();
    const answered = await taskInReview();
    await t.db
      .updateTable("tasks")
      .set({ updatedAt: "2026-01-01T00:00:00Z" })
      .where("id", "=", second.taskId)
      .execute();
    await approve(answered.taskId, "client", { verdict: "changes_requested" });
    const mine = await waiting("client");
    expect(mine).toContain(first.taskId);
    expect(mine.indexOf(second.taskId)).toBeLessThan(mine.indexOf(first.taskId));
    expect(mine).not.toContain(answered.taskId);
    // Another client's and the consultant's lists hold none of them.
    const theirs = await waiting("dana");
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    expect(await waiting("consultant")).toEqual([]);
    // Approved, the task is done and no longer waits.
    await approve(first.taskId, "client", { verdict: "approved" });
    expect(await waiting("client")).not.toContain(first.taskId);
  });

  it("refuses another project's client (404), the consultant (403) and bad input (400), changing nothing", async () => {
    const { taskId } = await taskInReview();
    const ids = await demoIds(t.db);
    const othersTask = await freshTask(t.db, ids.payments);
    await t.db
      .updateTable("tasks")
      .set({ columnId: "review", status: "in_progress" })
      .where("id", "=", othersTask)
      .execute();

    const stranger = await approve(othersTask, "client", { verdict: "approved" });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      error: `Task ${othersTask} was not found.`,
      code: "NOT_FOUND",
    });

    const consultant = await approve(taskId, "consultant", { verdict: "approved" });
    expect(consultant.statusCode).toBe(403);
    expect(consultant.json()).toEqual({
      error: `Your account may see task ${taskId} but not approve it: only the project's client can.`,
      code: "FORBIDDEN",
    });

    for (const payload of [
      { verdict: "yes" },
      {},
      { verdict: "approved", note: "x".repeat(2001) },
    ]) {
      const response = await approve(taskId, "client", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await t.request({
      method: "POST",
      url: `/api/tasks/${taskId}/approval`,
      payload: { verdict: "approved" },
    });
    expect(anonymous.statusCode).toBe(401);

    expect(await stored(taskId)).toEqual({ approval: null, approvalBy: null, approvalAt: null });
    expect(await stored(othersTask)).toEqual({
      approval: null,
      approvalBy: null,
      approvalAt: null,
    });
    expect(
      await t.db
        .selectFrom("notifications")
        .select("id")
        .where("taskId", "in", [taskId, othersTask])
        .execute(),
    ).toEqual([]);
  });

  it("answers 409 with a sentence for a task outside Review, and changes nothing", async () => {
    const { projectId, taskId } = await taskInReview();
    await t.db
      .updateTable("tasks")
      .set({ columnId: "inprogress" })
      .where("id", "=", taskId)
      .execute();
    const version = await boardVersion(projectId);
    const response = await approve(taskId, "client", { verdict: "approved" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "Only a task in Review can be approved or sent back; this one is in In Progress.",
      code: "CONFLICT",
    });
    expect(await stored(taskId)).toEqual({ approval: null, approvalBy: null, approvalAt: null });
    expect(await boardVersion(projectId)).toBe(version);
    expect(
      await t.db.selectFrom("taskActivity").select("id").where("taskId", "=", taskId).execute(),
    ).toEqual([]);
  });

  it("lets an admin approve, and clears the verdict when the task enters Review again", async () => {
    const { ids, taskId } = await taskInReview();
    expect((await approve(taskId, "admin", { verdict: "approved" })).statusCode).toBe(200);
    expect(await stored(taskId)).toMatchObject({
      approval: "approved",
      approvalBy: ids.users.admin,
    });

    const cookie = await cookieOf("consultant");
    const move = (columnId: string) =>
      t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie },
        payload: { columnId, orderIndex: 0 },
      });
    // The approval moved it to Done, which keeps the verdict (a reorder within Review would too).
    expect((await move("done")).json().approval).toBe("approved");
    expect(await stored(taskId)).toMatchObject({ approval: "approved" });
    // Back into Review: a new round, no verdict yet.
    const back = await move("review");
    expect(back.statusCode).toBe(200);
    expect(back.json().approval).toBeNull();
    expect(await stored(taskId)).toEqual({ approval: null, approvalBy: null, approvalAt: null });
    const again = await approve(taskId, "client", { verdict: "changes_requested" });
    expect(again.json().approval).toBe("changes_requested");
    const kinds = await t.db
      .selectFrom("taskActivity")
      .select("kind")
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
    // Approved, moved on to Done by the approval, back to Review, changes requested.
    expect(kinds.map((row) => row.kind)).toEqual([
      "approved",
      "status",
      "moved",
      "changes_requested",
    ]);
  });
});
