/**
 * The four actions (create, move and assign a task; claim a lead). An action is first resolved
 * into the exact records it would change and proposed in words; it runs only when its asker
 * confirms, through the same procedure the screens call, so the API's checks decide again at
 * that moment (a task moved or a lead claimed meanwhile is told, not overwritten).
 */
import { z } from "zod";
import { type Answer, sentence } from "./answer.js";
import type { AssistantColumn, Intent, TaskMention } from "./intents.js";
import { normalize } from "./mentions.js";
import { portfolio, resolveProject } from "./resolve.js";
import { type AssistantScope, projectPath } from "./scope.js";

export const COLUMN_NAMES: Readonly<Record<AssistantColumn, string>> = {
  todo: "To Do",
  inprogress: "In Progress",
  review: "Review",
  done: "Done",
};

/** An action resolved to its records, as it is kept while it waits for a yes. */
export const pendingAction = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("create_task"),
    projectId: z.number(),
    projectName: z.string(),
    title: z.string(),
  }),
  z.object({
    kind: z.literal("move_task"),
    taskId: z.number(),
    projectId: z.number(),
    title: z.string(),
    column: z.enum(["todo", "inprogress", "review", "done"]),
  }),
  z.object({
    kind: z.literal("assign_task"),
    taskId: z.number(),
    projectId: z.number(),
    title: z.string(),
    assigneeId: z.number(),
    assigneeName: z.string(),
  }),
  z.object({ kind: z.literal("claim_lead"), leadId: z.number(), name: z.string() }),
]);
export type PendingAction = z.infer<typeof pendingAction>;

export type Proposal =
  | { ok: true; action: PendingAction; prompt: string }
  | { ok: false; answer: Answer };

type TaskFound = { id: number; title: string; projectId: number; columnId: string };

async function findTaskFor(
  scope: AssistantScope,
  intent: Intent["kind"],
  mention: TaskMention,
): Promise<{ ok: true; task: TaskFound } | { ok: false; answer: Answer }> {
  if (mention.kind === "id") {
    // Through the API: a task the asker may not read is "not found", exactly as GET answers.
    const task = await scope.caller.tasks.get({ taskId: mention.id });
    return { ok: true, task };
  }
  const wanted = normalize(mention.words);
  const lists = await Promise.all(
    portfolio(scope).map((p) => scope.caller.tasks.listByProject({ projectId: p.id, limit: 1000 })),
  );
  const matches = lists
    .flat()
    .filter((task) => task.status !== "completed" && normalize(task.title).includes(wanted));
  const [only] = matches;
  if (only && matches.length === 1) return { ok: true, task: only };
  if (matches.length === 0) {
    return {
      ok: false,
      answer: sentence(intent, `I found no open task whose title has "${mention.words}".`),
    };
  }
  return {
    ok: false,
    answer: {
      ...sentence(
        intent,
        `${matches.length} open tasks match "${mention.words}": which one? Name it by its number.`,
      ),
      sections: [
        {
          heading: "Matching tasks",
          items: matches.slice(0, 8).map((task) => ({
            text: `#${task.id} ${task.title}`,
            link: { label: "Open task", path: projectPath(task.projectId, task.id) },
          })),
          empty: "",
        },
      ],
    },
  };
}

export async function propose(scope: AssistantScope, intent: Intent): Promise<Proposal> {
  switch (intent.kind) {
    case "create_task": {
      const resolved = resolveProject(scope, intent.kind, intent.project, `task`);
      if (!resolved.ok) return resolved;
      const project = resolved.value;
      if (!project) {
        return {
          ok: false,
          answer: sentence(
            intent.kind,
            "Which project should the task go in? Write it as: task <project>: <title>.",
            scope.projects.slice(0, 3).map((p) => `task ${p.name}: ${intent.title}`),
          ),
        };
      }
      return {
        ok: true,
        action: {
          kind: "create_task",
          projectId: project.id,
          projectName: project.name,
          title: intent.title,
        },
        prompt: `Create the task "${intent.title}" in ${project.name} (To Do)?`,
      };
    }
    case "move_task": {
      const found = await findTaskFor(scope, intent.kind, intent.task);
      if (!found.ok) return found;
      const { task } = found;
      if (task.columnId === intent.column) {
        return {
          ok: false,
          answer: sentence(
            intent.kind,
            `#${task.id} ${task.title} is already in ${COLUMN_NAMES[intent.column]}.`,
          ),
        };
      }
      return {
        ok: true,
        action: {
          kind: "move_task",
          taskId: task.id,
          projectId: task.projectId,
          title: task.title,
          column: intent.column,
        },
        prompt: `Move #${task.id} "${task.title}" to ${COLUMN_NAMES[intent.column]}?`,
      };
    }
    case "assign_task": {
      const person = intent.person;
      if (person.kind === "ambiguous" || person.kind === "unknown") {
        return {
          ok: false,
          answer: sentence(
            intent.kind,
            person.kind === "ambiguous"
              ? `Whom do you mean: ${person.candidates.map((c) => c.name).join(" or ")}?`
              : `I could not find "${person.words}" among the people of your projects.`,
          ),
        };
      }
      const found = await findTaskFor(scope, intent.kind, intent.task);
      if (!found.ok) return found;
      const assigneeId = person.kind === "me" ? scope.asker.id : person.id;
      const assigneeName = person.kind === "me" ? "you" : person.name;
      return {
        ok: true,
        action: {
          kind: "assign_task",
          taskId: found.task.id,
          projectId: found.task.projectId,
          title: found.task.title,
          assigneeId,
          assigneeName,
        },
        prompt: `Assign #${found.task.id} "${found.task.title}" to ${assigneeName}?`,
      };
    }
    case "claim_lead": {
      const lead =
        intent.lead.kind === "id"
          ? await scope.caller.leads.get({ leadId: intent.lead.id })
          : await findLead(scope, intent.lead.words);
      if ("answer" in lead) return { ok: false, answer: lead.answer };
      const name = lead.company ?? lead.name;
      return {
        ok: true,
        action: { kind: "claim_lead", leadId: lead.id, name },
        prompt: `Claim lead #${lead.id} ${name}?`,
      };
    }
    default:
      return { ok: false, answer: sentence(intent.kind, "That is not something I can do.") };
  }
}

async function findLead(scope: AssistantScope, words: string) {
  const leads = await scope.caller.leads.list({ q: words, limit: 20 });
  const [only] = leads;
  if (only && leads.length === 1) return only;
  return {
    answer: sentence(
      "claim_lead",
      leads.length === 0
        ? `I found no lead matching "${words}".`
        : `${leads.length} leads match "${words}": ${leads
            .slice(0, 5)
            .map((lead) => `#${lead.id} ${lead.company ?? lead.name}`)
            .join(", ")}. Which one?`,
      leads.slice(0, 3).map((lead) => `claim lead #${lead.id}`),
    ),
  };
}

/** Runs a confirmed action as its asker; what it changed, in words, with a link. */
export async function run(scope: AssistantScope, action: PendingAction): Promise<Answer> {
  const { caller } = scope;
  switch (action.kind) {
    case "create_task": {
      const task = await caller.tasks.create({ projectId: action.projectId, title: action.title });
      return sentence(
        "create_task",
        `Created #${task.id} "${task.title}" in ${action.projectName} (To Do).`,
        [],
        [{ label: "Open task", path: projectPath(action.projectId, task.id) }],
      );
    }
    case "move_task": {
      const board = await caller.board.get({ projectId: action.projectId });
      const column = board.columns.find((c) => c.key === action.column);
      const end = column ? column.tasks.filter((task) => task.id !== action.taskId).length : 0;
      await caller.board.move({ taskId: action.taskId, columnId: action.column, orderIndex: end });
      return sentence(
        "move_task",
        `Moved #${action.taskId} "${action.title}" to ${COLUMN_NAMES[action.column]}.`,
        [],
        [{ label: "Open task", path: projectPath(action.projectId, action.taskId) }],
      );
    }
    case "assign_task": {
      await caller.tasks.update({ taskId: action.taskId, assignedTo: action.assigneeId });
      return sentence(
        "assign_task",
        `Assigned #${action.taskId} "${action.title}" to ${action.assigneeName}.`,
        [],
        [{ label: "Open task", path: projectPath(action.projectId, action.taskId) }],
      );
    }
    case "claim_lead": {
      await caller.leads.assign({ leadId: action.leadId, consultantId: scope.asker.id });
      return sentence(
        "claim_lead",
        `Lead #${action.leadId} ${action.name} is yours.`,
        [],
        [{ label: "Open lead", path: `?tab=leads&lead=${action.leadId}` }],
      );
    }
  }
}
