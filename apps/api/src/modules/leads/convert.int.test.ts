import { type Kysely, sql } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { demoIds, FRESH_PASSWORD, freshAccount, unique } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { utcDay } from "./conversion.js";

interface Converted {
  project: {
    id: number;
    name: string;
    clientId: number;
    consultantId: number;
    planType: string;
    planId: number | null;
    startDate: string;
  };
  user: { id: number; username: string; email: string; role: string; company: string | null };
  invitation: { url: string | null; expiresAt: string; emailed: boolean; email: string };
}

/** A won lead of `consultantId`, as the pipeline leaves it. */
async function wonLead(
  db: Kysely<Database>,
  consultantId: number | null,
  fields: { email?: string; teamSize?: string; planId?: number; status?: "won" | "qualified" } = {},
) {
  const { id } = await db
    .insertInto("leads")
    .values({
      name: "Jane van Doe",
      email: fields.email ?? `${unique("jane")}@acme.example`,
      company: "Acme Logistics",
      teamSize: fields.teamSize ?? "6-20",
      planType: "pro",
      status: fields.status ?? "won",
      assignedTo: consultantId,
      planId: fields.planId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** How many rows each table the conversion writes holds. */
async function counts(db: Kysely<Database>) {
  const tables = [
    "users",
    "projects",
    "projectColumns",
    "plans",
    "invitations",
    "leadEvents",
    "outbox",
    "milestones",
    "tasks",
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  const convert = async (leadId: number, who: string, payload: Record<string, unknown>) =>
    t.request({
      method: "POST",
      url: `/api/leads/${leadId}/convert`,
      headers: { cookie: await t.session(who) },
      payload,
    });

  it("makes the client's account, a project from the standard plan and an invitation", async () => {
    const ids = await demoIds(t.db);
    const leadId = await wonLead(t.db, ids.users.consultant);
    const response = await convert(leadId, "consultant", {
      projectName: "Acme PMO",
      plan: "standard",
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Converted;
    expect(body.user).toMatchObject({
      role: "user",
      firstName: "Jane",
      lastName: "van Doe",
      company: "Acme Logistics",
    });
    expect(body.user.username).toMatch(/^jane-/);
    expect(body.project).toMatchObject({
      name: "Acme PMO",
      clientId: body.user.id,
      consultantId: ids.users.consultant,
      planType: "pro",
      startDate: utcDay(new Date()),
    });
    expect(body.invitation).toMatchObject({ emailed: false, email: body.user.email });
    expect(body.invitation.url).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);

    // The project is made as any other: its four board columns.
    const columns = await t.db
      .selectFrom("projectColumns")
      .select("key")
      .where("projectId", "=", body.project.id)
      .execute();
    expect(columns).toHaveLength(4);
    // The planner's plan is kept like a saved plan, for a team of the lead's band.
    const plan = await t.db
      .selectFrom("plans")
      .select([
        "engineVersion",
        sql<string>`plan::text`.as("plan"),
        sql<string>`answers::text`.as("answers"),
      ])
      .where("id", "=", body.project.planId ?? -1)
      .executeTakeFirstOrThrow();
    expect(plan.engineVersion).toMatch(/^planner-/);
    expect(JSON.parse(plan.answers)).toMatchObject({ teamSize: 12, industry: "General" });
    expect(JSON.parse(plan.plan).setup_plan.length).toBeGreaterThan(0);
    // Its roadmap: a milestone per phase within the Pro plan's 30 days, their tasks on the
    // board for the consultant.
    const milestones = await t.db
      .selectFrom("milestones")
      .select(["id", "startDate", "dueDate"])
      .where("projectId", "=", body.project.id)
      .orderBy("position")
      .execute();
    expect(milestones.length).toBe(JSON.parse(plan.plan).setup_plan.length);
    expect(milestones[0]?.startDate).toBe(body.project.startDate);
    const lastDue = Date.parse(milestones.at(-1)?.dueDate ?? "");
    expect(lastDue - Date.parse(body.project.startDate)).toBeLessThan(30 * 24 * 60 * 60 * 1000);
    const tasks = await t.db
      .selectFrom("tasks")
      .select(["assignedTo", "milestoneId", "columnId"])
      .where("projectId", "=", body.project.id)
      .execute();
    expect(tasks.length).toBeGreaterThan(0);
    expect(
      tasks.every(
        (task) =>
          task.assignedTo === ids.users.consultant &&
          task.columnId === "todo" &&
          milestones.some((milestone) => milestone.id === task.milestoneId),
      ),
    ).toBe(true);

    // The lead points at its project, and its timeline says who converted it.
    const lead = await t.db
      .selectFrom("leads")
      .select("projectId")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.projectId).toBe(body.project.id);
    const events = await t.db
      .selectFrom("leadEvents")
      .select(["kind", "detail", "actorId"])
      .where("leadId", "=", leadId)
      .execute();
    expect(events).toEqual([
      { kind: "converted", detail: String(body.project.id), actorId: ids.users.consultant },
    ]);

    // The client follows the link, chooses a password and is signed in to their project.
    const token = body.invitation.url?.split("/").pop() ?? "";
    const accepted = await t.request({
      method: "POST",
      url: `/api/invitations/${token}/accept`,
      payload: { password: "the-clients-password" },
    });
    expect(accepted.statusCode).toBe(200);
    const cookie = await t.login(body.user.username, "the-clients-password");
    const project = await t.request({
      method: "GET",
      url: `/api/projects/${body.project.id}`,
      headers: { cookie },
    });
    expect(project.statusCode).toBe(200);

    // Once is enough.
    const again = await convert(leadId, "consultant", { projectName: "Twice", plan: "empty" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: `This lead was already converted (project ${body.project.id}).`,
      code: "CONFLICT",
    });
  });

  it("uses the lead's own plan, or none, and the start date asked for", async () => {
    const ids = await demoIds(t.db);
    const { id: planId } = await t.db
      .insertInto("plans")
      .values({
        tokenHash: unique("hash"),
        answers: JSON.stringify({ teamSize: 8, industry: "Software" }),
        plan: JSON.stringify({
          recommendations: { tools: [], processes: [], templates: [] },
          setup_plan: [{ phase: "Foundation", duration: "Days 1–7", tasks: ["Pick a tracker"] }],
          next_steps: [],
        }),
        engineVersion: "planner-1",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const withPlan = await wonLead(t.db, ids.users.consultant, { planId });
    const fromLead = await convert(withPlan, "admin", {
      projectName: "From the lead's plan",
      plan: "lead",
      startDate: "2027-01-04",
      username: unique("chosen"),
    });
    expect(fromLead.statusCode, fromLead.body).toBe(201);
    expect((fromLead.json() as Converted).project).toMatchObject({
      planId,
      startDate: "2027-01-04",
    });

    const empty = await convert(await wonLead(t.db, ids.users.consultant), "consultant", {
      projectName: "No roadmap",
      plan: "empty",
    });
    expect(empty.statusCode).toBe(201);
    const emptyProject = (empty.json() as Converted).project;
    expect(emptyProject.planId).toBeNull();
    const none = await t.db
      .selectFrom("milestones")
      .select("id")
      .where("projectId", "=", emptyProject.id)
      .execute();
    expect(none).toEqual([]);
    // The lead's plan of one phase: one milestone, from the day asked for.
    const laidOut = await t.db
      .selectFrom("milestones")
      .select(["title", "startDate"])
      .where("projectId", "=", (fromLead.json() as Converted).project.id)
      .execute();
    expect(laidOut).toEqual([{ title: "Foundation", startDate: "2027-01-04" }]);
  });

  it("lays the roadmap out over the plan the client bought", async () => {
    const ids = await demoIds(t.db);
    const roadmapOf = async (planType: "trial" | "scale") => {
      const response = await convert(await wonLead(t.db, ids.users.consultant), "consultant", {
        projectName: `On ${planType}`,
        plan: "standard",
        startDate: "2027-03-01",
        planType,
      });
      expect(response.statusCode, response.body).toBe(201);
      const { project } = response.json() as Converted;
      expect(project.planType).toBe(planType);
      const milestones = await t.db
        .selectFrom("milestones")
        .select(["startDate", "dueDate"])
        .where("projectId", "=", project.id)
        .orderBy("startDate")
        .execute();
      return { first: milestones[0]?.startDate, last: milestones.at(-1)?.dueDate };
    };
    // The lead signed up for Pro; the client bought another plan.
    expect(await roadmapOf("trial")).toEqual({ first: "2027-03-01", last: "2027-03-07" });
    expect(await roadmapOf("scale")).toEqual({ first: "2027-03-01", last: "2027-04-29" });
  });

  it("refuses what cannot be converted with a clear 409", async () => {
    const ids = await demoIds(t.db);
    const noPlan = await convert(await wonLead(t.db, ids.users.consultant), "consultant", {
      projectName: "P",
      plan: "lead",
    });
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json()).toEqual({
      error:
        "This lead has no plan attached. Choose the standard plan, or start without a roadmap.",
      code: "CONFLICT",
    });
    const qualified = await wonLead(t.db, ids.users.consultant, { status: "qualified" });
    const notWon = await convert(qualified, "consultant", { projectName: "P", plan: "empty" });
    expect(notWon.statusCode).toBe(409);
    expect(notWon.json()).toEqual({
      error: "Only a won lead can be converted; this one is 'qualified'. Mark it won first.",
      code: "CONFLICT",
    });
    const unassigned = await convert(await wonLead(t.db, null), "admin", {
      projectName: "P",
      plan: "empty",
    });
    expect(unassigned.statusCode).toBe(409);
    expect(unassigned.json()).toEqual({
      error: "Assign the lead to a consultant before converting it.",
      code: "CONFLICT",
    });
  });

  it("leaves nothing behind when it fails half-way (a taken username)", async () => {
    const ids = await demoIds(t.db);
    const leadId = await wonLead(t.db, ids.users.consultant);
    const before = await counts(t.db);
    // The standard plan is stored before the account is made: the failure comes after a write.
    const response = await convert(leadId, "consultant", {
      projectName: "Doomed",
      plan: "standard",
      username: "Client",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "The username 'Client' is already taken. Choose another one.",
      code: "CONFLICT",
    });
    expect(await counts(t.db)).toEqual(before);
    const lead = await t.db
      .selectFrom("leads")
      .select(["projectId", "status"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ projectId: null, status: "won" });
  });

  it("gives the lead the pricing plan its project was made on", async () => {
    const ids = await demoIds(t.db);
    const leadId = await wonLead(t.db, ids.users.consultant);
    const response = await convert(leadId, "admin", {
      projectName: "On Scale",
      plan: "empty",
      planType: "scale",
    });
    expect(response.statusCode, response.body).toBe(201);
    const lead = await t.request({
      method: "GET",
      url: `/api/leads/${leadId}`,
      headers: { cookie: await t.session("admin") },
    });
    expect(lead.json()).toMatchObject({ planType: "scale" });
  });

  it("makes a free username from the e-mail when the first is taken", async () => {
    const ids = await demoIds(t.db);
    // Two people whose addresses differ only after the "@": one username base.
    const local = unique("twin");
    const first = await convert(
      await wonLead(t.db, ids.users.consultant, { email: `${local}@acme.example` }),
      "admin",
      { projectName: "One", plan: "empty" },
    );
    const other = `${local}@other.example`;
    const second = await convert(
      await wonLead(t.db, ids.users.consultant, { email: other }),
      "admin",
      {
        projectName: "Two",
        plan: "empty",
      },
    );
    const names = [first, second].map((r) => (r.json() as Converted).user.username);
    expect(names[1]).toBe(`${names[0]}-2`);
  });

  it("is for the lead's consultant and admins only", async () => {
    const ids = await demoIds(t.db);
    const leadId = await wonLead(t.db, ids.users.consultant);
    const payload = { projectName: "P", plan: "empty" };
    const client = await convert(leadId, "client", payload);
    expect(client.statusCode).toBe(403);
    const other = await t.request({
      method: "POST",
      url: `/api/leads/${leadId}/convert`,
      headers: {
        cookie: await t.login((await freshAccount(t.db, "consultant")).username, FRESH_PASSWORD),
      },
      payload,
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.request({
      method: "POST",
      url: `/api/leads/${leadId}/convert`,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const lead = await t.db
      .selectFrom("leads")
      .select("projectId")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.projectId).toBeNull();
  });
});
