/**
 * Monday.com (docs/tool-push.md), through its GraphQL API (`POST /v2`): a board, the columns
 * Status, Priority (status columns) and Due (date), a group per milestone, an item per task
 * (in its milestone's group, with its column values; labels are created as they are first
 * used), and a subitem per checklist item. `Authorization: <token>`.
 */
import { z } from "zod";
import { ItemRefused, type PushSession, parseAnswer } from "../push-session.js";
import { SyncFailed } from "../sync-failure.js";
import {
  checklistItems,
  columnTitle,
  postJson,
  priorityName,
  stringSetting,
  type ToolAdapter,
} from "./adapter.js";

const API = "https://api.monday.com/v2";

const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
  error_message: z.string().nullish(),
});
const withId = z.object({ id: z.string().min(1), url: z.string().nullish() });

const FIELDS = [
  { key: "status", title: "Status", type: "status" },
  { key: "priority", title: "Priority", type: "status" },
  { key: "due", title: "Due", type: "date" },
] as const;

/** One mutation; answers the object under its field, or throws the refusal in words. */
async function mutate(
  push: PushSession,
  token: string,
  field: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<z.infer<typeof withId>> {
  const body = await push.call(postJson(API, { authorization: token }, { query, variables }));
  const answer = graphqlAnswer.safeParse(parseAnswer(body));
  if (!answer.success) throw push.unexpected("a GraphQL answer");
  // GraphQL refusals come with HTTP 200: the errors say what was wrong.
  const refusal = answer.data.errors?.[0]?.message ?? answer.data.error_message;
  if (refusal) throw new ItemRefused(`Monday.com refused it: "${refusal.slice(0, 160)}".`);
  const made = withId.safeParse(answer.data.data?.[field]);
  if (!made.success) throw push.unexpected(`an id in ${field}`);
  return made.data;
}

export const mondayPush: ToolAdapter = {
  name: "Monday.com",
  credentialsHint: "Check the API token in Settings.",
  count: (snapshot) =>
    1 +
    FIELDS.length +
    snapshot.milestones.length +
    snapshot.tasks.length +
    checklistItems(snapshot),
  async run({ push, snapshot, settings, target }) {
    const token = stringSetting(settings, "apiKey");
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
        const made = await mutate(
          push,
          token,
          "create_board",
          "mutation ($name: String!, $workspace: ID) { create_board(board_name: $name, board_kind: public, workspace_id: $workspace) { id url } }",
          { name: project.name, workspace: target.workspaceId ?? null },
        );
        return { externalId: made.id, url: made.url ?? null };
      },
    );
    if (!board) return;
    push.report.details.url = board.url;
    push.report.details.title = project.name;

    await push.phase("Creating the columns");
    const columns = new Map<string, string>();
    for (const field of FIELDS) {
      const column = await push.item(
        { entity: `field:${field.key}`, localId: project.id, kind: "column", title: field.title },
        async () => {
          const made = await mutate(
            push,
            token,
            "create_column",
            "mutation ($board: ID!, $title: String!, $type: ColumnType!) { create_column(board_id: $board, title: $title, column_type: $type) { id } }",
            { board: board.externalId, title: field.title, type: field.type },
          );
          return { externalId: made.id, url: board.url };
        },
      );
      if (column) columns.set(field.key, column.externalId);
    }

    await push.phase("Creating a group per milestone");
    const groups = new Map<number, string>();
    for (const milestone of snapshot.milestones) {
      const group = await push.item(
        { entity: "milestone", localId: milestone.id, kind: "group", title: milestone.title },
        async () => {
          const made = await mutate(
            push,
            token,
            "create_group",
            "mutation ($board: ID!, $name: String!) { create_group(board_id: $board, group_name: $name) { id } }",
            { board: board.externalId, name: milestone.title },
          );
          return { externalId: made.id, url: board.url };
        },
      );
      if (group) groups.set(milestone.id, group.externalId);
    }

    await push.phase("Creating the items");
    const items = new Map<number, string>();
    for (const task of snapshot.tasks) {
      const values: Record<string, unknown> = {};
      const status = columns.get("status");
      const priority = columns.get("priority");
      const due = columns.get("due");
      if (status) values[status] = { label: columnTitle(snapshot, task.column) };
      if (priority) values[priority] = { label: priorityName(task.priority) };
      if (due && task.dueDay) values[due] = { date: task.dueDay };
      const made = await push.itemUnder(
        { entity: "task", localId: task.id, kind: "item", title: task.title },
        "group",
        task.milestoneId === null ? null : groups.get(task.milestoneId),
        async (group) => {
          const item = await mutate(
            push,
            token,
            "create_item",
            "mutation ($board: ID!, $group: String, $name: String!, $values: JSON) { create_item(board_id: $board, group_id: $group, item_name: $name, column_values: $values, create_labels_if_missing: true) { id url } }",
            { board: board.externalId, group, name: task.title, values: JSON.stringify(values) },
          );
          return { externalId: item.id, url: item.url ?? null };
        },
      );
      if (made) items.set(task.id, made.externalId);
    }

    await push.phase("Creating the checklists as subitems");
    for (const task of snapshot.tasks) {
      for (const entry of task.checklist) {
        await push.itemUnder(
          { entity: "checklist-item", localId: entry.id, kind: "subitem", title: entry.text },
          "item",
          items.get(task.id),
          async (parent) => {
            const made = await mutate(
              push,
              token,
              "create_subitem",
              "mutation ($parent: ID!, $name: String!) { create_subitem(parent_item_id: $parent, item_name: $name) { id } }",
              { parent, name: entry.text },
            );
            return { externalId: made.id, url: push.linked("task", task.id)?.url ?? null };
          },
        );
      }
    }
  },
  async sync({ task, externalId, linked, settings, send, snapshot }) {
    const board = linked("project", snapshot.project.id);
    if (!board) throw new SyncFailed("The Monday.com board of the project is not linked.", false);
    const values: Record<string, unknown> = { name: task.title };
    const column = (key: string) => linked(`field:${key}`, snapshot.project.id)?.externalId;
    const status = column("status");
    const priority = column("priority");
    const due = column("due");
    if (status) values[status] = { label: columnTitle(snapshot, task.column) };
    if (priority) values[priority] = { label: priorityName(task.priority) };
    if (due) values[due] = task.dueDay ? { date: task.dueDay } : null;
    const body = await send(
      postJson(
        API,
        { authorization: stringSetting(settings, "apiKey") },
        {
          query:
            "mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values, create_labels_if_missing: true) { id } }",
          variables: { board: board.externalId, item: externalId, values: JSON.stringify(values) },
        },
      ),
    );
    const answer = graphqlAnswer.safeParse(parseAnswer(body));
    const refusal = answer.success
      ? (answer.data.errors?.[0]?.message ?? answer.data.error_message)
      : "not a GraphQL answer";
    if (refusal)
      throw new SyncFailed(`Monday.com refused the change: "${refusal.slice(0, 160)}".`, false);
  },
};
