import { describe, expect, it } from "vitest";
import {
  type Intent,
  isAction,
  type ParseContext,
  type PersonMention,
  type ProjectMention,
} from "./intents.js";
import { parseQuestion } from "./parse-question.js";
import { HELD_OUT, QUESTION_TABLE } from "./question-table.js";

const context: ParseContext = {
  projects: [
    { id: 1, name: "Northwind Website Relaunch" },
    { id: 2, name: "Acme Mobile App" },
    { id: 3, name: "Globex ERP Migration" },
    { id: 4, name: "Initech Data Platform" },
    { id: 5, name: "Umbrella Onboarding" },
  ],
  people: [
    { id: 1, name: "Alex Morgan" },
    { id: 2, name: "Priya Patel" },
    { id: 3, name: "Marcus Johnson" },
    { id: 4, name: "Lena Fischer" },
    { id: 5, name: "Tom Baker" },
  ],
};

function project(mention: ProjectMention): string {
  switch (mention.kind) {
    case "none":
      return "-";
    case "one":
      return `p${mention.id}`;
    case "ambiguous":
      return "?";
    case "unknown":
      return "unknown";
  }
}

function person(mention: PersonMention): string {
  switch (mention.kind) {
    case "me":
      return "me";
    case "one":
      return `u${mention.id}`;
    case "ambiguous":
      return "?";
    case "unknown":
      return "unknown";
  }
}

/** An intent as one short line, the form the table is written in. */
function describeIntent(intent: Intent): string {
  switch (intent.kind) {
    case "help":
    case "my_work":
    case "pipeline":
      return intent.kind;
    case "status":
    case "mood":
      return `${intent.kind}:${project(intent.project)}`;
    case "weekly_report":
      return `report:${project(intent.project)}`;
    case "due":
      return `due:${intent.range}:${project(intent.project)}`;
    case "who":
      return `who:${project(intent.project)}${intent.person ? `:${person(intent.person)}` : ""}`;
    case "create_task":
      return `create:${project(intent.project)}:${intent.title.toLowerCase()}`;
    case "move_task":
      return `move:${intent.task.kind === "id" ? `#${intent.task.id}` : `"${intent.task.words}"`}:${intent.column}`;
    case "assign_task":
      return `assign:${intent.task.kind === "id" ? `#${intent.task.id}` : `"${intent.task.words}"`}:${person(intent.person)}`;
    case "claim_lead":
      return `claim:${intent.lead.kind === "id" ? `#${intent.lead.id}` : intent.lead.words}`;
    case "decline":
      return `decline:${intent.reason}`;
  }
}

function matches(expected: string, actual: string): boolean {
  // A question the table expects declined may be declined for any reason.
  return expected === "decline" ? actual.startsWith("decline:") : actual === expected;
}

/** The share of each family's questions read as expected, at least. */
const FLOOR = 0.9;

describe("the intent parser on its table of questions", () => {
  const results = Object.entries(QUESTION_TABLE).map(([family, rows]) => {
    const misses = rows
      .map(([question, expected]) => ({
        question,
        expected,
        actual: describeIntent(parseQuestion(question, context)),
      }))
      .filter((row) => !matches(row.expected, row.actual));
    return { family, total: rows.length, misses };
  });

  it("has at least 60 questions in every family", () => {
    for (const { family, total } of results) expect(total, family).toBeGreaterThanOrEqual(60);
  });

  it(`reads at least ${FLOOR * 100} % of each family as expected`, () => {
    const lines = results.map(
      ({ family, total, misses }) =>
        `${family.padEnd(14)} ${String(total - misses.length).padStart(3)}/${total}  ${(((total - misses.length) / total) * 100).toFixed(1)} %`,
    );
    const all = results.reduce((sum, r) => sum + r.total, 0);
    const right = results.reduce((sum, r) => sum + r.total - r.misses.length, 0);
    console.log(
      [
        ...lines,
        `${"all".padEnd(14)} ${right}/${all}  ${((right / all) * 100).toFixed(1)} %`,
        ...results.flatMap(({ misses }) =>
          misses.map(
            (m) => `  miss: ${JSON.stringify(m.question)} → ${m.actual} (expected ${m.expected})`,
          ),
        ),
      ].join("\n"),
    );
    for (const { family, total, misses } of results) {
      expect((total - misses.length) / total, family).toBeGreaterThanOrEqual(FLOOR);
    }
  });

  it("never reads a question it must decline as an action", () => {
    for (const [question] of QUESTION_TABLE.decline ?? []) {
      expect(isAction(parseQuestion(question, context)), question).toBe(false);
    }
  });
});

describe("names the asker may not read", () => {
  it("are not matched: a project outside the context is unknown, never another's id", () => {
    const intent = parseQuestion("status Northwind Website Relaunch", {
      projects: [{ id: 2, name: "Acme Mobile App" }],
      people: [],
    });
    expect(intent).toEqual({
      kind: "status",
      project: { kind: "unknown", words: "northwind website relaunch" },
    });
  });

  it("two projects sharing the word asked about are ambiguous", () => {
    const intent = parseQuestion("how is northwind going", {
      projects: [
        { id: 1, name: "Northwind Website Relaunch" },
        { id: 7, name: "Northwind Support Portal" },
      ],
      people: [],
    });
    expect(intent).toMatchObject({ kind: "status", project: { kind: "ambiguous" } });
  });
});

describe("the intent parser on questions it was not tuned on", () => {
  it("reads most of them as expected, and no declined one as an action", () => {
    const misses = HELD_OUT.map(([family, question, expected]) => ({
      family,
      question,
      expected,
      intent: parseQuestion(question, context),
    })).filter((row) => !matches(row.expected, describeIntent(row.intent)));
    const right = HELD_OUT.length - misses.length;
    console.log(
      [
        `held out: ${right}/${HELD_OUT.length}  ${((right / HELD_OUT.length) * 100).toFixed(1)} %`,
        ...misses.map(
          (m) =>
            `  miss: ${JSON.stringify(m.question)} → ${describeIntent(m.intent)} (expected ${m.expected})`,
        ),
      ].join("\n"),
    );
    for (const [family, question] of HELD_OUT) {
      if (family === "decline")
        expect(isAction(parseQuestion(question, context)), question).toBe(false);
    }
    expect(right / HELD_OUT.length).toBeGreaterThanOrEqual(0.75);
  });
});

describe("a new task's title", () => {
  it("is kept as the asker wrote it: capitals, punctuation and all", () => {
    expect(
      parseQuestion("task Acme: Fix the iOS login crash (v2.1) for Dana's team", context),
    ).toMatchObject({
      kind: "create_task",
      title: "Fix the iOS login crash (v2.1) for Dana's team",
    });
    expect(parseQuestion('create task "Check SSO — Okta" in Globex', context)).toMatchObject({
      project: { kind: "one", id: 3 },
      title: "Check SSO — Okta",
    });
  });
});
