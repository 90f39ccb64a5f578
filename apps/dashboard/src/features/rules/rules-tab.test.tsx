import type { Roadmap } from "@cairn/schema/milestones";
import type { Rule, RuleRun, RuleTestResult } from "@cairn/schema/rules";
import type { TemplateListEntry } from "@cairn/schema/templates";
import { Toaster } from "@cairn/ui/toast";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { client, consultant } from "../../test/people";
import type { Person } from "../session/person";
import { SessionContext } from "../session/session-context";
import RulesTab from "./rules-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

const MEMBERS = [
  { id: 2, name: "Jordan Lee", role: "consultant", part: "consultant" },
  { id: 6, name: "Sam Dev", role: "user", part: "team" },
];

const LABELS = [
  {
    id: 11,
    projectId: 3,
    name: "Blocked",
    color: "#b91c1c",
    taskCount: 2,
    createdAt: "2026-11-01T00:00:00.000Z",
  },
];

function aMilestone(id: number, title: string, position: number): Roadmap["milestones"][number] {
  return {
    id,
    projectId: 3,
    title,
    description: null,
    startDate: "2026-12-01",
    dueDate: "2026-12-07",
    position,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    taskCount: 0,
    doneCount: 0,
    progress: 0,
    late: false,
    tasks: [],
  };
}

/** The project's roadmap: a plan's weeks, laid out as milestones. */
const ROADMAP: Roadmap = {
  projectId: 3,
  startDate: "2026-12-01",
  roadmapDays: 30,
  today: "2026-12-05",
  milestones: [aMilestone(21, "Week 1: foundations", 0), aMilestone(22, "Week 2: build", 1)],
};

function aTemplate(change: Partial<TemplateListEntry> & { id: string }): TemplateListEntry {
  return { name: change.id, category: "Quality", purpose: "", available: true, ...change };
}

/** The library as staff read it: two with a body (one of them prose only), one without. */
const TEMPLATES: TemplateListEntry[] = [
  aTemplate({ id: "steering-note", name: "Steering note", category: "Reporting" }),
  aTemplate({ id: "risk-register", name: "Risk register", category: "Risk", available: false }),
  aTemplate({ id: "definition-of-done-checklist", name: "Definition of done checklist" }),
];

let nextId = 100;
function aRule(change: Partial<Rule> = {}): Rule {
  return {
    id: nextId++,
    projectId: 3,
    name: "A rule",
    trigger: { type: "task.created" },
    conditions: {},
    actions: [{ type: "notify_channel", message: "A task was added." }],
    enabled: true,
    preset: null,
    processId: null,
    summary: 'When a task is created, then post "A task was added." to the team\'s channel.',
    lastRunAt: null,
    runCount: 0,
    createdAt: "2026-12-01T09:00:00.000Z",
    updatedAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

const EARLY_WARNING = aRule({
  name: "Early warning: due within 3 days",
  trigger: { type: "task.due_in", days: 3 },
  conditions: { columns: ["todo", "inprogress"] },
  actions: [{ type: "flag", message: "Due within 3 days and not yet in review." }],
  preset: "early-warning",
  summary:
    'When a task is due within 3 days, if it is in To Do or In Progress, then flag it ("Due within 3 days and not yet in review.").',
  runCount: 3,
  lastRunAt: "2026-12-04T08:00:00.000Z",
});
const REVIEW_GATE = aRule({
  name: "Done needs review",
  trigger: { type: "task.moved", to: "done", from: ["todo", "inprogress"] },
  actions: [
    { type: "move", to: "review" },
    { type: "notify", to: "assignee", message: "Moved back to Review." },
  ],
  preset: "done-needs-review",
  enabled: false,
  summary:
    'When a task is moved from To Do or In Progress to Done, then move it to Review and tell its assignee "Moved back to Review."',
});
const HANDOVER = aRule({
  name: "Hand over blocked work",
  trigger: { type: "task.moved", to: "review" },
  conditions: { labelIds: [11], priorities: ["high"], assignee: 6 },
  actions: [
    { type: "assign", userId: 2 },
    { type: "add_checklist", items: ["Read the notes", "Call the client"] },
  ],
  summary:
    "When a task is moved to Review, if it has the label Blocked and its priority is high and it is assigned to Sam Dev, then assign it to Jordan Lee and add 2 checklist items.",
});

/** A rule on the register's risks: no task, its owner told. */
const RISK_WATCH = aRule({
  name: "Watch high risks",
  trigger: { type: "risk.scored", min: 12 },
  actions: [
    { type: "notify", to: "assignee", message: "Plan a response this week." },
    { type: "create_task", title: "Respond to the risk" },
  ],
  summary:
    'When a risk scores 12 or more (probability × impact), then tell its owner "Plan a response this week." and create the task "Respond to the risk".',
});
/** A rule on a schedule, as a routine's: every two weeks on Friday, at 16:30 in Paris. */
const DEMO_REMINDER = aRule({
  name: "Demo reminder",
  trigger: {
    type: "schedule",
    recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
    startsOn: "2026-12-04",
    time: "16:30",
    timeZone: "Europe/Paris",
  },
  actions: [
    { type: "notify", to: 6, message: "Demo in an hour." },
    { type: "notify_channel", message: "Demo in an hour." },
  ],
  summary:
    'When its schedule comes round (every 2 weeks on Friday at 16:30, Europe/Paris), then tell Sam Dev "Demo in an hour." and post "Demo in an hour." to the team\'s channel.',
});

const RISK_CAUSE = 'risk "Supplier late" scored 16 (4 × 4), 12 or more';

const RUNS: RuleRun[] = [
  {
    id: 9,
    ruleId: EARLY_WARNING.id,
    ruleName: EARLY_WARNING.name,
    taskId: 41,
    taskTitle: "Draft the launch plan",
    cause: "due 2026-12-07, within 3 days",
    depth: 1,
    outcome: "done",
    lines: ['Flagged it ("Due within 3 days and not yet in review.")', "Told Sam Dev"],
    at: "2026-12-04T08:00:00.000Z",
  },
  {
    id: 10,
    ruleId: RISK_WATCH.id,
    ruleName: RISK_WATCH.name,
    taskId: null,
    taskTitle: null,
    cause: RISK_CAUSE,
    depth: 1,
    outcome: "done",
    lines: ["Told Jordan Lee", 'Created the task "Respond to the risk", linked to the risk.'],
    at: "2026-12-04T09:00:00.000Z",
  },
  {
    id: 8,
    ruleId: REVIEW_GATE.id,
    ruleName: REVIEW_GATE.name,
    taskId: null,
    taskTitle: null,
    cause: "task moved from In Progress to Done",
    depth: 2,
    outcome: "skipped",
    lines: ["The task was deleted before the rule ran"],
    at: "2026-12-03T15:30:00.000Z",
  },
];

const TEST_RESULT: RuleTestResult = {
  replayable: true,
  note: null,
  from: "2026-11-05T09:00:00.000Z",
  to: "2026-12-05T09:00:00.000Z",
  matches: [
    {
      taskId: 41,
      taskTitle: "Draft the launch plan",
      at: "2026-11-28T00:00:00.000Z",
      cause: "due 2026-11-30, within 2 days",
      lines: ['Would flag it ("Check it will be done in time.")'],
    },
    {
      taskId: 42,
      taskTitle: "Book the venue",
      at: "2026-12-01T00:00:00.000Z",
      cause: "due 2026-12-02, within 2 days",
      lines: ['Would flag it ("Check it will be done in time.")'],
    },
  ],
  truncated: false,
};

function renderTab({
  rules = [EARLY_WARNING, REVIEW_GATE, HANDOVER, RISK_WATCH, DEMO_REMINDER],
  runs = RUNS,
  user = consultant,
  editable = true,
  handlers = {},
}: {
  rules?: Rule[];
  runs?: RuleRun[];
  user?: Person;
  editable?: boolean;
  handlers?: Record<string, (input: never) => unknown>;
} = {}) {
  const api = fakeTrpc({
    "rules.list": () => ({ projectId: 3, rules }),
    "rules.runs": () => ({ projectId: 3, runs }),
    "projects.listMembers": () => MEMBERS,
    "labels.list": () => LABELS,
    "roadmap.get": () => ROADMAP,
    "templates.list": () => TEMPLATES,
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/projects/3",
        element: (
          <SessionContext.Provider value={{ user, logout: async () => {} }}>
            <RulesTab projectId={3} editable={editable} />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/projects/3?tab=rules"] },
  );
  const view = render(
    <ApiProvider>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return { ...api, unmount: view.unmount };
}

async function choose(scope: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole("combobox", { name: field }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** Replaces a field's text. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const ruleCard = (name: string) =>
  within(screen.getByRole("list", { name: "Rules" })).getByRole("article", { name });

/** Opens "New rule" and makes it a "due within 2 days, in To Do, high: flag it" rule. */
async function writeDueRule() {
  await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
  const dialog = await screen.findByRole("dialog", { name: "New rule" });
  await userEvent.type(within(dialog).getByLabelText(/^Name/), "Warn early");
  await choose(dialog, /^When/, "A task is due soon");
  await retype(within(dialog).getByLabelText(/^Within \(days\)/), "2");
  const column = within(dialog).getByRole("group", { name: "Column" });
  await userEvent.click(within(column).getByRole("checkbox", { name: "To Do" }));
  const priority = within(dialog).getByRole("group", { name: "Priority" });
  await userEvent.click(within(priority).getByRole("checkbox", { name: "High" }));
  const action = within(dialog).getByRole("group", { name: "Action 1" });
  expect(within(action).getByRole("combobox", { name: /^Type/ }).textContent).toBe("Flag it");
  await userEvent.type(
    within(action).getByLabelText(/^Message/),
    "  Check it will be done in time.  ",
  );
  return dialog;
}

const DUE_RULE_PARTS = {
  trigger: { type: "task.due_in", days: 2 },
  conditions: { columns: ["todo"], priorities: ["high"] },
  actions: [{ type: "flag", message: "Check it will be done in time." }],
};

describe("RulesTab", () => {
  it("lists every rule in a sentence: ready-made or off, its runs and last run", async () => {
    renderTab();
    const list = await screen.findByRole("list", { name: "Rules" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Early warning: due within 3 days",
      "Done needs review",
      "Hand over blocked work",
      "Watch high risks",
      "Demo reminder",
    ]);
    expect(
      within(list)
        .getAllByTestId("rule-summary")
        .map((summary) => summary.textContent),
    ).toEqual([
      EARLY_WARNING.summary,
      REVIEW_GATE.summary,
      HANDOVER.summary,
      RISK_WATCH.summary,
      DEMO_REMINDER.summary,
    ]);

    const early = ruleCard("Early warning: due within 3 days");
    expect(within(early).getByText("Ready-made")).toBeTruthy();
    expect(within(early).queryByText("Off")).toBeNull();
    expect(early.textContent).toContain("Runs3 runs");
    expect(early.textContent).toContain(`Last run${formatDateTime("2026-12-04T08:00:00.000Z")}`);
    expect(
      within(early)
        .getByRole("switch", { name: /^Rule on/ })
        .getAttribute("aria-checked"),
    ).toBe("true");

    const gate = ruleCard("Done needs review");
    expect(within(gate).getByText("Off")).toBeTruthy();
    expect(
      within(gate)
        .getByRole("switch", { name: /^Rule on/ })
        .getAttribute("aria-checked"),
    ).toBe("false");
    const handover = ruleCard("Hand over blocked work");
    expect(within(handover).queryByText("Ready-made")).toBeNull();
    expect(handover.textContent).toContain("RunsNone yet");
    expect(handover.textContent).toContain("Last runNever");
  });

  it("lists the recent runs: rule, task, cause, outcome, time and lines", async () => {
    renderTab();
    const runs = await screen.findByRole("list", { name: "Recent runs" });
    const [first, risk, second] = within(runs).getAllByRole("article");
    if (!first || !risk || !second) throw new Error("three runs expected");
    expect(within(first).getByRole("heading").textContent).toBe("Early warning: due within 3 days");
    expect(within(first).getByText("Done").getAttribute("data-outcome")).toBe("done");
    expect(first.textContent).toContain("Draft the launch plan: due 2026-12-07, within 3 days");
    expect(first.textContent).toContain(formatDateTime("2026-12-04T08:00:00.000Z"));
    expect(
      within(first)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual(['Flagged it ("Due within 3 days and not yet in review.")', "Told Sam Dev"]);
    expect(within(second).getByText("Skipped")).toBeTruthy();
    expect(second.textContent).toContain(
      "A deleted task: task moved from In Progress to Done (after another rule's change)",
    );
    // A rule on a risk had no task: its cause names the risk.
    expect(within(risk).getByRole("heading").textContent).toBe("Watch high risks");
    await waitFor(() => expect(within(risk).getByText(RISK_CAUSE)).toBeTruthy());
    expect(risk.textContent).not.toContain("deleted task");
    expect(risk.textContent).not.toContain("null");
  });

  it("adds a ready-made rule in a click, and reads the rules and runs again", async () => {
    const api = renderTab({
      handlers: {
        "rules.addPreset": () => aRule({ name: "Done needs review", preset: "done-needs-review" }),
      },
    });
    const presets = await screen.findByRole("region", { name: "Ready-made rules" });
    expect(
      within(presets)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "Early warning: due within 3 days",
      "WIP limit exceeded",
      "Done needs review",
      "High risk alert",
    ]);
    await userEvent.click(within(presets).getByRole("button", { name: "Done needs review" }));
    await waitFor(() =>
      expect(api.inputsOf("rules.addPreset")).toEqual([
        { projectId: 3, preset: "done-needs-review" },
      ]),
    );
    expect(await screen.findByText("Rule added")).toBeTruthy();
    await waitFor(() => expect(api.inputsOf("rules.list")).toHaveLength(2));
    expect(api.inputsOf("rules.runs")).toHaveLength(2);
  });

  it("switches a rule off and on from its card", async () => {
    const api = renderTab({
      handlers: {
        "rules.update": (input: { ruleId: number; enabled: boolean }) => ({
          ...(input.ruleId === REVIEW_GATE.id ? REVIEW_GATE : EARLY_WARNING),
          enabled: input.enabled,
        }),
      },
    });
    await screen.findByRole("list", { name: "Rules" });
    await userEvent.click(
      screen.getByRole("switch", { name: "Rule on: Early warning: due within 3 days" }),
    );
    expect(await screen.findByText("Rule switched off")).toBeTruthy();
    await userEvent.click(screen.getByRole("switch", { name: "Rule on: Done needs review" }));
    expect(await screen.findByText("Rule switched on")).toBeTruthy();
    expect(api.inputsOf("rules.update")).toEqual([
      { projectId: 3, ruleId: EARLY_WARNING.id, enabled: false },
      { projectId: 3, ruleId: REVIEW_GATE.id, enabled: true },
    ]);
  });

  it("deletes a rule after a confirmation", async () => {
    const api = renderTab({ handlers: { "rules.remove": () => undefined } });
    await screen.findByRole("list", { name: "Rules" });
    const remove = within(ruleCard("Done needs review")).getByRole("button", {
      name: "Delete Done needs review",
    });
    await userEvent.click(remove);
    let confirm = await screen.findByRole("dialog", { name: "Delete this rule?" });
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Keep it" }));
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.remove")).toEqual([]);

    await userEvent.click(remove);
    confirm = await screen.findByRole("dialog", { name: "Delete this rule?" });
    expect(confirm.textContent).toContain("what it did stays in the tasks' history");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.remove")).toEqual([{ projectId: 3, ruleId: REVIEW_GATE.id }]);
    expect(await screen.findByText("Rule deleted")).toBeTruthy();
  });

  it("says why a deletion was refused, in the confirmation", async () => {
    renderTab({
      handlers: {
        "rules.remove": () => {
          throw new FakeApiError("NOT_FOUND", 404, "Rule 101 was not found.");
        },
      },
    });
    await screen.findByRole("list", { name: "Rules" });
    await userEvent.click(screen.getByRole("button", { name: "Delete Done needs review" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this rule?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect((await within(confirm).findByRole("alert")).textContent).toBe("Rule 101 was not found.");
  });

  it("gives the client the rules and runs read-only", async () => {
    renderTab({ user: client, editable: false });
    await screen.findByRole("list", { name: "Rules" });
    expect(screen.getByRole("list", { name: "Recent runs" })).toBeTruthy();
    expect(screen.getAllByTestId("rule-summary")).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Add a rule" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Ready-made rules" })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("says there are no rules yet, with the ready-made ones for staff", async () => {
    renderTab({ rules: [], runs: [] });
    expect(await screen.findByRole("heading", { name: "No rules yet" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Ready-made rules" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a rule" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "No runs yet" })).toBeTruthy();
  });

  it("tells the client no rule is set up, with nothing to add", async () => {
    renderTab({ rules: [], runs: [], user: client, editable: false });
    expect(
      await screen.findByText("Your consultant has not set up a rule for this project yet."),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Ready-made rules" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a rule" })).toBeNull();
  });

  it("creates a rule due within days, with its conditions and a flag", async () => {
    const api = renderTab({
      handlers: { "rules.create": (input: { name: string }) => aRule({ name: input.name }) },
    });
    const dialog = await writeDueRule();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add rule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.create")).toEqual([
      { projectId: 3, name: "Warn early", ...DUE_RULE_PARTS },
    ]);
    expect(await screen.findByText("Rule added")).toBeTruthy();
    await waitFor(() => expect(api.inputsOf("rules.list")).toHaveLength(2));
  });

  it("checks a rule before sending it, with the API's own words", async () => {
    const api = renderTab({ handlers: { "rules.create": () => aRule() } });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await choose(dialog, /^When/, "A task is due soon");
    await retype(within(dialog).getByLabelText(/^Within \(days\)/), "45");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add rule" }));
    // Every problem at once: the name, the days, the flag's message.
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("must be at most 30")).toBeTruthy();
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    expect(within(action).getByText("Message is required")).toBeTruthy();
    expect(
      within(action)
        .getByLabelText(/^Message/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(api.inputsOf("rules.create")).toEqual([]);
  });

  it("adds, changes and removes actions, up to five", async () => {
    const api = renderTab({ handlers: { "rules.create": () => aRule() } });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Hand over");
    await choose(dialog, /^When/, "A task is moved");
    await choose(dialog, /^To$/, "Review");
    // The only action cannot be removed: a rule does something.
    expect(within(dialog).queryByRole("button", { name: /^Remove action/ })).toBeNull();
    let action = within(dialog).getByRole("group", { name: "Action 1" });
    await choose(action, /^Type/, "Assign it");
    await choose(action, /^Person/, "Sam Dev");
    const add = within(dialog).getByRole("button", { name: "Add an action" });
    await userEvent.click(add);
    action = within(dialog).getByRole("group", { name: "Action 2" });
    await choose(action, /^Type/, "Tell someone");
    await choose(action, /^Tell/, "Jordan Lee");
    await userEvent.type(within(action).getByLabelText(/^Message/), "Over to you");
    await userEvent.click(add);
    action = within(dialog).getByRole("group", { name: "Action 3" });
    await choose(action, /^Type/, "Add a label");
    await choose(action, /^Label/, "Blocked");
    await userEvent.click(add);
    await userEvent.click(add);
    expect(within(dialog).getAllByRole("group", { name: /^Action \d$/ })).toHaveLength(5);
    expect(
      within(dialog).getByRole("button", { name: "5 actions: the most a rule holds" }),
    ).toHaveProperty("disabled", true);
    // The fifth and fourth go; the focus stays in the list.
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove action 5" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove action 4" }));
    expect(document.activeElement).toBe(
      within(within(dialog).getByRole("group", { name: "Action 3" })).getByRole("combobox", {
        name: /^Type/,
      }),
    );
    action = within(dialog).getByRole("group", { name: "Action 3" });
    await choose(action, /^Type/, "Add checklist items");
    await userEvent.type(
      within(action).getByLabelText(/^Checklist items/),
      "Read the notes{Enter}{Enter}Call the client",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add rule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.create")).toEqual([
      {
        projectId: 3,
        name: "Hand over",
        trigger: { type: "task.moved", to: "review" },
        conditions: {},
        actions: [
          { type: "assign", userId: 6 },
          { type: "notify", to: 2, message: "Over to you" },
          { type: "add_checklist", items: ["Read the notes", "Call the client"] },
        ],
      },
    ]);
  });

  it("builds a rule of the plan: checklist completed, milestone, template checklist", async () => {
    const api = renderTab({
      handlers: { "rules.create": (input: { name: string }) => aRule({ name: input.name }) },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Close out week 1");
    await choose(dialog, /^When/, "A task's checklist is completed");
    // No field of its own.
    expect(within(dialog).queryByLabelText(/^Within/)).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^To$/ })).toBeNull();
    // The roadmap's milestones, in its order, by title.
    const plan = await within(dialog).findByRole("group", { name: "Plan milestone" });
    expect(
      within(plan)
        .getAllByRole("checkbox")
        .map((box) => plan.querySelector(`label[for="${box.id}"]`)?.textContent),
    ).toEqual(["Week 1: foundations", "Week 2: build"]);
    await userEvent.click(within(plan).getByRole("checkbox", { name: "Week 1: foundations" }));
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    await choose(action, /^Type/, "Add a template's checklist");
    // The usable templates by name, each with its category.
    await userEvent.click(within(action).getByRole("combobox", { name: /^Template/ }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Definition of done checklist · Quality",
      "Steering note · Reporting",
    ]);
    await userEvent.click(
      screen.getByRole("option", { name: "Definition of done checklist · Quality" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add rule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.create")).toEqual([
      {
        projectId: 3,
        name: "Close out week 1",
        trigger: { type: "checklist.done" },
        conditions: { milestoneIds: [21] },
        actions: [{ type: "add_template_checklist", templateId: "definition-of-done-checklist" }],
      },
    ]);
  });

  it("says a roadmap has no milestones, and shows a template's refusal on its picker", async () => {
    const refusal = '"Steering note" has no checklist: choose a template with one';
    const api = renderTab({
      handlers: {
        "roadmap.get": () => ({ ...ROADMAP, milestones: [] }),
        "rules.create": () => {
          // The API's own check names its field in one dotted segment.
          throw new FakeApiError("BAD_REQUEST", 400, `actions.0.templateId: ${refusal}`, [
            { path: ["actions.0.templateId"], message: refusal },
          ]);
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    expect(
      await within(dialog).findByText("This project's roadmap has no milestones yet."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("group", { name: "Plan milestone" })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Steer");
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    await choose(action, /^Type/, "Add a template's checklist");
    const add = within(dialog).getByRole("button", { name: "Add rule" });
    // None chosen yet: the form says so before anything is sent.
    await userEvent.click(add);
    const template = within(action).getByRole("combobox", { name: /^Template/ });
    await waitFor(() => expect(template.getAttribute("aria-invalid")).toBe("true"));
    expect(within(action).getByText("Choose a template", { selector: "p" })).toBeTruthy();
    expect(api.inputsOf("rules.create")).toEqual([]);
    await choose(action, /^Template/, "Steering note · Reporting");
    await userEvent.click(add);
    expect(await within(action).findByText(refusal)).toBeTruthy();
    expect(template.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(api.inputsOf("rules.create")).toMatchObject([
      { actions: [{ type: "add_template_checklist", templateId: "steering-note" }] },
    ]);
  });

  it("edits a rule: its parts read back, all of them sent", async () => {
    const api = renderTab({
      handlers: { "rules.update": (input: Partial<Rule>) => ({ ...HANDOVER, ...input }) },
    });
    await screen.findByRole("list", { name: "Rules" });
    await userEvent.click(screen.getByRole("button", { name: "Edit Hand over blocked work" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit rule" });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty(
      "value",
      "Hand over blocked work",
    );
    expect(within(dialog).getByRole("combobox", { name: /^When/ }).textContent).toBe(
      "A task is moved",
    );
    expect(within(dialog).getByRole("combobox", { name: /^To$/ }).textContent).toBe("Review");
    // The people and labels are read when the dialog opens.
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: /^Assignee/ }).textContent).toBe(
        "Sam Dev",
      ),
    );
    const blocked = await within(
      await within(dialog).findByRole("group", { name: "Label" }),
    ).findByRole("checkbox", { name: "Blocked" });
    expect(blocked.getAttribute("aria-checked")).toBe("true");
    const second = within(dialog).getByRole("group", { name: "Action 2" });
    expect(within(second).getByLabelText(/^Checklist items/)).toHaveProperty(
      "value",
      "Read the notes\nCall the client",
    );
    // Any priority from now on.
    const priority = within(dialog).getByRole("group", { name: "Priority" });
    await userEvent.click(within(priority).getByRole("checkbox", { name: "High" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.update")).toEqual([
      {
        projectId: 3,
        ruleId: HANDOVER.id,
        name: "Hand over blocked work",
        trigger: { type: "task.moved", to: "review" },
        conditions: { labelIds: [11], assignee: 6 },
        actions: [
          { type: "assign", userId: 2 },
          { type: "add_checklist", items: ["Read the notes", "Call the client"] },
        ],
      },
    ]);
    expect(await screen.findByText("Changes saved")).toBeTruthy();
  });

  it("shows the API's refusals by their fields, or on top", async () => {
    let answer = 0;
    renderTab({
      handlers: {
        "rules.create": () => {
          answer += 1;
          if (answer === 1) {
            throw new FakeApiError("BAD_REQUEST", 400, "actions.0.to: is not on the project", [
              { path: ["actions", 0, "to"], message: "Sam Dev is not on the project" },
            ]);
          }
          throw new FakeApiError(
            "CONFLICT",
            409,
            "A project has at most 30 rules. Delete one it no longer needs first.",
          );
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Tell Sam");
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    await choose(action, /^Type/, "Tell someone");
    await choose(action, /^Tell/, "Sam Dev");
    await userEvent.type(within(action).getByLabelText(/^Message/), "New task");
    const add = within(dialog).getByRole("button", { name: "Add rule" });
    await userEvent.click(add);
    // A notice's `to` is its person.
    expect(await within(action).findByText("Sam Dev is not on the project")).toBeTruthy();
    expect(
      within(action).getByRole("combobox", { name: /^Tell/ }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await userEvent.click(add);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A project has at most 30 rules. Delete one it no longer needs first.",
    );
  });

  it("tries a rule on the last 30 days and shows what it would have done", async () => {
    const api = renderTab({ handlers: { "rules.test": () => TEST_RESULT } });
    const dialog = await writeDueRule();
    await userEvent.click(within(dialog).getByRole("button", { name: "Test on the last 30 days" }));
    const matches = await within(dialog).findByRole("list", {
      name: "What the rule would have done",
    });
    expect(api.inputsOf("rules.test")).toEqual([{ projectId: 3, ...DUE_RULE_PARTS }]);
    expect(
      within(dialog).getByText("It would have acted 2 times in the last 30 days."),
    ).toBeTruthy();
    const [first, second] = Array.from(matches.children);
    expect(first?.textContent).toContain("Draft the launch plan");
    expect(first?.textContent).toContain(
      `${formatDateTime("2026-11-28T00:00:00.000Z")}: due 2026-11-30, within 2 days`,
    );
    expect(first?.textContent).toContain('Would flag it ("Check it will be done in time.")');
    expect(second?.textContent).toContain("Book the venue");
    // Nothing was saved; a change to the rule drops the answer, which was about the rule before.
    expect(api.inputsOf("rules.create")).toEqual([]);
    await retype(within(dialog).getByLabelText(/^Within \(days\)/), "5");
    await waitFor(() =>
      expect(
        within(dialog).queryByRole("list", { name: "What the rule would have done" }),
      ).toBeNull(),
    );
  });

  it("says when a test found nothing, or cannot replay the trigger", async () => {
    let answer: RuleTestResult = { ...TEST_RESULT, matches: [] };
    const api = renderTab({ handlers: { "rules.test": () => answer } });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    // Tried before it is named: a name is for saving.
    await userEvent.type(
      within(within(dialog).getByRole("group", { name: "Action 1" })).getByLabelText(/^Message/),
      "Look",
    );
    const test = within(dialog).getByRole("button", { name: "Test on the last 30 days" });
    await userEvent.click(test);
    expect(await within(dialog).findByText("Nothing in the last 30 days")).toBeTruthy();

    answer = {
      ...TEST_RESULT,
      replayable: false,
      note: "Past column sizes are not kept: a WIP limit's breaches cannot be replayed.",
      matches: [],
    };
    await choose(dialog, /^When/, "A column goes over its WIP limit");
    await userEvent.click(test);
    expect(
      await within(dialog).findByText(
        "Past column sizes are not kept: a WIP limit's breaches cannot be replayed.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText("Nothing in the last 30 days")).toBeNull();
    expect(api.inputsOf("rules.test")).toMatchObject([
      { trigger: { type: "task.created" } },
      { trigger: { type: "wip.exceeded" } },
    ]);
  });

  it("checks a rule before trying it, on its fields", async () => {
    const api = renderTab({ handlers: { "rules.test": () => TEST_RESULT } });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Test on the last 30 days" }));
    const message = within(within(dialog).getByRole("group", { name: "Action 1" })).getByLabelText(
      /^Message/,
    );
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(message);
    // The name is not needed to try it.
    expect(within(dialog).queryByText("Name is required")).toBeNull();
    expect(api.inputsOf("rules.test")).toEqual([]);
  });

  it("offers a rule on a risk or a schedule only what needs no task, and restores the rest", async () => {
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    await userEvent.type(within(action).getByLabelText(/^Message/), "Look at it");
    const typeOptions = async () => {
      await userEvent.click(within(action).getByRole("combobox", { name: /^Type/ }));
      const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
      await userEvent.keyboard("{Escape}");
      return options;
    };

    await choose(dialog, /^When/, "A risk reaches a score");
    expect(within(dialog).getByLabelText(/^Score at least/)).toHaveProperty("value", "15");
    // No task to check: no "If", and its sentence says why.
    expect(within(dialog).queryByRole("group", { name: "Column" })).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Assignee/ })).toBeNull();
    expect(
      within(dialog).getByText(
        "A rule on a risk's score has no task to check: it runs for each open risk that reaches the score.",
      ),
    ).toBeTruthy();
    // The flag of a new rule needs a task: none chosen, and why; its message is kept aside.
    const type = within(action).getByRole("combobox", { name: /^Type/ });
    expect(type.textContent).toBe("Choose an action");
    expect(
      within(action).getByText(
        "“Flag it” acts on a task, and this rule has none: choose another action.",
      ),
    ).toBeTruthy();
    expect(within(action).queryByLabelText(/^Message/)).toBeNull();
    expect(await typeOptions()).toEqual([
      "Tell someone",
      "Post to the team's channel",
      "Create a task",
    ]);
    await choose(action, /^Type/, "Tell someone");
    await userEvent.click(within(action).getByRole("combobox", { name: /^Tell/ }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "The risk's owner",
      "Jordan Lee",
      "Sam Dev",
    ]);
    await userEvent.keyboard("{Escape}");

    // A schedule's notice names its person: no assignee to choose.
    await choose(dialog, /^When/, "On a schedule");
    expect(within(action).getByRole("combobox", { name: /^Tell/ }).textContent).toBe(
      "Choose a person",
    );
    await userEvent.click(within(action).getByRole("combobox", { name: /^Tell/ }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Jordan Lee",
      "Sam Dev",
    ]);
    await userEvent.keyboard("{Escape}");

    // A task's trigger again: every action, and the flag as it was written.
    await choose(dialog, /^When/, "A task is created");
    expect(within(dialog).getByRole("group", { name: "Column" })).toBeTruthy();
    await choose(action, /^Type/, "Flag it");
    expect(within(action).getByLabelText(/^Message/)).toHaveProperty("value", "Look at it");
    expect(await typeOptions()).toHaveLength(9);
  });

  it("creates a scheduled rule with a routine's repeat, and says the API's word on its fields", async () => {
    const api = renderTab({
      handlers: {
        "rules.create": (input: { trigger: { type: string } }) => {
          if (input.trigger.type === "risk.scored") {
            throw new FakeApiError("BAD_REQUEST", 400, "trigger.min: must be at most 25 (5 × 5)", [
              { path: ["trigger", "min"], message: "must be at most 25 (5 × 5)" },
            ]);
          }
          return aRule({ name: "Demo reminder" });
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Demo reminder");
    await choose(dialog, /^When/, "A risk reaches a score");
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    await choose(action, /^Type/, "Post to the team's channel");
    await userEvent.type(within(action).getByLabelText(/^Message/), "Demo in an hour.");
    const add = within(dialog).getByRole("button", { name: "Add rule" });
    await userEvent.click(add);
    // The API's word on the score, beside its field.
    const score = within(dialog).getByLabelText(/^Score at least/);
    expect(await within(dialog).findByText("must be at most 25 (5 × 5)")).toBeTruthy();
    expect(score.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await choose(dialog, /^When/, "On a schedule");
    await choose(dialog, /^Repeats/, "Every week on Monday");
    await choose(dialog, /^Day/, "Friday");
    expect(within(dialog).getByRole("combobox", { name: /^Repeats/ }).textContent).toBe(
      "Every week on Friday",
    );
    await retype(within(dialog).getByLabelText(/^First day/), "2026-12-04");
    await retype(within(dialog).getByLabelText(/^Time\*?$/), "16:30");
    await retype(within(dialog).getByLabelText(/^Time zone/), "Europe/Paris");
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("rules.create").at(-1)).toEqual({
      projectId: 3,
      name: "Demo reminder",
      trigger: {
        type: "schedule",
        recurrence: "FREQ=WEEKLY;BYDAY=FR",
        startsOn: "2026-12-04",
        time: "16:30",
        timeZone: "Europe/Paris",
      },
      conditions: {},
      actions: [{ type: "notify_channel", message: "Demo in an hour." }],
    });
  });

  it("edits a rule on a risk or a schedule: its fields read back, the same rule sent", async () => {
    const api = renderTab({
      handlers: { "rules.update": (input: Partial<Rule>) => ({ ...RISK_WATCH, ...input }) },
    });
    await screen.findByRole("list", { name: "Rules" });
    await userEvent.click(screen.getByRole("button", { name: "Edit Watch high risks" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit rule" });
    expect(within(dialog).getByRole("combobox", { name: /^When/ }).textContent).toBe(
      "A risk reaches a score",
    );
    expect(within(dialog).getByLabelText(/^Score at least/)).toHaveProperty("value", "12");
    let action = within(dialog).getByRole("group", { name: "Action 1" });
    expect(within(action).getByRole("combobox", { name: /^Tell/ }).textContent).toBe(
      "The risk's owner",
    );
    expect(
      within(within(dialog).getByRole("group", { name: "Action 2" })).getByLabelText(/^Task title/),
    ).toHaveProperty("value", "Respond to the risk");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Edit Demo reminder" }));
    dialog = await screen.findByRole("dialog", { name: "Edit rule" });
    expect(within(dialog).getByRole("combobox", { name: /^When/ }).textContent).toBe(
      "On a schedule",
    );
    expect(within(dialog).getByRole("combobox", { name: /^Repeats/ }).textContent).toBe(
      "Every two weeks on Friday",
    );
    expect(within(dialog).getByRole("combobox", { name: /^Day/ }).textContent).toBe("Friday");
    expect(within(dialog).getByLabelText(/^First day/)).toHaveProperty("value", "2026-12-04");
    expect(within(dialog).getByLabelText(/^Time\*?$/)).toHaveProperty("value", "16:30");
    expect(within(dialog).getByLabelText(/^Time zone/)).toHaveProperty("value", "Europe/Paris");
    action = within(dialog).getByRole("group", { name: "Action 1" });
    await waitFor(() =>
      expect(within(action).getByRole("combobox", { name: /^Tell/ }).textContent).toBe("Sam Dev"),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const parts = ({ name, trigger, conditions, actions }: Rule) => ({
      name,
      trigger,
      conditions,
      actions,
    });
    expect(api.inputsOf("rules.update")).toEqual([
      { projectId: 3, ruleId: RISK_WATCH.id, ...parts(RISK_WATCH) },
      { projectId: 3, ruleId: DEMO_REMINDER.id, ...parts(DEMO_REMINDER) },
    ]);
  });

  it("shows what a rule without a task would have done: each risk by its cause", async () => {
    const api = renderTab({
      handlers: {
        "rules.test": () => ({
          ...TEST_RESULT,
          matches: [
            {
              taskId: null,
              taskTitle: null,
              at: "2026-11-20T10:00:00.000Z",
              cause: RISK_CAUSE,
              lines: ["Would tell the risk's owner, Jordan Lee"],
            },
          ],
        }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const dialog = await screen.findByRole("dialog", { name: "New rule" });
    await choose(dialog, /^When/, "A risk reaches a score");
    await retype(within(dialog).getByLabelText(/^Score at least/), "12");
    const action = within(dialog).getByRole("group", { name: "Action 1" });
    await choose(action, /^Type/, "Tell someone");
    await userEvent.type(within(action).getByLabelText(/^Message/), "Plan a response");
    await userEvent.click(within(dialog).getByRole("button", { name: "Test on the last 30 days" }));
    const matches = await within(dialog).findByRole("list", {
      name: "What the rule would have done",
    });
    expect(api.inputsOf("rules.test")).toEqual([
      {
        projectId: 3,
        trigger: { type: "risk.scored", min: 12 },
        conditions: {},
        actions: [{ type: "notify", to: "assignee", message: "Plan a response" }],
      },
    ]);
    const [match] = Array.from(matches.children);
    expect(match?.querySelector("p")?.textContent).toBe(RISK_CAUSE);
    expect(match?.textContent).toContain(formatDateTime("2026-11-20T10:00:00.000Z"));
    expect(match?.textContent).toContain("Would tell the risk's owner, Jordan Lee");
    expect(match?.textContent).not.toContain("null");
  });

  it("says when the rules could not be read, with Retry", async () => {
    renderTab({
      handlers: {
        "rules.list": () => {
          throw new FakeApiError("INTERNAL_SERVER_ERROR", 500, "The database is away.");
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Couldn't load the rules" })).toBeTruthy();
    expect(alert.textContent).toContain("The database is away.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
    // The runs stand.
    expect(await screen.findByRole("list", { name: "Recent runs" })).toBeTruthy();
  });
});
