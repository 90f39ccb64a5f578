/**
 * Notion (docs/tool-push.md): a database under the parent page with the properties Name
 * (title), Status, Priority, Milestone (selects), Labels (multi-select) and Due (date), then a
 * page per task, its description and checklist (to-do blocks) in its body. Status is a select:
 * the API (2022-06-28) cannot create a property of Notion's own "status" type.
 */
import { TASK_PRIORITIES } from "@cairn/schema/constants";
import { z } from "zod";
import { parseAnswer } from "../push-session.js";
import {
  columnTitle,
  milestoneTitle,
  postJson,
  priorityName,
  sendJson,
  stringSetting,
  type ToolAdapter,
} from "./adapter.js";
import { notionBlocks, notionOption, notionRichText } from "./formats.js";

const API = "https://api.notion.com/v1";
const NOTION_VERSION = "2022-06-28";

const made = z.object({ id: z.string().min(1), url: z.string().nullish() });

const options = (names: readonly string[]) => ({
  options: [...new Set(names.map(notionOption))].map((name) => ({ name })),
});

export const notionPush: ToolAdapter = {
  name: "Notion",
  credentialsHint: "Check the integration secret in Settings, and that the page is shared with it.",
  count: (snapshot) => 1 + snapshot.tasks.length,
  async run({ push, snapshot, settings, target }) {
    const headers = {
      authorization: `Bearer ${stringSetting(settings, "integrationSecret")}`,
      "notion-version": NOTION_VERSION,
    };
    const create = async (path: string, body: unknown, what: string) => {
      const read = made.safeParse(
        parseAnswer(await push.call(postJson(`${API}${path}`, headers, body))),
      );
      if (!read.success) throw push.unexpected(what);
      return { externalId: read.data.id, url: read.data.url ?? null };
    };
    const { project } = snapshot;

    await push.phase("Creating the database");
    const database = await push.item(
      {
        entity: "project",
        localId: project.id,
        kind: "database",
        title: project.name,
        essential: true,
      },
      () =>
        create(
          "/databases",
          {
            parent: { type: "page_id", page_id: target.parentPageId },
            title: notionRichText(project.name),
            ...(project.description ? { description: notionRichText(project.description) } : {}),
            properties: {
              Name: { title: {} },
              Status: { select: options(snapshot.columns.map((column) => column.title)) },
              Priority: { select: options(TASK_PRIORITIES.map(priorityName)) },
              Due: { date: {} },
              Milestone: {
                select: options(snapshot.milestones.map((milestone) => milestone.title)),
              },
              Labels: { multi_select: options(snapshot.labels.map((label) => label.name)) },
            },
          },
          "a database id",
        ),
    );
    if (!database) return;
    push.report.details.url = database.url;
    push.report.details.title = project.name;

    await push.phase("Creating a page per task");
    for (const task of snapshot.tasks) {
      const milestone = milestoneTitle(snapshot, task.milestoneId);
      await push.item({ entity: "task", localId: task.id, kind: "page", title: task.title }, () =>
        create(
          "/pages",
          {
            parent: { type: "database_id", database_id: database.externalId },
            properties: {
              Name: { title: notionRichText(task.title) },
              Status: { select: { name: notionOption(columnTitle(snapshot, task.column)) } },
              Priority: { select: { name: priorityName(task.priority) } },
              ...(task.dueDay ? { Due: { date: { start: task.dueDay } } } : {}),
              ...(milestone ? { Milestone: { select: { name: notionOption(milestone) } } } : {}),
              Labels: {
                multi_select: task.labels.map((label) => ({ name: notionOption(label.name) })),
              },
            },
            children: notionBlocks(task.description ?? "", task.checklist),
          },
          "a page id",
        ),
      );
    }
  },
  async sync({ task, externalId, settings, send, snapshot }) {
    await send(
      sendJson(
        "PATCH",
        `${API}/pages/${externalId}`,
        {
          authorization: `Bearer ${stringSetting(settings, "integrationSecret")}`,
          "notion-version": NOTION_VERSION,
        },
        {
          properties: {
            Name: { title: notionRichText(task.title) },
            Status: { select: { name: notionOption(columnTitle(snapshot, task.column)) } },
            Priority: { select: { name: priorityName(task.priority) } },
            Due: { date: task.dueDay ? { start: task.dueDay } : null },
          },
        },
      ),
    );
  },
};
