/**
 * Asana (docs/tool-push.md): a project in the workspace (board view), a section per column, a
 * milestone task per milestone, a task per task in its column's section, and a subtask per
 * checklist item. Bearer token; every body wrapped in `{ data: … }`, every answer too.
 */
import { z } from "zod";
import { parseAnswer } from "../push-session.js";
import {
  checklistItems,
  milestoneTitle,
  postJson,
  priorityName,
  sendJson,
  stringSetting,
  type ToolAdapter,
} from "./adapter.js";

const API = "https://app.asana.com/api/1.0";

const answer = z.object({
  data: z.object({ gid: z.string().min(1), permalink_url: z.string().nullish() }),
});

export const asanaPush: ToolAdapter = {
  name: "Asana",
  credentialsHint: "Check the personal access token in Settings.",
  count: (snapshot) =>
    1 +
    snapshot.columns.length +
    snapshot.milestones.length +
    snapshot.tasks.length +
    checklistItems(snapshot),
  async run({ push, snapshot, settings, target }) {
    const headers = { authorization: `Bearer ${stringSetting(settings, "personalAccessToken")}` };
    const create = async (path: string, data: Record<string, unknown>, what: string) => {
      const read = answer.safeParse(
        parseAnswer(await push.call(postJson(`${API}${path}`, headers, { data }))),
      );
      if (!read.success) throw push.unexpected(what);
      return { externalId: read.data.data.gid, url: read.data.data.permalink_url ?? null };
    };
    const { project } = snapshot;

    await push.phase("Creating the project");
    const asanaProject = await push.item(
      {
        entity: "project",
        localId: project.id,
        kind: "project",
        title: project.name,
        essential: true,
      },
      () =>
        create(
          "/projects",
          {
            name: project.name,
            notes: project.description ?? "",
            workspace: target.workspaceId,
            default_view: "board",
          },
          "a project gid",
        ),
    );
    if (!asanaProject) return;
    push.report.details.url = asanaProject.url;
    push.report.details.title = project.name;

    await push.phase("Creating the sections");
    const sections = new Map<string, string>();
    for (const column of snapshot.columns) {
      const section = await push.item(
        { entity: "column", localId: column.id, kind: "section", title: column.title },
        async () => ({
          ...(await create(
            `/projects/${asanaProject.externalId}/sections`,
            { name: column.title },
            "a section gid",
          )),
          url: asanaProject.url,
        }),
      );
      if (section) sections.set(column.key, section.externalId);
    }

    await push.phase("Creating the milestones");
    for (const milestone of snapshot.milestones) {
      await push.item(
        { entity: "milestone", localId: milestone.id, kind: "milestone", title: milestone.title },
        () =>
          create(
            "/tasks",
            {
              name: milestone.title,
              notes: milestone.description ?? "",
              resource_subtype: "milestone",
              due_on: milestone.dueDate,
              projects: [asanaProject.externalId],
            },
            "a task gid",
          ),
      );
    }

    await push.phase("Creating the tasks");
    const tasks = new Map<number, string>();
    for (const task of snapshot.tasks) {
      const milestone = milestoneTitle(snapshot, task.milestoneId);
      const notes = [
        task.description ?? "",
        `Priority: ${priorityName(task.priority)}`,
        milestone ? `Milestone: ${milestone}` : "",
        task.labels.length > 0
          ? `Labels: ${task.labels.map((label) => label.name).join(", ")}`
          : "",
      ]
        .filter((part) => part !== "")
        .join("\n\n");
      const made = await push.itemUnder(
        { entity: "task", localId: task.id, kind: "task", title: task.title },
        "section",
        sections.get(task.column),
        (section) =>
          create(
            "/tasks",
            {
              name: task.title,
              notes,
              due_on: task.dueDay,
              projects: [asanaProject.externalId],
              memberships: [{ project: asanaProject.externalId, section }],
            },
            "a task gid",
          ),
      );
      if (made) tasks.set(task.id, made.externalId);
    }

    await push.phase("Creating the checklists as subtasks");
    for (const task of snapshot.tasks) {
      for (const entry of task.checklist) {
        await push.itemUnder(
          { entity: "checklist-item", localId: entry.id, kind: "subtask", title: entry.text },
          "task",
          tasks.get(task.id),
          (parent) =>
            create(
              `/tasks/${parent}/subtasks`,
              { name: entry.text, completed: entry.done },
              "a subtask gid",
            ),
        );
      }
    }
  },
  async sync({ task, externalId, linked, settings, send, snapshot }) {
    const headers = { authorization: `Bearer ${stringSetting(settings, "personalAccessToken")}` };
    await send(
      sendJson("PUT", `${API}/tasks/${externalId}`, headers, {
        data: { name: task.title, due_on: task.dueDay },
      }),
    );
    // A task changes section by being added to the other one.
    const column = snapshot.columns.find((entry) => entry.key === task.column);
    const section = column ? linked("column", column.id)?.externalId : undefined;
    if (section) {
      await send(
        postJson(`${API}/sections/${section}/addTask`, headers, { data: { task: externalId } }),
      );
    }
  },
};
