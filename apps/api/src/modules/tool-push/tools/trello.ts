/**
 * Trello (docs/tool-push.md): a board, a list per column, a label per priority and per Cairn
 * label, a card per task, and a checklist with its items on each card that has one. Parameters
 * go as a JSON body, which Trello's REST API reads as it reads the query string.
 */
import { TASK_PRIORITIES } from "@cairn/schema/constants";
import { z } from "zod";
import type { OpenedSettings } from "../../integrations/stored-settings.js";
import { parseAnswer } from "../push-session.js";
import {
  checklistItems,
  milestoneTitle,
  postJson,
  priorityName,
  sendJson,
  stringSetting,
  type ToolAdapter,
  tasksWithChecklist,
} from "./adapter.js";

const API = "https://api.trello.com/1";

const withId = z.object({ id: z.string().min(1) });
const withUrl = withId.extend({ url: z.string().nullish(), shortUrl: z.string().nullish() });

const PRIORITY_COLOURS = { high: "red", medium: "yellow", low: "green" } as const;

function auth(settings: OpenedSettings): Record<string, string> {
  const key = encodeURIComponent(stringSetting(settings, "apiKey"));
  const token = encodeURIComponent(stringSetting(settings, "token"));
  return { authorization: `OAuth oauth_consumer_key="${key}", oauth_token="${token}"` };
}

export const trelloPush: ToolAdapter = {
  name: "Trello",
  credentialsHint: "Check the API key and the token in Settings.",
  count: (snapshot) =>
    1 +
    snapshot.columns.length +
    TASK_PRIORITIES.length +
    snapshot.labels.length +
    snapshot.tasks.length +
    tasksWithChecklist(snapshot) +
    checklistItems(snapshot),
  async run({ push, snapshot, settings }) {
    const headers = auth(settings);
    const create = async <T extends z.ZodType<{ id: string }>>(
      path: string,
      body: unknown,
      shape: T,
      what: string,
    ): Promise<z.infer<T>> => {
      const answer = shape.safeParse(
        parseAnswer(await push.call(postJson(`${API}${path}`, headers, body))),
      );
      if (!answer.success) throw push.unexpected(what);
      return answer.data;
    };
    const { project } = snapshot;

    await push.phase("Creating the board");
    const board = await push.item(
      {
        entity: "project",
        localId: project.id,
        kind: "board",
        title: project.name,
        essential: true,
      },
      async () => {
        const made = await create(
          "/boards/",
          {
            name: project.name,
            desc: project.description ?? "",
            defaultLists: false,
            defaultLabels: false,
          },
          withUrl,
          "a board id",
        );
        return { externalId: made.id, url: made.url ?? made.shortUrl ?? null };
      },
    );
    if (!board) return;
    push.report.details.url = board.url;
    push.report.details.title = project.name;

    await push.phase("Creating the lists");
    const lists = new Map<string, string>();
    for (const column of snapshot.columns) {
      const list = await push.item(
        { entity: "column", localId: column.id, kind: "list", title: column.title },
        async () => {
          const made = await create(
            `/boards/${board.externalId}/lists`,
            { name: column.title, pos: "bottom" },
            withId,
            "a list id",
          );
          return { externalId: made.id, url: board.url };
        },
      );
      if (list) lists.set(column.key, list.externalId);
    }

    await push.phase("Creating the labels");
    const priorityLabels = new Map<string, string>();
    for (const priority of TASK_PRIORITIES) {
      const label = await push.item(
        {
          entity: `priority-label:${priority}`,
          localId: project.id,
          kind: "label",
          title: `${priorityName(priority)} priority`,
        },
        async () => {
          const made = await create(
            `/boards/${board.externalId}/labels`,
            { name: `${priorityName(priority)} priority`, color: PRIORITY_COLOURS[priority] },
            withId,
            "a label id",
          );
          return { externalId: made.id, url: board.url };
        },
      );
      if (label) priorityLabels.set(priority, label.externalId);
    }
    const labels = new Map<number, string>();
    for (const cairnLabel of snapshot.labels) {
      const label = await push.item(
        { entity: "label", localId: cairnLabel.id, kind: "label", title: cairnLabel.name },
        async () => {
          const made = await create(
            `/boards/${board.externalId}/labels`,
            { name: cairnLabel.name, color: null },
            withId,
            "a label id",
          );
          return { externalId: made.id, url: board.url };
        },
      );
      if (label) labels.set(cairnLabel.id, label.externalId);
    }

    await push.phase("Creating the cards");
    const cards = new Map<number, string>();
    for (const task of snapshot.tasks) {
      const milestone = milestoneTitle(snapshot, task.milestoneId);
      const desc = [task.description ?? "", milestone ? `Milestone: ${milestone}` : ""]
        .filter((part) => part !== "")
        .join("\n\n");
      const idLabels = [
        priorityLabels.get(task.priority),
        ...task.labels.map((label) => labels.get(label.id)),
      ].filter((id): id is string => id !== undefined);
      const card = await push.itemUnder(
        { entity: "task", localId: task.id, kind: "card", title: task.title },
        "list",
        lists.get(task.column),
        async (idList) => {
          const made = await create(
            "/cards",
            { idList, name: task.title, desc, due: task.dueAt, idLabels, pos: "bottom" },
            withUrl,
            "a card id",
          );
          return { externalId: made.id, url: made.url ?? made.shortUrl ?? null };
        },
      );
      if (card) cards.set(task.id, card.externalId);
    }

    await push.phase("Creating the checklists");
    for (const task of snapshot.tasks) {
      if (task.checklist.length === 0) continue;
      const spec = { entity: "checklist", localId: task.id, kind: "checklist", title: task.title };
      const checklist = await push.itemUnder(spec, "card", cards.get(task.id), async (idCard) => {
        const made = await create(
          "/checklists",
          { idCard, name: "Checklist" },
          withId,
          "a checklist id",
        );
        return { externalId: made.id, url: push.linked("task", task.id)?.url ?? null };
      });
      for (const entry of task.checklist) {
        await push.itemUnder(
          { entity: "checklist-item", localId: entry.id, kind: "check item", title: entry.text },
          "checklist",
          checklist,
          async (checklist) => {
            const made = await create(
              `/checklists/${checklist.externalId}/checkItems`,
              { name: entry.text, checked: entry.done },
              withId,
              "a check item id",
            );
            return { externalId: made.id, url: checklist.url };
          },
        );
      }
    }
  },
  async sync({ task, externalId, linked, settings, send, snapshot }) {
    // The card goes to its column's list and keeps its labels, the priority's among them.
    const idLabels = [
      linked(`priority-label:${task.priority}`, snapshot.project.id)?.externalId,
      ...task.labels.map((label) => linked("label", label.id)?.externalId),
    ].filter((id): id is string => id !== undefined);
    const column = snapshot.columns.find((entry) => entry.key === task.column);
    const idList = column ? linked("column", column.id)?.externalId : undefined;
    await send(
      sendJson("PUT", `${API}/cards/${externalId}`, auth(settings), {
        name: task.title,
        due: task.dueAt,
        idLabels,
        ...(idList ? { idList } : {}),
      }),
    );
  },
};
