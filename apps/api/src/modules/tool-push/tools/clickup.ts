/**
 * ClickUp (docs/tool-push.md): a list in the space, a task per task, and a checklist with its
 * items on each task that has one. ClickUp's API cannot create statuses: a list takes its
 * space's statuses. So the list's statuses are read (`GET /list/{id}`) and each column goes to
 * the status of the same name, else the status of the same kind (To Do → the open status,
 * Done → the closed one); a column with neither leaves its tasks in the list's first status,
 * and the report says so.
 */
import type { ColumnKey } from "@cairn/schema/task-status";
import { z } from "zod";
import { parseAnswer } from "../push-session.js";
import {
  checklistItems,
  columnTitle,
  getJson,
  milestoneTitle,
  postJson,
  sendJson,
  stringSetting,
  type ToolAdapter,
  tasksWithChecklist,
} from "./adapter.js";

const API = "https://api.clickup.com/api/v2";

const list = z.object({ id: z.string().min(1) });
const listStatuses = z.object({
  statuses: z.array(z.object({ status: z.string(), type: z.string().nullish() })),
});
const task = z.object({ id: z.string().min(1), url: z.string().nullish() });
const checklist = z.object({
  checklist: z.object({
    id: z.string().min(1),
    items: z.array(z.object({ id: z.string().min(1), name: z.string() })).optional(),
  }),
});

/** ClickUp's priorities: 1 urgent, 2 high, 3 normal, 4 low. */
const PRIORITY = { high: 2, medium: 3, low: 4 } as const;

/** The kind of status each column is, when no status has its name. */
const STATUS_TYPE: Record<ColumnKey, readonly string[]> = {
  todo: ["open"],
  inprogress: [],
  review: [],
  done: ["closed", "done"],
};

/** The status of the list for a column: by name, else by kind; undefined when none fits. */
export function statusFor(
  column: { key: ColumnKey; title: string },
  statuses: readonly { status: string; type?: string | null }[],
): string | undefined {
  const byName = statuses.find(
    (status) => status.status.trim().toLowerCase() === column.title.trim().toLowerCase(),
  );
  if (byName) return byName.status;
  return statuses.find((status) => STATUS_TYPE[column.key].includes(status.type ?? ""))?.status;
}

export const clickupPush: ToolAdapter = {
  name: "ClickUp",
  credentialsHint: "Check the API token in Settings.",
  count: (snapshot) =>
    1 + snapshot.tasks.length + tasksWithChecklist(snapshot) + checklistItems(snapshot),
  async run({ push, snapshot, settings, target }) {
    const headers = { authorization: stringSetting(settings, "apiKey") };
    const teamId = stringSetting(settings, "teamId");
    const post = async (path: string, body: unknown) =>
      parseAnswer(await push.call(postJson(`${API}${path}`, headers, body)));
    const { project } = snapshot;

    await push.phase("Creating the list");
    const milestones = snapshot.milestones
      .map((milestone) => `- ${milestone.title} (${milestone.startDate} to ${milestone.dueDate})`)
      .join("\n");
    const made = await push.item(
      {
        entity: "project",
        localId: project.id,
        kind: "list",
        title: project.name,
        essential: true,
      },
      async () => {
        const read = list.safeParse(
          await post(`/space/${target.spaceId}/list`, {
            name: project.name,
            markdown_content: [
              project.description ?? "",
              milestones ? `Milestones:\n${milestones}` : "",
            ]
              .filter((part) => part !== "")
              .join("\n\n"),
          }),
        );
        if (!read.success) throw push.unexpected("a list id");
        return {
          externalId: read.data.id,
          url: teamId ? `https://app.clickup.com/${teamId}/v/li/${read.data.id}` : null,
        };
      },
    );
    if (!made) return;
    push.report.details.url = made.url;
    push.report.details.title = project.name;

    // Read each run: the space's statuses may have changed since the list was made.
    const statuses = listStatuses.safeParse(
      parseAnswer(await push.call(getJson(`${API}/list/${made.externalId}`, headers))),
    );
    const known = statuses.success ? statuses.data.statuses : [];
    const unmatched = snapshot.columns
      .filter((column) => statusFor(column, known) === undefined)
      .map((column) => column.title);
    if (unmatched.length > 0) {
      push.report.details.note = `ClickUp's API cannot create statuses, and the list has none for ${unmatched.join(", ")}: those tasks are in the list's first status. Add the statuses to the space in ClickUp to match.`;
    }

    await push.phase("Creating the tasks");
    const tasks = new Map<number, string>();
    for (const entry of snapshot.tasks) {
      const status = statusFor(
        { key: entry.column, title: columnTitle(snapshot, entry.column) },
        known,
      );
      const milestone = milestoneTitle(snapshot, entry.milestoneId);
      const description = [entry.description ?? "", milestone ? `Milestone: ${milestone}` : ""]
        .filter((part) => part !== "")
        .join("\n\n");
      const created = await push.item(
        { entity: "task", localId: entry.id, kind: "task", title: entry.title },
        async () => {
          const read = task.safeParse(
            await post(`/list/${made.externalId}/task`, {
              name: entry.title,
              markdown_description: description,
              priority: PRIORITY[entry.priority],
              tags: entry.labels.map((label) => label.name),
              ...(status ? { status } : {}),
              ...(entry.dueAt ? { due_date: Date.parse(entry.dueAt), due_date_time: false } : {}),
            }),
          );
          if (!read.success) throw push.unexpected("a task id");
          return { externalId: read.data.id, url: read.data.url ?? null };
        },
      );
      if (created) tasks.set(entry.id, created.externalId);
    }

    await push.phase("Creating the checklists");
    for (const entry of snapshot.tasks) {
      if (entry.checklist.length === 0) continue;
      const made = await push.itemUnder(
        { entity: "checklist", localId: entry.id, kind: "checklist", title: entry.title },
        "task",
        tasks.get(entry.id),
        async (taskId) => {
          const read = checklist.safeParse(
            await post(`/task/${taskId}/checklist`, { name: "Checklist" }),
          );
          if (!read.success) throw push.unexpected("a checklist id");
          return {
            externalId: read.data.checklist.id,
            url: push.linked("task", entry.id)?.url ?? null,
          };
        },
      );
      for (const item of entry.checklist) {
        await push.itemUnder(
          { entity: "checklist-item", localId: item.id, kind: "checklist item", title: item.text },
          "checklist",
          made,
          async (parent) => {
            const read = checklist.safeParse(
              await post(`/checklist/${parent.externalId}/checklist_item`, { name: item.text }),
            );
            // The answer is the whole checklist: the new item is the last of that name.
            const found = read.success
              ? read.data.checklist.items?.findLast((candidate) => candidate.name === item.text)
              : undefined;
            if (!found) throw push.unexpected("the new checklist item");
            return { externalId: found.id, url: parent.url };
          },
        );
      }
    }
  },
  async sync({ task, externalId, linked, settings, send, snapshot }) {
    const headers = { authorization: stringSetting(settings, "apiKey") };
    const list = linked("project", snapshot.project.id);
    const statuses = list
      ? listStatuses.safeParse(
          parseAnswer(await send(getJson(`${API}/list/${list.externalId}`, headers))),
        )
      : undefined;
    const status = statuses?.success
      ? statusFor(
          { key: task.column, title: columnTitle(snapshot, task.column) },
          statuses.data.statuses,
        )
      : undefined;
    await send(
      sendJson("PUT", `${API}/task/${externalId}`, headers, {
        name: task.title,
        priority: PRIORITY[task.priority],
        due_date: task.dueAt ? Date.parse(task.dueAt) : null,
        due_date_time: false,
        ...(status ? { status } : {}),
      }),
    );
  },
};
