import type { Rule } from "@cairn/schema/rules";
import { describe, expect, it } from "vitest";
import {
  ACTION_LABELS,
  actionTypesOf,
  emptyAction,
  fieldOfIssue,
  formDefaults,
  HOLDER_LABELS,
  milestonesNamed,
  peopleChoices,
  peopleNamed,
  type RuleFormValues,
  recordChoices,
  ruleForm,
  ruleTestForm,
  runTaskWords,
  testWords,
} from "./rule-model";

function aRule(change: Partial<Rule>): Rule {
  return {
    id: 1,
    projectId: 3,
    name: "A rule",
    trigger: { type: "task.created" },
    conditions: {},
    actions: [{ type: "flag", message: "Look at it" }],
    enabled: true,
    preset: null,
    processId: null,
    summary: "",
    lastRunAt: null,
    runCount: 0,
    createdAt: "2026-12-01T09:00:00.000Z",
    updatedAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

const values = (change: Partial<RuleFormValues>): RuleFormValues => ({
  ...formDefaults(null),
  name: "A rule",
  actions: [{ ...emptyAction(), message: "Look at it" }],
  ...change,
});

/** The form's issues by the field they are on. */
function issuesOf(result: ReturnType<typeof ruleForm.safeParse>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("ruleForm", () => {
  it("makes the API's parts: a trigger of its own fields, only the conditions set", () => {
    expect(
      ruleForm.parse(
        values({
          trigger: "task.moved",
          movedTo: "done",
          // In the board's order, whatever the clicks' order.
          movedFrom: ["inprogress", "todo"],
          days: "7",
          priorities: ["high", "low"],
          assignee: "unassigned",
        }),
      ),
    ).toEqual({
      name: "A rule",
      trigger: { type: "task.moved", to: "done", from: ["todo", "inprogress"] },
      conditions: { priorities: ["low", "high"], assignee: "unassigned" },
      actions: [{ type: "flag", message: "Look at it" }],
    });
    expect(ruleForm.parse(values({ trigger: "task.moved" })).trigger).toEqual({
      type: "task.moved",
    });
    expect(ruleForm.parse(values({ trigger: "task.overdue", days: "x" })).trigger).toEqual({
      type: "task.overdue",
    });
    expect(ruleForm.parse(values({ assignee: "6", labelIds: [11] })).conditions).toEqual({
      labelIds: [11],
      assignee: 6,
    });
  });

  it("makes the plan's words: a completed checklist, a milestone, a template's checklist", () => {
    expect(
      ruleForm.parse(
        values({
          trigger: "checklist.done",
          days: "x",
          milestoneIds: [21, 22],
          actions: [
            {
              ...emptyAction("add_template_checklist"),
              templateId: "definition-of-done-checklist",
              items: "not sent",
            },
          ],
        }),
      ),
    ).toEqual({
      name: "A rule",
      trigger: { type: "checklist.done" },
      conditions: { milestoneIds: [21, 22] },
      actions: [{ type: "add_template_checklist", templateId: "definition-of-done-checklist" }],
    });
    // No milestone picked: any task, in a milestone or not.
    expect(ruleForm.parse(values({ milestoneIds: [] })).conditions).toEqual({});
  });

  it("keeps each action's own fields, trimmed; a checklist is its lines, blank ones dropped", () => {
    const parsed = ruleForm.parse(
      values({
        actions: [
          {
            ...emptyAction("notify"),
            message: " Over to you ",
            notifyTo: "6",
            title: "kept aside",
          },
          { ...emptyAction("notify"), message: "Yours", notifyTo: "assignee" },
          { ...emptyAction("move"), column: "review", message: "not sent" },
          { ...emptyAction("add_checklist"), items: "  One\n\n Two  \n" },
          { ...emptyAction("create_task"), title: " Follow up " },
        ],
      }),
    );
    expect(parsed.actions).toEqual([
      { type: "notify", to: 6, message: "Over to you" },
      { type: "notify", to: "assignee", message: "Yours" },
      { type: "move", to: "review" },
      { type: "add_checklist", items: ["One", "Two"] },
      { type: "create_task", title: "Follow up" },
    ]);
  });

  it("says every problem at once, each on its field, with the API's words", () => {
    const result = ruleForm.safeParse(
      values({
        name: "  ",
        trigger: "task.due_in",
        days: "",
        actions: [
          emptyAction("flag"),
          emptyAction("assign"),
          emptyAction("add_label"),
          { ...emptyAction("add_checklist"), items: "\n " },
          { ...emptyAction("add_checklist"), items: `ok\n${"x".repeat(301)}` },
        ],
      }),
    );
    expect(issuesOf(result)).toEqual({
      name: "Name is required",
      days: "must be a whole number of days",
      "actions.0.message": "Message is required",
      "actions.1.userId": "Choose a person",
      "actions.2.labelId": "Choose a label",
      "actions.3.items": "must hold at least one item",
      "actions.4.items": "Line 2: must be at most 300 characters",
    });
    expect(
      issuesOf(ruleForm.safeParse(values({ actions: [emptyAction("add_template_checklist")] }))),
    ).toEqual({ "actions.0.templateId": "Choose a template" });
    expect(issuesOf(ruleForm.safeParse(values({ trigger: "task.due_in", days: "2.5" })))).toEqual({
      days: "must be a whole number of days",
    });
    expect(issuesOf(ruleForm.safeParse(values({ trigger: "task.due_in", days: "31" })))).toEqual({
      days: "must be at most 30",
    });
  });

  it("makes a rule on a risk's score: its score, no conditions, what needs no task", () => {
    expect(
      ruleForm.parse(
        values({
          trigger: "risk.scored",
          minScore: "12",
          // Picked for a task's trigger before: kept in the form, not sent.
          columns: ["todo"],
          assignee: "assigned",
          actions: [
            { ...emptyAction("notify"), message: "Look at it" },
            { ...emptyAction("create_task"), title: "Plan the response" },
          ],
        }),
      ),
    ).toEqual({
      name: "A rule",
      trigger: { type: "risk.scored", min: 12 },
      conditions: {},
      actions: [
        { type: "notify", to: "assignee", message: "Look at it" },
        { type: "create_task", title: "Plan the response" },
      ],
    });
    expect(
      issuesOf(ruleForm.safeParse(values({ trigger: "risk.scored", minScore: "26" }))),
    ).toEqual(expect.objectContaining({ minScore: "must be at most 25 (5 × 5)" }));
    expect(issuesOf(ruleForm.safeParse(values({ trigger: "risk.scored", minScore: "" })))).toEqual(
      expect.objectContaining({ minScore: "must be a whole number" }),
    );
  });

  it("makes a scheduled rule of a routine's repeat, day, time and zone", () => {
    const schedule = {
      trigger: "schedule",
      repeat: "biweekly",
      weekday: "FR",
      startsOn: "2026-12-04",
      time: "16:30",
      timeZone: " Europe/Paris ",
      actions: [{ ...emptyAction("notify_channel"), message: "Time for the demo" }],
    } satisfies Partial<RuleFormValues>;
    expect(ruleForm.parse(values(schedule))).toEqual({
      name: "A rule",
      trigger: {
        type: "schedule",
        recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
        startsOn: "2026-12-04",
        time: "16:30",
        timeZone: "Europe/Paris",
      },
      conditions: {},
      actions: [{ type: "notify_channel", message: "Time for the demo" }],
    });
    expect(
      ruleForm.parse(
        values({ ...schedule, repeat: "custom", customRule: "rrule:freq=monthly;byday=-1th" }),
      ).trigger,
    ).toMatchObject({ recurrence: "FREQ=MONTHLY;BYDAY=-1TH" });
    // Each problem on the field that made it, a custom rule's on the rule written out.
    expect(
      issuesOf(
        ruleForm.safeParse(
          values({
            ...schedule,
            repeat: "custom",
            customRule: "FREQ=HOURLY",
            time: "25:00",
            timeZone: "Mars/Olympus",
          }),
        ),
      ),
    ).toEqual({
      customRule: expect.stringMatching(/^must be a recurrence rule/),
      time: "must be a time of day, HH:MM",
      timeZone: "must be a time zone such as Europe/Paris",
    });
  });

  it("refuses, on its type, an action a rule without a task cannot take, and a schedule's assignee", () => {
    const refused =
      "a rule on a risk's score has no task to act on: it can notify, post to the channel or create a task";
    // Every issue, in order: the first on a field is the one it shows.
    const everyIssue = (change: Partial<RuleFormValues>) => {
      const result = ruleForm.safeParse(values(change));
      return result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(
      everyIssue({
        trigger: "risk.scored",
        // Their message and person are missing, but those fields are not shown: only the type
        // is said, even where the API's check stops at the missing parts.
        actions: [
          emptyAction("flag"),
          { ...emptyAction("move"), column: "done" },
          emptyAction("assign"),
          emptyAction("notify"),
        ],
      }),
    ).toEqual([
      ["actions.0.type", refused],
      ["actions.1.type", refused],
      ["actions.2.type", refused],
      ["actions.3.message", "Message is required"],
    ]);
    expect(everyIssue({ trigger: "schedule", actions: [emptyAction("notify")] })).toEqual([
      ["actions.0.notifyTo", "a rule on a schedule has no assignee to tell: choose a person"],
      ["actions.0.message", "Message is required"],
    ]);
  });

  it("tries a rule without its name", () => {
    const { name: _name, ...parts } = values({ name: "" });
    expect(ruleTestForm.parse(parts)).toEqual({
      trigger: { type: "task.created" },
      conditions: {},
      actions: [{ type: "flag", message: "Look at it" }],
    });
  });
});

describe("formDefaults", () => {
  it("reads a rule back into the form, and the form makes the same rule again", () => {
    const rules = [
      aRule({
        trigger: { type: "task.moved", to: "done", from: ["todo", "inprogress"] },
        conditions: { columns: ["todo"], labelIds: [11], priorities: ["high"], assignee: 6 },
        actions: [
          { type: "move", to: "review" },
          { type: "notify", to: "assignee", message: "Back to Review" },
          { type: "notify", to: 7, message: "FYI" },
          { type: "assign", userId: 6 },
          { type: "add_label", labelId: 11 },
        ],
      }),
      aRule({
        trigger: { type: "task.due_in", days: 0 },
        conditions: { assignee: "assigned" },
        actions: [
          { type: "add_checklist", items: ["One", "Two"] },
          { type: "create_task", title: "Follow up" },
          { type: "notify_channel", message: "Due today" },
        ],
      }),
      aRule({ trigger: { type: "wip.exceeded" } }),
      aRule({
        trigger: { type: "checklist.done" },
        conditions: { milestoneIds: [22, 21], priorities: ["high"] },
        actions: [
          { type: "add_template_checklist", templateId: "definition-of-done-checklist" },
          { type: "move", to: "review" },
        ],
      }),
      aRule({
        trigger: { type: "risk.scored", min: 12 },
        actions: [
          { type: "notify", to: "assignee", message: "Plan a response" },
          { type: "create_task", title: "Respond to the risk" },
        ],
      }),
      aRule({
        trigger: {
          type: "schedule",
          recurrence: "FREQ=MONTHLY;BYDAY=1TU",
          startsOn: "2026-12-01",
          time: "10:00",
          timeZone: "Europe/Paris",
        },
        actions: [
          { type: "notify", to: 6, message: "Steering report due" },
          { type: "notify_channel", message: "Steering report due" },
        ],
      }),
      // A rule no preset writes is kept as written.
      aRule({
        trigger: {
          type: "schedule",
          recurrence: "FREQ=WEEKLY;BYDAY=MO;COUNT=6",
          startsOn: "2026-12-07",
          time: "08:15",
          timeZone: "UTC",
        },
        actions: [{ type: "create_task", title: "Weekly check" }],
      }),
    ];
    for (const rule of rules) {
      const { name, trigger, conditions, actions } = rule;
      expect(ruleForm.parse(formDefaults(rule))).toEqual({ name, trigger, conditions, actions });
    }
  });

  it("starts a new rule on a created task, anyone, with one flag to write", () => {
    expect(formDefaults(null)).toMatchObject({
      name: "",
      trigger: "task.created",
      movedTo: "any",
      days: "3",
      assignee: "anyone",
      actions: [{ type: "flag", message: "" }],
    });
  });

  it("reads a rule on a risk or a schedule into their fields, and starts them as a routine does", () => {
    expect(formDefaults(aRule({ trigger: { type: "risk.scored", min: 9 } })).minScore).toBe("9");
    // A high risk, as the register's matrix says it.
    expect(formDefaults(null).minScore).toBe("15");
    expect(
      formDefaults(
        aRule({
          trigger: {
            type: "schedule",
            recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
            startsOn: "2026-12-03",
            time: "14:00",
            timeZone: "Europe/Paris",
          },
        }),
      ),
    ).toMatchObject({
      repeat: "biweekly",
      weekday: "TH",
      startsOn: "2026-12-03",
      time: "14:00",
      timeZone: "Europe/Paris",
    });
    expect(formDefaults(null)).toMatchObject({ repeat: "weekly", weekday: "MO", time: "09:00" });
  });
});

describe("fieldOfIssue", () => {
  const form = {
    trigger: "task.moved",
    repeat: "weekly",
    actions: [
      emptyAction("move"),
      emptyAction("notify"),
      emptyAction("add_checklist"),
      emptyAction("add_template_checklist"),
    ],
  } as const satisfies Parameters<typeof fieldOfIssue>[1];

  it("puts the API's issues on the fields that made them", () => {
    expect(fieldOfIssue(["name"], form)).toBe("name");
    expect(fieldOfIssue(["trigger"], form)).toBe("trigger");
    expect(fieldOfIssue(["trigger", "days"], form)).toBe("days");
    expect(fieldOfIssue(["trigger", "to"], form)).toBe("movedTo");
    expect(fieldOfIssue(["trigger", "from", 1], form)).toBe("movedFrom");
    expect(fieldOfIssue(["conditions", "labelIds", 0], form)).toBe("labelIds");
    expect(fieldOfIssue(["conditions", "assignee"], form)).toBe("assignee");
    // An action's `to` is a column to move to, or a person to tell.
    expect(fieldOfIssue(["actions", 0, "to"], form)).toBe("actions.0.column");
    expect(fieldOfIssue(["actions", 1, "to"], form)).toBe("actions.1.notifyTo");
    expect(fieldOfIssue(["actions", 2, "items", 3], form)).toBe("actions.2.items");
    expect(fieldOfIssue(["actions", 1], form)).toBe("actions.1.type");
    expect(fieldOfIssue(["conditions", "milestoneIds", 0], form)).toBe("milestoneIds");
    expect(fieldOfIssue(["actions", 3, "templateId"], form)).toBe("actions.3.templateId");
  });

  it("reads the API's own checks, which name their field in one dotted segment", () => {
    expect(fieldOfIssue(["actions.3.templateId"], form)).toBe("actions.3.templateId");
    expect(fieldOfIssue(["conditions.milestoneIds"], form)).toBe("milestoneIds");
    expect(fieldOfIssue(["labelIds"], form)).toBe("labelIds");
    expect(fieldOfIssue(["actions.1.to"], form)).toBe("actions.1.notifyTo");
    expect(fieldOfIssue(["name"], form)).toBe("name");
    expect(fieldOfIssue(["actions.9.templateId"], form)).toBeUndefined();
  });

  it("puts a risk's score and a schedule's parts on their fields", () => {
    const risk = { ...form, trigger: "risk.scored" } as const;
    expect(fieldOfIssue(["trigger", "min"], risk)).toBe("minScore");
    expect(fieldOfIssue(["trigger.min"], risk)).toBe("minScore");
    const schedule = { ...form, trigger: "schedule" } as const;
    // A preset's rule is the repeat chosen; a rule written out is its field.
    expect(fieldOfIssue(["trigger", "recurrence"], schedule)).toBe("repeat");
    expect(fieldOfIssue(["trigger", "recurrence"], { ...schedule, repeat: "custom" })).toBe(
      "customRule",
    );
    expect(fieldOfIssue(["trigger", "startsOn"], schedule)).toBe("startsOn");
    expect(fieldOfIssue(["trigger", "time"], schedule)).toBe("time");
    expect(fieldOfIssue(["trigger", "timeZone"], schedule)).toBe("timeZone");
    expect(fieldOfIssue(["trigger"], schedule)).toBe("trigger");
  });

  it("says on the type what a rule without a task cannot do, and its conditions on top", () => {
    const risk = { ...form, trigger: "risk.scored" } as const;
    // A move and a checklist need a task: their own fields are not shown.
    expect(fieldOfIssue(["actions", 0, "to"], risk)).toBe("actions.0.type");
    expect(fieldOfIssue(["actions", 2, "items", 0], risk)).toBe("actions.2.type");
    expect(fieldOfIssue(["actions", 1, "to"], risk)).toBe("actions.1.notifyTo");
    expect(fieldOfIssue(["conditions", "labelIds"], risk)).toBeUndefined();
    expect(fieldOfIssue(["conditions", "labelIds"], form)).toBe("labelIds");
  });

  it("leaves the rest to the form's top", () => {
    expect(fieldOfIssue(["projectId"], form)).toBeUndefined();
    expect(fieldOfIssue(["actions"], form)).toBeUndefined();
    expect(fieldOfIssue(["actions", 9, "message"], form)).toBeUndefined();
    expect(fieldOfIssue(["conditions"], form)).toBeUndefined();
  });
});

describe("choices", () => {
  it("offers the members, the person editing and whoever the rule names", () => {
    const rule = aRule({
      conditions: { assignee: 6 },
      actions: [
        { type: "notify", to: 9, message: "Hi" },
        { type: "assign", userId: 2 },
      ],
    });
    expect(peopleNamed(rule)).toEqual([6, 9, 2]);
    expect([
      ...peopleChoices(
        [{ id: 6, name: "Sam Dev" }],
        { id: 2, name: "Jordan Lee" },
        peopleNamed(rule),
      ),
    ]).toEqual([
      [6, "Sam Dev"],
      [2, "Jordan Lee"],
      [9, "Someone no longer on the project"],
    ]);
  });

  it("keeps a label or milestone the project no longer has, so that it can be unpicked", () => {
    expect(recordChoices([{ id: 11 }], [11, 12])).toEqual([
      { id: 11, record: { id: 11 } },
      { id: 12, record: null },
    ]);
    const rule = aRule({ conditions: { milestoneIds: [21, 29] } });
    expect(milestonesNamed(rule)).toEqual([21, 29]);
    expect(milestonesNamed(null)).toEqual([]);
    expect(recordChoices([{ id: 21 }, { id: 22 }], milestonesNamed(rule))).toEqual([
      { id: 21, record: { id: 21 } },
      { id: 22, record: { id: 22 } },
      { id: 29, record: null },
    ]);
  });
});

describe("actionTypesOf", () => {
  it("offers every action on a task, and on a risk or a schedule only those needing no task", () => {
    const words = (subject: Parameters<typeof actionTypesOf>[0]) =>
      actionTypesOf(subject).map((type) => ACTION_LABELS[type]);
    expect(words("task")).toHaveLength(9);
    expect(words("risk")).toEqual(["Tell someone", "Post to the team's channel", "Create a task"]);
    expect(words("schedule")).toEqual(words("risk"));
    // "Tell" its task's assignee, the risk's owner, or (on a schedule) a person named.
    expect(HOLDER_LABELS).toEqual({
      task: "Its assignee",
      risk: "The risk's owner",
      schedule: null,
    });
  });
});

describe("runTaskWords", () => {
  it("names a run's task, a deleted one, or nothing for a rule without a task", () => {
    expect(runTaskWords({ taskTitle: "Draft the plan" }, "task")).toBe("Draft the plan");
    expect(runTaskWords({ taskTitle: null }, "task")).toBe("A deleted task");
    expect(runTaskWords({ taskTitle: null }, "risk")).toBeNull();
    expect(runTaskWords({ taskTitle: null }, "schedule")).toBeNull();
    // The rules not read yet: the cause alone, rather than a guess.
    expect(runTaskWords({ taskTitle: null }, undefined)).toBeNull();
  });
});

describe("testWords", () => {
  const match = { taskId: 1, taskTitle: "A", at: "2026-12-01T00:00:00.000Z", cause: "", lines: [] };

  it("says how often the rule would have acted, or nothing", () => {
    expect(testWords({ replayable: true, matches: [], truncated: false })).toBe(
      "Nothing in the last 30 days",
    );
    expect(testWords({ replayable: true, matches: [match], truncated: false })).toBe(
      "It would have acted 1 time in the last 30 days.",
    );
    expect(testWords({ replayable: true, matches: [match, match], truncated: true })).toBe(
      "It would have acted more than 2 times in the last 30 days; the first 2 are shown.",
    );
    // The API's note says why instead.
    expect(testWords({ replayable: false, matches: [], truncated: false })).toBeNull();
  });
});
