/**
 * What the assistant answers, with the command form of each question; the same list in Slack,
 * Teams and the app (docs/assistant.md).
 */
import type { Role } from "@cairn/schema/users";
import type { Answer } from "../answer.js";

const QUESTIONS = [
  [
    "status Northwind",
    "a project's health, its milestones due and late, this week's finished tasks",
  ],
  ["mywork", "what to work on next: the priority engine's top tasks for you"],
  ["overdue · due", "your tasks overdue or due this week (add a project's name for its tasks)"],
  ["who Northwind", "who is working on what (or: what is Priya working on?)"],
  ["mood Northwind", "the team's mood, energy and stress this week, and the trend"],
  ["report Northwind", "the newest weekly health report"],
] as const;

const STAFF = [["pipeline", "new and unassigned leads, and your own"]] as const;

/** The actions are staff work, as on the board: a client's account may not make these changes. */
const ACTIONS = [
  ["task Northwind: Write release notes", "create a task (in To Do)"],
  ["move #12 to review", "move a task to another column"],
  ["assign #12 to Priya", "assign a task (or: assign #12 to me)"],
] as const;

const STAFF_ACTIONS = [...ACTIONS, ["claim lead #5", "claim a new lead"]] as const;

export function answerHelp(role: Role): Answer {
  const staff = role !== "user";
  const line = ([command, what]: readonly [string, string]) => ({ text: command, detail: what });
  return {
    intent: "help",
    title: "Ask me about your projects in plain words, or use these commands.",
    sections: [
      {
        heading: "Questions",
        items: [...QUESTIONS, ...(staff ? STAFF : [])].map(line),
        empty: "",
      },
      ...(staff
        ? [
            {
              heading: "Actions (I ask before I change anything)",
              items: (role === "consultant" ? STAFF_ACTIONS : ACTIONS).map(line),
              empty: "",
            },
          ]
        : []),
    ],
    links: [],
    suggestions: ["mywork", "status", "overdue"],
  };
}
