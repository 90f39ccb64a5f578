/**
 * A task's checklist (docs/tasks.md, "Checklists"): who reads and changes it, its order, its
 * limit, its activity lines, and the card's progress on the task and on the live board.
 */
import { CHECKLIST_MAX_ITEMS } from "@cairn/schema/checklist";
import { beforeAll, describe, expect, it } from "vitest";
import { call, followBoard, freshScene, sessions } from "../../test/conversation-fixtures.js";
import { demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

const NOW = new Date("2026-11-27T10:15:00.000Z");

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const who = sessions(t);
  beforeAll(() => t.setNow(NOW));

  const checklist = (taskId: number) => `/api/tasks/${taskId}/checklist`;
  const item = (taskId: number, itemId: number) => `${checklist(taskId)}/${itemId}`;
  const progress = (taskId: number) =>
    t.db
      .selectFrom("tasks")
      .select(["checklistTotal", "checklistDone"])
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();
  const activity = (taskId: number) =>
    t.db
      .selectFrom("taskActivity")
      .select(["kind", "actorId", "field", "fromValue", "toValue", "detail"])
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
  const texts = async (taskId: number, cookie: string) =>
    (await call(t, "GET", checklist(taskId), cookie)).json().map((i: { text: string }) => i.text);

  async function addItems(taskId: number, cookie: string, ...lines: string[]) {
    const added: number[] = [];
    for (const text of lines) {
      const response = await call(t, "POST", checklist(taskId), cookie, { text });
      expect(response.statusCode, response.body).toBe(201);
      added.push(response.json().id);
    }
    return added;
  }

  describe("checklist", () => {
    it("adds items at the end, in order, and counts them on the task", async () => {
      const { ids, taskId } = await freshScene(t);
      const cookie = await who.of("consultant");
      const first = await call(t, "POST", checklist(taskId), cookie, { text: "  Draft copy " });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        taskId,
        text: "Draft copy",
        done: false,
        doneBy: null,
        doneAt: null,
        position: 0,
        createdAt: NOW.toISOString(),
      });
      await addItems(taskId, cookie, "Review copy", "Publish");
      const listed = await call(t, "GET", checklist(taskId), await who.of("client"));
      expect(listed.statusCode).toBe(200);
      expect(
        listed.json().map((i: { text: string; position: number }) => [i.text, i.position]),
      ).toEqual([
        ["Draft copy", 0],
        ["Review copy", 1],
        ["Publish", 2],
      ]);
      expect(await progress(taskId)).toEqual({ checklistTotal: 3, checklistDone: 0 });
      expect(await activity(taskId)).toEqual(
        ["Draft copy", "Review copy", "Publish"].map((detail) => ({
          kind: "checklist_added",
          actorId: ids.users.consultant,
          field: null,
          fromValue: null,
          toValue: null,
          detail,
        })),
      );
    });

    it("ticks, unticks and renames an item, with who and when", async () => {
      const { ids, taskId } = await freshScene(t);
      const cookie = await who.of("consultant");
      const [itemId = 0] = await addItems(taskId, cookie, "Send invoice");
      const ticked = await call(t, "PATCH", item(taskId, itemId), cookie, { done: true });
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json()).toMatchObject({
        done: true,
        doneBy: { id: ids.users.consultant, name: "Jordan Lee", initials: "JL" },
        doneAt: NOW.toISOString(),
      });
      expect(await progress(taskId)).toEqual({ checklistTotal: 1, checklistDone: 1 });
      // Ticking what is ticked changes nothing and writes no line.
      await call(t, "PATCH", item(taskId, itemId), cookie, { done: true });

      const renamed = await call(t, "PATCH", item(taskId, itemId), cookie, {
        text: "Send the invoice",
        done: false,
      });
      expect(renamed.json()).toMatchObject({
        text: "Send the invoice",
        done: false,
        doneBy: null,
        doneAt: null,
      });
      expect(await progress(taskId)).toEqual({ checklistTotal: 1, checklistDone: 0 });
      expect((await activity(taskId)).slice(1)).toEqual([
        {
          kind: "checklist_checked",
          actorId: ids.users.consultant,
          field: null,
          fromValue: null,
          toValue: null,
          detail: "Send invoice",
        },
        {
          kind: "edited",
          actorId: ids.users.consultant,
          field: "checklistItem",
          fromValue: "Send invoice",
          toValue: "Send the invoice",
          detail: null,
        },
        {
          kind: "checklist_unchecked",
          actorId: ids.users.consultant,
          field: null,
          fromValue: null,
          toValue: null,
          detail: "Send the invoice",
        },
      ]);
    });

    it("deletes an item and its count", async () => {
      const { taskId } = await freshScene(t);
      const cookie = await who.of("admin");
      const [kept = 0, gone = 0] = await addItems(taskId, cookie, "Keep", "Drop");
      await call(t, "PATCH", item(taskId, gone), cookie, { done: true });
      expect((await call(t, "DELETE", item(taskId, gone), cookie)).statusCode).toBe(204);
      expect((await call(t, "DELETE", item(taskId, gone), cookie)).statusCode).toBe(404);
      expect(await texts(taskId, cookie)).toEqual(["Keep"]);
      expect(await progress(taskId)).toEqual({ checklistTotal: 1, checklistDone: 0 });
      expect((await activity(taskId)).at(-1)).toMatchObject({
        kind: "checklist_removed",
        detail: "Drop",
      });
      expect(kept).toBeGreaterThan(0);
    });

    it("reorders when given every item once, and refuses anything else with 400", async () => {
      const { taskId } = await freshScene(t);
      const cookie = await who.of("consultant");
      const [a = 0, b = 0, c = 0] = await addItems(taskId, cookie, "A", "B", "C");
      const order = `${checklist(taskId)}/order`;
      const other = await freshTask(t.db, (await freshScene(t)).projectId);
      const [foreign = 0] = await addItems(other, cookie, "Elsewhere");
      for (const itemIds of [[a, b], [a, b, c, c], [a, b, foreign], [a, b, c, foreign], []]) {
        const response = await call(t, "PUT", order, cookie, { itemIds });
        expect(response.statusCode, JSON.stringify(itemIds)).toBe(400);
        expect(response.json().error).toContain("itemIds");
      }
      expect(await texts(taskId, cookie)).toEqual(["A", "B", "C"]);

      const moved = await call(t, "PUT", order, cookie, { itemIds: [c, a, b] });
      expect(moved.statusCode).toBe(200);
      expect(
        moved.json().map((i: { text: string; position: number }) => [i.text, i.position]),
      ).toEqual([
        ["C", 0],
        ["A", 1],
        ["B", 2],
      ]);
      expect(await texts(taskId, await who.of("client"))).toEqual(["C", "A", "B"]);
      // The same order again changes nothing and writes no line.
      await call(t, "PUT", order, cookie, { itemIds: [c, a, b] });
      const lines = (await activity(taskId)).map((line) => line.kind);
      expect(lines.filter((kind) => kind === "checklist_reordered")).toHaveLength(1);
      // A new item goes after the last.
      await addItems(taskId, cookie, "D");
      expect(await texts(taskId, cookie)).toEqual(["C", "A", "B", "D"]);
    });

    it(`holds at most ${CHECKLIST_MAX_ITEMS} items (409) and texts of 1 to 500 characters`, async () => {
      const { taskId } = await freshScene(t);
      const cookie = await who.of("consultant");
      for (const text of ["", "   ", "x".repeat(501)]) {
        const response = await call(t, "POST", checklist(taskId), cookie, { text });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain("text");
      }
      const [itemId = 0] = await addItems(taskId, cookie, "z".repeat(500));
      const nothing = await call(t, "PATCH", item(taskId, itemId), cookie, {});
      expect(nothing.statusCode).toBe(400);
      await t.db
        .insertInto("taskChecklistItems")
        .values(
          Array.from({ length: CHECKLIST_MAX_ITEMS - 2 }, (_, index) => ({
            taskId,
            text: `Step ${index}`,
            position: index + 1,
          })),
        )
        .execute();
      await addItems(taskId, cookie, "The hundredth");
      const full = await call(t, "POST", checklist(taskId), cookie, { text: "One too many" });
      expect(full.statusCode).toBe(409);
      expect(full.json().error).toBe(
        "This checklist already has 100 items, the most a task may hold.",
      );
      expect(await progress(taskId)).toEqual({ checklistTotal: 100, checklistDone: 0 });
    });

    it("is read by the task's readers and changed by its writers only", async () => {
      const assignee = await who.fresh("consultant", { firstName: "Ada", lastName: "Lovelace" });
      const { ids, taskId } = await freshScene(t, assignee.id);
      const [itemId = 0] = await addItems(taskId, await who.of("consultant"), "Shared");
      const client = await who.of("client");

      // The client reads, and changes nothing (403).
      expect((await call(t, "GET", checklist(taskId), client)).statusCode).toBe(200);
      const refused = [
        await call(t, "POST", checklist(taskId), client, { text: "Mine" }),
        await call(t, "PATCH", item(taskId, itemId), client, { done: true }),
        await call(t, "DELETE", item(taskId, itemId), client),
        await call(t, "PUT", `${checklist(taskId)}/order`, client, { itemIds: [itemId] }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
      // The consultant the task is assigned to changes it.
      const ticked = await call(t, "PATCH", item(taskId, itemId), assignee.cookie, { done: true });
      expect(ticked.statusCode).toBe(200);
      // Another project's client and consultant do not know it exists.
      const elsewhere = await freshTask(t.db, ids.payments);
      expect((await call(t, "GET", checklist(elsewhere), client)).statusCode).toBe(404);
      const stranger = await who.fresh("consultant", { firstName: "No", lastName: "Body" });
      expect(
        (await call(t, "POST", checklist(taskId), stranger.cookie, { text: "x" })).statusCode,
      ).toBe(404);
      // An item named under another task is not found there.
      const other = await freshTask(t.db, (await freshScene(t)).projectId);
      const admin = await who.of("admin");
      expect(
        (await call(t, "PATCH", item(other, itemId), admin, { text: "Moved?" })).statusCode,
      ).toBe(404);
      expect((await call(t, "DELETE", item(other, itemId), admin)).statusCode).toBe(404);
      expect(await texts(taskId, admin)).toEqual(["Shared"]);
      expect(await progress(taskId)).toEqual({ checklistTotal: 1, checklistDone: 1 });
    });

    it("lets a client tick the checklist of a task assigned to them, and only tick it", async () => {
      const { ids, taskId } = await freshScene(t, (await demoIds(t.db)).users.client);
      const consultant = await who.of("consultant");
      const [itemId = 0] = await addItems(taskId, consultant, "Send the logo files");
      const client = await who.of("client");
      const done = `${item(taskId, itemId)}/done`;

      const ticked = await call(t, "PUT", done, client, { done: true });
      expect(ticked.statusCode, ticked.body).toBe(200);
      expect(ticked.json()).toMatchObject({ id: itemId, done: true });
      expect(await progress(taskId)).toEqual({ checklistTotal: 1, checklistDone: 1 });
      const lines = await activity(taskId);
      expect(lines.at(-1)).toMatchObject({ actorId: ids.users.client });
      // Renaming, adding and removing stay with the project's team.
      expect(
        (await call(t, "PATCH", item(taskId, itemId), client, { text: "Mine" })).statusCode,
      ).toBe(403);
      expect((await call(t, "POST", checklist(taskId), client, { text: "More" })).statusCode).toBe(
        403,
      );
      // A task of the same project assigned to someone else: seen, not ticked, and told why.
      const { taskId: others } = await freshScene(t, ids.users.consultant);
      const [otherItem = 0] = await addItems(others, consultant, "Review the copy");
      const refused = await call(t, "PUT", `${item(others, otherItem)}/done`, client, {
        done: true,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        `Your account may see task ${others} but not tick its checklist: only its assignee and the project's team can.`,
      );
      // Unticked again by the client.
      expect((await call(t, "PUT", done, client, { done: false })).json().done).toBe(false);
    });

    it("announces a tick on the board's live stream with the card's progress", async () => {
      const { projectId, taskId } = await freshScene(t);
      const cookie = await who.of("consultant");
      const [itemId = 0] = await addItems(taskId, cookie, "Tick me", "Not me");
      const board = await followBoard(t, projectId);
      await call(t, "PATCH", item(taskId, itemId), cookie, { done: true });
      const event = await board.next(
        (e) => e.type === "task.updated" && e.taskId === taskId && e.task?.checklistDone === 1,
      );
      expect(event).toMatchObject({ task: { checklistTotal: 2, checklistDone: 1 } });
      board.close();
    });
  });
});
