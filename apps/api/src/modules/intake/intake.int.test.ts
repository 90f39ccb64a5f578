/**
 * A project's intake (docs/intake.md): the client asks for work in the app and the consultant is
 * told; the consultant accepts (a task on the board), merges into a task of the project or
 * declines with a reason the requester reads; a request is decided once. The public form is off
 * until staff switch it on; its link takes requests from anyone, limited per network, and gives
 * each a receipt that shows the status and the reason; switched off, the link ends.
 */
import { beforeAll, describe, expect, it } from "vitest";
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

  const ask = async (projectId: number, title: string, description?: string) => {
    const response = await call("client", "POST", `/projects/${projectId}/intake`, {
      title,
      ...(description ? { description } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; status: string };
  };
  const noticesOf = (userId: number, projectId: number) =>
    t.db
      .selectFrom("notifications")
      .select(["title", "body", "taskId"])
      .where("userId", "=", userId)
      .where("kind", "=", "intake")
      .where("projectId", "=", projectId)
      .orderBy("id")
      .execute();
  const listed = async (who: "client" | "consultant", projectId: number) => {
    const response = await call(who, "GET", `/projects/${projectId}/intake`);
    expect(response.statusCode).toBe(200);
    return response.json().requests as {
      id: number;
      title: string;
      status: string;
      reason: string | null;
      taskTitle: string | null;
      requesterEmail: string | null;
      requesterName: string;
    }[];
  };

  describe("in the app", () => {
    it("takes the client's request to triage, tells the consultant, and accepts it as a task", async () => {
      const projectId = await ownProject();
      const asked = await ask(
        projectId,
        "Export the invoices as CSV",
        "For the auditors, monthly.",
      );
      expect(asked).toMatchObject({ status: "new" });
      expect(await noticesOf(consultant, projectId)).toEqual([
        expect.objectContaining({ title: expect.stringMatching(/New request in .+: "Export/) }),
      ]);

      const accepted = await call(
        "consultant",
        "POST",
        `/projects/${projectId}/intake/${asked.id}/accept`,
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { request, task } = accepted.json();
      expect(task).toMatchObject({
        title: "Export the invoices as CSV",
        columnId: "todo",
        projectId,
      });
      expect(task.description).toContain("For the auditors, monthly.");
      expect(task.description).toContain("through the project's intake");
      expect(request).toMatchObject({
        status: "accepted",
        taskId: task.id,
        taskTitle: "Export the invoices as CSV",
      });
      expect(await noticesOf(client, projectId)).toEqual([
        {
          title: 'Your request "Export the invoices as CSV" was accepted: it is now a task',
          body: null,
          taskId: task.id,
        },
      ]);

      // Decided once: a second decision, of any kind, is refused and changes nothing.
      const again = await call(
        "consultant",
        "POST",
        `/projects/${projectId}/intake/${asked.id}/decline`,
        { reason: "Changed my mind" },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("This request was already accepted.");
      expect((await listed("client", projectId))[0]).toMatchObject({ status: "accepted" });
    });

    it("declines with a reason the requester reads, and merges only into a task of the project", async () => {
      const projectId = await ownProject();
      const other = await ownProject();
      const declined = await ask(projectId, "Rebuild the website");
      const noReason = await call(
        "consultant",
        "POST",
        `/projects/${projectId}/intake/${declined.id}/decline`,
        { reason: " " },
      );
      expect(noReason.statusCode).toBe(400);
      expect(noReason.body).toContain("Say why, for the person who asked");
      const saved = await call(
        "consultant",
        "POST",
        `/projects/${projectId}/intake/${declined.id}/decline`,
        { reason: "Out of this project's scope: ask for a new project." },
      );
      expect(saved.statusCode).toBe(200);
      expect((await listed("client", projectId)).find((r) => r.id === declined.id)).toMatchObject({
        status: "declined",
        reason: "Out of this project's scope: ask for a new project.",
      });
      expect((await noticesOf(client, projectId)).at(-1)).toMatchObject({
        title: 'Your request "Rebuild the website" was declined',
        body: "Out of this project's scope: ask for a new project.",
      });

      const duplicate = await ask(projectId, "Invoices in CSV, please");
      const elsewhere = await call("consultant", "POST", "/tasks", {
        projectId: other,
        title: "Someone else's task",
      });
      const wrong = await call(
        "consultant",
        "POST",
        `/projects/${projectId}/intake/${duplicate.id}/merge`,
        { taskId: elsewhere.json().id },
      );
      expect(wrong.statusCode).toBe(400);
      const here = await call("consultant", "POST", "/tasks", {
        projectId,
        title: "CSV export of invoices",
      });
      const merged = await call(
        "consultant",
        "POST",
        `/projects/${projectId}/intake/${duplicate.id}/merge`,
        { taskId: here.json().id },
      );
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json()).toMatchObject({
        request: { status: "merged", taskTitle: "CSV export of invoices" },
        task: null,
      });
      // A request of another project is not found through this one.
      const crossed = await call(
        "consultant",
        "POST",
        `/projects/${other}/intake/${duplicate.id}/accept`,
      );
      expect(crossed.statusCode).toBe(404);
    });
  });

  describe("the public form", () => {
    const linkOf = async (projectId: number, enabled: boolean) => {
      const response = await call("consultant", "PUT", `/projects/${projectId}/intake-link`, {
        enabled,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { enabled: boolean; token: string | null };
    };
    const send = (token: string, title: string, remoteAddress = "198.51.100.7") =>
      t.request({
        method: "POST",
        url: `/api/intake-forms/${token}/requests`,
        payload: { name: "Dana Visitor", email: "dana@example.org", title },
        remoteAddress,
      });

    it("is off until staff switch it on; its requests wait in triage and their receipt follows them", async () => {
      const projectId = await ownProject();
      const off = await call("consultant", "GET", `/projects/${projectId}/intake-link`);
      expect(off.json()).toEqual({ projectId, enabled: false, token: null });
      const clientReads = await call("client", "GET", `/projects/${projectId}/intake-link`);
      expect(clientReads.statusCode).toBe(403);

      const { token } = await linkOf(projectId, true);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Switched on again while on: the same link.
      expect((await linkOf(projectId, true)).token).toBe(token);
      const form = await t.request({ method: "GET", url: `/api/intake-forms/${token}` });
      expect(form.statusCode).toBe(200);
      expect(form.json()).toEqual({ projectName: expect.any(String) });

      const sent = await send(token ?? "", "A badge for the new starter");
      expect(sent.statusCode, sent.body).toBe(201);
      const { receipt } = sent.json() as { receipt: string };
      const stored = await t.db
        .selectFrom("intakeRequests")
        .select(["receiptHash", "source", "requesterEmail"])
        .where("projectId", "=", projectId)
        .executeTakeFirstOrThrow();
      // Only the receipt's hash is kept.
      expect(stored).toMatchObject({ source: "link", requesterEmail: "dana@example.org" });
      expect(stored.receiptHash).not.toContain(receipt);
      expect(await noticesOf(consultant, projectId)).toHaveLength(1);

      // The address is the staff's: the client reads the request without it.
      expect((await listed("consultant", projectId))[0]).toMatchObject({
        requesterName: "Dana Visitor",
        requesterEmail: "dana@example.org",
      });
      expect((await listed("client", projectId))[0]).toMatchObject({ requesterEmail: null });

      const followed = await t.request({ method: "GET", url: `/api/intake-receipts/${receipt}` });
      expect(followed.json()).toMatchObject({
        title: "A badge for the new starter",
        status: "new",
        reason: null,
      });
      const [request] = await listed("consultant", projectId);
      await call("consultant", "POST", `/projects/${projectId}/intake/${request?.id}/decline`, {
        reason: "Badges are HR's: ask them at hr@example.org.",
      });
      const decided = await t.request({ method: "GET", url: `/api/intake-receipts/${receipt}` });
      expect(decided.json()).toMatchObject({
        status: "declined",
        reason: "Badges are HR's: ask them at hr@example.org.",
      });

      // Switched off, the link ends; on again, it is a new one.
      await linkOf(projectId, false);
      const closed = await t.request({ method: "GET", url: `/api/intake-forms/${token}` });
      expect(closed.statusCode).toBe(404);
      expect(closed.json().error).toBe(
        "This request form is closed: its link was switched off, or is not a link Cairn made.",
      );
      expect((await send(token ?? "", "Too late")).statusCode).toBe(404);
      expect((await linkOf(projectId, true)).token).not.toBe(token);
      // A link that Cairn did not make, or a receipt, is the same 404.
      expect(
        (await t.request({ method: "GET", url: "/api/intake-forms/not-a-link" })).statusCode,
      ).toBe(404);
      expect(
        (await t.request({ method: "GET", url: `/api/intake-receipts/${"x".repeat(43)}` }))
          .statusCode,
      ).toBe(404);
    });

    it("takes five requests a minute from one network, then says when to try again", async () => {
      const projectId = await ownProject();
      const { token } = await linkOf(projectId, true);
      for (let n = 1; n <= 5; n++) {
        expect((await send(token ?? "", `Request ${n}`, "203.0.113.9")).statusCode).toBe(201);
      }
      const refused = await send(token ?? "", "One too many", "203.0.113.9");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(refused.json().error).toMatch(/^Too many requests from your network\. Please wait/);
      expect((await send(token ?? "", "From elsewhere", "203.0.113.10")).statusCode).toBe(201);
      const count = await t.db
        .selectFrom("intakeRequests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("projectId", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(6);
    });

    it("takes nothing for an archived project", async () => {
      const projectId = await ownProject();
      const { token } = await linkOf(projectId, true);
      await t.db
        .updateTable("projects")
        .set({ archivedAt: NOW.toISOString() })
        .where("id", "=", projectId)
        .execute();
      expect(
        (await t.request({ method: "GET", url: `/api/intake-forms/${token}` })).statusCode,
      ).toBe(404);
    });
  });
});
