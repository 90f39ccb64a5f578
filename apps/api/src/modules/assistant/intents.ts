/**
 * What the assistant understood a question to ask (docs/assistant.md). The parser only names
 * the intent and the things the words point at; the answers are computed from Cairn's own
 * engines with the asker's permissions, never from the words alone.
 */

/** A project named in the question, matched against those the asker may read. */
export type ProjectMention =
  | { kind: "none" }
  | { kind: "one"; id: number; name: string }
  /** Several projects matched equally well: the answer asks which. */
  | { kind: "ambiguous"; candidates: { id: number; name: string }[] }
  /** Words that look like a project name but match none the asker may read. */
  | { kind: "unknown"; words: string };

/** A person named in the question: the asker ("me") or someone matched by name. */
export type PersonMention =
  | { kind: "me" }
  | { kind: "one"; id: number; name: string }
  | { kind: "ambiguous"; candidates: { id: number; name: string }[] }
  | { kind: "unknown"; words: string };

/** A task named by its number (`#12`, `task 12`) or by words of its title. */
export type TaskMention = { kind: "id"; id: number } | { kind: "title"; words: string };

export const ASSISTANT_COLUMNS = ["todo", "inprogress", "review", "done"] as const;
export type AssistantColumn = (typeof ASSISTANT_COLUMNS)[number];

export type DueRange = "overdue" | "this_week";

export type Intent =
  | { kind: "help" }
  | { kind: "status"; project: ProjectMention }
  | { kind: "my_work" }
  | { kind: "due"; range: DueRange; project: ProjectMention }
  | { kind: "who"; project: ProjectMention; person: PersonMention | null }
  | { kind: "mood"; project: ProjectMention }
  | { kind: "weekly_report"; project: ProjectMention }
  | { kind: "pipeline" }
  | { kind: "create_task"; project: ProjectMention; title: string }
  | { kind: "move_task"; task: TaskMention; column: AssistantColumn }
  | { kind: "assign_task"; task: TaskMention; person: PersonMention }
  | { kind: "claim_lead"; lead: { kind: "id"; id: number } | { kind: "name"; words: string } }
  /** Not something the assistant does; `reason` says why in words shown to the asker. */
  | { kind: "decline"; reason: DeclineReason };

export type IntentKind = Intent["kind"];

export type DeclineReason =
  /** Nothing recognisable was asked. */
  | "not_understood"
  /** A request the assistant refuses whatever the asker's rights (deleting, bulk changes…). */
  | "not_supported"
  /** An action that is missing what it needs (a task's title, a column). */
  | "incomplete";

/** What the parser matches names against: only what the asker may read. */
export interface ParseContext {
  projects: readonly { id: number; name: string }[];
  people: readonly { id: number; name: string }[];
}

/** The actions, which change data and are confirmed before they run. */
export const ACTION_INTENTS = ["create_task", "move_task", "assign_task", "claim_lead"] as const;

export function isAction(intent: Intent): boolean {
  return (ACTION_INTENTS as readonly string[]).includes(intent.kind);
}
