import type { PlanProcess, Routine } from "@cairn/schema/routines";
import type { TemplateListEntry } from "@cairn/schema/templates";
import { Toaster } from "@cairn/ui/toast";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { client, consultant } from "../../test/people";
import type { Person } from "../session/person";
import { SessionContext } from "../session/session-context";
import { browserTimeZone, dayInputOf, formatOccurrence } from "./routine-model";
import RoutinesTab from "./routines-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

const MEMBERS = [
  { id: 2, name: "Jordan Lee", role: "consultant", part: "consultant" },
  { id: 5, name: "Casey Client", role: "user", part: "client" },
];

let nextId = 100;
function aRoutine(change: Partial<Routine> = {}): Routine {
  return {
    id: nextId++,
    projectId: 3,
    name: "A routine",
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
    schedule: "every week on Monday at 10:00 UTC",
    startsOn: "2026-12-07",
    time: "10:00",
    timeZone: "UTC",
    durationMinutes: 30,
    taskTitle: "A routine",
    taskDescription: null,
    checklist: [],
    assigneeId: null,
    assigneeName: null,
    agendaTemplateId: null,
    agendaTemplateName: null,
    processId: null,
    paused: false,
    nextAt: "2026-12-07T10:00:00.000Z",
    lastAt: null,
    lastTaskId: null,
    createdAt: "2026-12-01T09:00:00.000Z",
    updatedAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

const RISK_REVIEW = aRoutine({
  name: "Weekly risk review",
  taskTitle: "Weekly risk review",
  processId: "risk-review",
  durationMinutes: 20,
  checklist: ["Log new risks", "Score each open risk", "Give high risks an owner"],
  assigneeId: 2,
  assigneeName: "Jordan Lee",
  lastAt: "2026-11-30T10:00:00.000Z",
  lastTaskId: 41,
});
const RETRO = aRoutine({
  name: "Retrospective",
  taskTitle: "Retrospective",
  recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
  schedule: "every 2 weeks on Friday at 14:00 (Europe/Paris)",
  time: "14:00",
  timeZone: "Europe/Paris",
  durationMinutes: 90,
  paused: true,
  nextAt: null,
});
const STEERING = aRoutine({
  name: "Monthly steering report",
  taskTitle: "Steering pack",
  recurrence: "FREQ=MONTHLY;BYDAY=-1TH",
  schedule: "every month on the last Thursday at 14:00 UTC",
  time: "14:00",
  nextAt: "2026-12-31T14:00:00.000Z",
});

function aProcess(change: Partial<PlanProcess> & Pick<PlanProcess, "state">): PlanProcess {
  return {
    processId: "risk-review",
    name: "Weekly risk review",
    what: "twenty minutes on the register every Monday",
    runs: ["the risk and decision register", "a routine"],
    awaits: [],
    routine: null,
    rule: null,
    policy: null,
    missing: [],
    ...change,
  };
}

const PROCESSES: PlanProcess[] = [
  aProcess({
    state: "running",
    routine: {
      id: RISK_REVIEW.id,
      name: RISK_REVIEW.name,
      schedule: RISK_REVIEW.schedule,
      paused: false,
      nextAt: "2026-12-07T10:00:00.000Z",
    },
  }),
  aProcess({
    processId: "retrospective",
    name: "Retrospective",
    what: "what helped, what hurt, every two weeks",
    runs: ["a routine"],
    state: "paused",
    routine: {
      id: RETRO.id,
      name: RETRO.name,
      schedule: RETRO.schedule,
      paused: true,
      nextAt: null,
    },
  }),
  aProcess({
    processId: "daily-standup",
    name: "Daily stand-up",
    what: "fifteen minutes on the board",
    runs: ["the project board", "a routine"],
    missing: ["routine"],
    state: "missing",
  }),
  aProcess({
    processId: "roi-tracking",
    name: "ROI tracking",
    what: "effort against benefit",
    runs: [],
    awaits: ["time logged on tasks, and timesheets"],
    state: "waiting",
  }),
];

const BOARD = {
  projectId: 3,
  version: 7,
  columns: [
    {
      id: 1,
      projectId: 3,
      key: "todo",
      title: "To Do",
      color: "#64748b",
      orderIndex: 0,
      wipLimit: null,
      requires: [],
      createdAt: "2026-11-01T00:00:00.000Z",
      tasks: [{ id: 41, title: "Weekly risk review, 30 Nov", columnId: "todo" }],
    },
  ],
};

function aTemplate(change: Partial<TemplateListEntry> & { id: string }): TemplateListEntry {
  return { name: change.id, category: "Meetings", purpose: "", available: true, ...change };
}

/** The library as staff read it: two usable templates, one without a body (not offered). */
const TEMPLATES: TemplateListEntry[] = [
  aTemplate({ id: "steering-report", name: "Steering report", category: "Reporting" }),
  aTemplate({ id: "risk-review-agenda", name: "Risk review agenda", category: "Risk" }),
  aTemplate({ id: "meeting-audit", name: "Meeting audit sheet", available: false }),
];

const FEED_URL = "https://cairn.example/api/calendar-feeds/c41rn-s3cr3t.ics";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderTab({
  routines = [RISK_REVIEW, RETRO, STEERING],
  processes = PROCESSES,
  feed = { active: false, createdAt: null },
  user = consultant,
  editable = true,
  handlers = {},
}: {
  routines?: Routine[];
  processes?: PlanProcess[];
  feed?: { active: boolean; createdAt: string | null };
  user?: Person;
  editable?: boolean;
  handlers?: Record<string, (input: never) => unknown>;
} = {}) {
  const api = fakeTrpc({
    "routines.list": () => ({ projectId: 3, routines }),
    "routines.listProcesses": () => ({ projectId: 3, processes }),
    "calendar.projectFeed": () => feed,
    "projects.listMembers": () => MEMBERS,
    "board.get": () => BOARD,
    "templates.list": () => TEMPLATES,
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/projects/3/*",
        element: (
          <SessionContext.Provider value={{ user, logout: async () => {} }}>
            <RoutinesTab projectId={3} editable={editable} />
            <Where />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/projects/3?tab=routines"] },
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

/** Replaces a field's text (a date, a time, a number or a line). */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const processCard = (name: string) =>
  within(screen.getByRole("list", { name: "The plan's processes" })).getByRole("article", {
    name,
  });

describe("RoutinesTab", () => {
  it("shows the plan's processes: what each is, what runs it, its routine and a state badge", async () => {
    renderTab();
    const processes = await screen.findByRole("list", { name: "The plan's processes" });
    // In the plan's order; the routine of the same name is listed apart, below.
    expect(
      within(processes)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Weekly risk review", "Retrospective", "Daily stand-up", "ROI tracking"]);
    const review = processCard("Weekly risk review");
    expect(within(review).getByText("Running")).toBeTruthy();
    expect(review.textContent).toContain("twenty minutes on the register every Monday");
    expect(review.textContent).toContain("Run byThe risk and decision register; a routine");
    expect(review.textContent).toContain("Routineevery week on Monday at 10:00 UTC");
    expect(review.textContent).toContain(`Next${formatOccurrence("2026-12-07T10:00:00.000Z")}`);
    // Run by no rule: no line for one.
    expect(review.textContent).not.toContain("Rule");

    expect(within(processCard("Retrospective")).getByText("Paused")).toBeTruthy();
    const standup = processCard("Daily stand-up");
    expect(within(standup).getByText("Missing")).toBeTruthy();
    expect(standup.textContent).toContain("RoutineDeleted from this project");
    const roi = processCard("ROI tracking");
    expect(within(roi).getByText("Waiting for: time logged on tasks, and timesheets")).toBeTruthy();
    expect(roi.textContent).toContain("Run byNothing in Cairn yet");
  });

  it("names a process's rule, and says when it is switched off", async () => {
    renderTab({
      processes: [
        aProcess({
          processId: "early-warning",
          name: "Early-warning rule for due dates",
          what: "a task that may slip is flagged three days before its due date",
          runs: ["a rule that flags, notifies and acts on tasks, risks and schedules by itself"],
          rule: { id: 7, name: "Early warning: due within 3 days", enabled: false },
          state: "paused",
        }),
        aProcess({
          processId: "wip-limits",
          name: "Work-in-progress limits",
          what: "a limit on each column",
          runs: ["a rule that flags, notifies and acts on tasks, risks and schedules by itself"],
          rule: { id: 8, name: "WIP limit exceeded", enabled: true },
          state: "running",
        }),
      ],
    });
    const early = await screen.findByRole("article", { name: "Early-warning rule for due dates" });
    expect(within(early).getByText("Paused")).toBeTruthy();
    expect(early.textContent).toContain("RuleEarly warning: due within 3 days(off)");
    const wip = processCard("Work-in-progress limits");
    expect(wip.textContent).toContain("RuleWIP limit exceeded");
    expect(wip.textContent).not.toContain("(off)");
  });

  it("says the definition of done a process sets on the board, and when it was cleared", async () => {
    renderTab({
      processes: [
        aProcess({
          processId: "definition-of-done",
          name: "Shared definition of done",
          what: "a short checklist that every task meets before it counts as finished",
          runs: ["column policies: a checklist, review or approval before a card moves on"],
          policy: "In Progress and Review: a complete checklist.",
          state: "running",
        }),
        aProcess({
          processId: "code-review-gate",
          name: "Reviewed pull request before done",
          what: "no task counts as done until its code is reviewed",
          runs: ["column policies: a checklist, review or approval before a card moves on"],
          policy: "To Do and In Progress: a pass through Review.",
          missing: ["policy"],
          state: "missing",
        }),
      ],
    });
    const done = await screen.findByRole("article", { name: "Shared definition of done" });
    expect(done.textContent).toContain(
      "Definition of doneIn Progress and Review: a complete checklist.",
    );
    const gate = processCard("Reviewed pull request before done");
    expect(gate.textContent).toContain(
      "Cleared from this board (the plan asks: To Do and In Progress: a pass through Review.)",
    );
    expect(screen.getByRole("button", { name: "Set up missing routines" })).toBeTruthy();
  });

  it("sets up the missing routines, and reads the routines and processes again", async () => {
    const api = renderTab({
      handlers: { "routines.setUpRoutines": () => ({ projectId: 3, processes: PROCESSES }) },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Set up missing routines" }));
    await waitFor(() => expect(api.inputsOf("routines.setUpRoutines")).toEqual([{ projectId: 3 }]));
    expect(await screen.findByText("Routines set up")).toBeTruthy();
    await waitFor(() => expect(api.inputsOf("routines.list")).toHaveLength(2));
    expect(api.inputsOf("routines.listProcesses")).toHaveLength(2);
  });

  it("says a project made without a plan has no processes, and offers no set-up", async () => {
    renderTab({ processes: [] });
    expect(
      await screen.findByText(
        "This project was made without a plan, so no process is recommended here. Routines can still be added below.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Set up missing routines" })).toBeNull();
  });

  it("lists every routine: schedule, next occurrence, duration, person, checklist, paused, last task", async () => {
    renderTab();
    const list = await screen.findByRole("list", { name: "Routines" });
    const names = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(["Weekly risk review", "Retrospective", "Monthly steering report"]);

    const review = within(list).getByRole("article", { name: "Weekly risk review" });
    const text = review.textContent ?? "";
    expect(text).toContain("every week on Monday at 10:00 UTC");
    expect(text).toContain(`Next${formatOccurrence("2026-12-07T10:00:00.000Z")}`);
    expect(text).toContain("Duration20 min");
    expect(text).toContain("PersonJordan Lee");
    expect(text).toContain("Checklist3 items");
    expect(within(review).getByText("From the plan")).toBeTruthy();
    expect(within(review).queryByText("Paused")).toBeNull();
    // The last task is named from the board and opens its panel over this tab.
    const link = await within(review).findByRole("link", { name: "Weekly risk review, 30 Nov" });
    expect(link.getAttribute("href")).toBe("/projects/3/tasks/41?tab=routines");
    await userEvent.click(link);
    expect(screen.getByTestId("where").textContent).toBe("/projects/3/tasks/41?tab=routines");

    const retro = within(list).getByRole("article", { name: "Retrospective" });
    expect(within(retro).getByText("Paused")).toBeTruthy();
    expect(retro.textContent).toContain("NextNone while paused");
    expect(retro.textContent).toContain("Duration1 h 30 min");
    expect(retro.textContent).toContain("PersonNobody");
    expect(retro.textContent).toContain("ChecklistNo checklist");
    expect(retro.textContent).toContain("Last taskNone yet");
  });

  it("gives the client the routines read-only, and a calendar link of their own", async () => {
    renderTab({ user: client, editable: false });
    await screen.findByRole("list", { name: "Routines" });
    expect(screen.getAllByRole("article").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "New routine" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Set up missing routines" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Pause/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Resume/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Get calendar link" })).toBeTruthy();
  });

  it("creates a routine every week on a weekday, with its checklist and person", async () => {
    const api = renderTab({
      handlers: {
        "routines.create": (input: { name: string }) => aRoutine({ name: input.name }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "New routine" }));
    const dialog = await screen.findByRole("dialog", { name: "New routine" });
    // The first choice: every week on Monday, no rule to write.
    expect(within(dialog).getByRole("combobox", { name: /^Repeats/ }).textContent).toBe(
      "Every week on Monday",
    );
    expect(within(dialog).queryByLabelText(/^Recurrence rule/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Weekly risk review");
    await choose(dialog, /^Day/, "Wednesday");
    expect(within(dialog).getByRole("combobox", { name: /^Repeats/ }).textContent).toBe(
      "Every week on Wednesday",
    );
    await retype(within(dialog).getByLabelText(/^First day/), "2026-12-07");
    await retype(within(dialog).getByLabelText(/^Time\*?$/), "10:00");
    await retype(within(dialog).getByLabelText(/^Time zone/), "Europe/Paris");
    await retype(within(dialog).getByLabelText(/^Duration/), "20");
    // Two items: the second by Enter in the first, an empty third dropped.
    await userEvent.click(within(dialog).getByRole("button", { name: "Add item" }));
    const first = within(dialog).getByRole("textbox", { name: "Checklist item 1" });
    expect(document.activeElement).toBe(first);
    await userEvent.type(first, "Log new risks{Enter}");
    const second = within(dialog).getByRole("textbox", { name: "Checklist item 2" });
    expect(document.activeElement).toBe(second);
    await userEvent.type(second, "Score each open risk");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add item" }));
    await choose(dialog, /^Person/, "Casey Client");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add routine" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.create")).toEqual([
      {
        projectId: 3,
        name: "Weekly risk review",
        recurrence: "FREQ=WEEKLY;BYDAY=WE",
        startsOn: "2026-12-07",
        time: "10:00",
        timeZone: "Europe/Paris",
        durationMinutes: 20,
        taskTitle: null,
        taskDescription: null,
        checklist: ["Log new risks", "Score each open risk"],
        assigneeId: 5,
      },
    ]);
    expect(await screen.findByText("Routine added")).toBeTruthy();
    // The routines and the processes read again.
    await waitFor(() => expect(api.inputsOf("routines.listProcesses")).toHaveLength(2));
  });

  it("makes each occurrence's agenda from a library template, shows a refusal on it, and names it on the card", async () => {
    const routines = [RISK_REVIEW];
    let answer = 0;
    const api = renderTab({
      routines,
      handlers: {
        "routines.create": (input: { name: string; agendaTemplateId?: string }) => {
          answer += 1;
          if (answer === 1) {
            throw new FakeApiError(
              "BAD_REQUEST",
              400,
              "agendaTemplateId: choose a template of the library",
              [{ path: ["agendaTemplateId"], message: "choose a template of the library" }],
            );
          }
          const added = aRoutine({
            name: input.name,
            taskTitle: input.name,
            agendaTemplateId: input.agendaTemplateId ?? null,
            agendaTemplateName: "Risk review agenda",
          });
          routines.push(added);
          return added;
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "New routine" }));
    const dialog = await screen.findByRole("dialog", { name: "New routine" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Risk review");
    const agenda = within(dialog).getByRole("combobox", { name: /^Agenda document/ });
    expect(agenda.textContent).toBe("None");
    expect(
      within(dialog).getByText(/^Each occurrence makes a document from this template/),
    ).toBeTruthy();
    // None first, then the usable templates by name, each with its category.
    await userEvent.click(agenda);
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "None",
      "Risk review agenda · Risk",
      "Steering report · Reporting",
    ]);
    await userEvent.keyboard("{Escape}");
    await choose(dialog, /^Agenda document/, "Steering report · Reporting");

    // Retired meanwhile: refused, on the field.
    const add = within(dialog).getByRole("button", { name: "Add routine" });
    await userEvent.click(add);
    expect(await within(dialog).findByText("choose a template of the library")).toBeTruthy();
    expect(agenda.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await choose(dialog, /^Agenda document/, "Risk review agenda · Risk");
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.create")[1]).toEqual({
      projectId: 3,
      name: "Risk review",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
      startsOn: dayInputOf(new Date()),
      time: "09:00",
      timeZone: browserTimeZone(),
      durationMinutes: 30,
      taskTitle: null,
      taskDescription: null,
      checklist: [],
      assigneeId: null,
      agendaTemplateId: "risk-review-agenda",
    });
    const list = screen.getByRole("list", { name: "Routines" });
    const card = await within(list).findByRole("article", { name: "Risk review" });
    expect(card.textContent).toContain("AgendaRisk review agenda");
    // A routine without one says nothing of an agenda.
    expect(
      within(list).getByRole("article", { name: "Weekly risk review" }).textContent,
    ).not.toContain("Agenda");
  });

  it("edits a routine's agenda: read back, sent as null when set to None", async () => {
    const review = {
      ...RISK_REVIEW,
      agendaTemplateId: "risk-review-agenda",
      agendaTemplateName: "Risk review agenda",
    };
    const api = renderTab({
      routines: [review],
      handlers: { "routines.update": (input: Partial<Routine>) => ({ ...review, ...input }) },
    });
    const list = await screen.findByRole("list", { name: "Routines" });
    await userEvent.click(within(list).getByRole("button", { name: "Edit Weekly risk review" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit routine" });
    const agenda = within(dialog).getByRole("combobox", { name: /^Agenda document/ });
    await waitFor(() => expect(agenda.textContent).toBe("Risk review agenda · Risk"));
    await choose(dialog, /^Agenda document/, "None");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.update")).toMatchObject([
      { routineId: review.id, agendaTemplateId: null },
    ]);
  });

  it("builds each preset's rule, and starts a custom rule from the preset left", async () => {
    const api = renderTab({
      handlers: {
        "routines.create": (input: { name: string }) => aRoutine({ name: input.name }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "New routine" }));
    const dialog = await screen.findByRole("dialog", { name: "New routine" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Stand-up");
    await choose(dialog, /^Repeats/, "Every working day");
    expect(within(dialog).queryByRole("combobox", { name: /^Day/ })).toBeNull();
    await choose(dialog, /^Repeats/, "Every month on the first Monday");
    await choose(dialog, /^Day/, "Tuesday");
    await choose(dialog, /^Repeats/, "Custom rule");
    const rule = within(dialog).getByLabelText(/^Recurrence rule/);
    expect(rule).toHaveProperty("value", "FREQ=MONTHLY;BYDAY=1TU");
    await retype(rule, "FREQ=HOURLY");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add routine" }));
    // Checked before sending, with the API's own words.
    expect(rule.getAttribute("aria-invalid")).toBe("true");
    expect(api.inputsOf("routines.create")).toEqual([]);
    await retype(rule, "freq=monthly;byday=-1th");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add routine" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.create")).toMatchObject([
      { name: "Stand-up", recurrence: "FREQ=MONTHLY;BYDAY=-1TH" },
    ]);
  });

  it("shows the API's refusals by their fields, or on top", async () => {
    let answer = 0;
    const api = renderTab({
      handlers: {
        "routines.create": () => {
          answer += 1;
          if (answer === 1) {
            throw new FakeApiError(
              "BAD_REQUEST",
              400,
              "recurrence: this rule cannot be read; try FREQ=WEEKLY;BYDAY=MO",
              [
                {
                  path: ["recurrence"],
                  message: "this rule cannot be read; try FREQ=WEEKLY;BYDAY=MO",
                },
              ],
            );
          }
          if (answer === 2) {
            throw new FakeApiError("BAD_REQUEST", 400, "checklist.1: must not be empty", [
              { path: ["checklist", 1], message: "must not be empty" },
              { path: ["timeZone"], message: "must be a time zone such as Europe/Paris" },
            ]);
          }
          throw new FakeApiError(
            "CONFLICT",
            409,
            "A project has at most 30 routines. Delete one it no longer runs first.",
          );
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "New routine" }));
    const dialog = await screen.findByRole("dialog", { name: "New routine" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Odd one");
    await choose(dialog, /^Repeats/, "Custom rule");
    const add = within(dialog).getByRole("button", { name: "Add routine" });
    await userEvent.click(add);
    // A rule the server cannot expand: on the rule written.
    expect(
      await within(dialog).findByText("this rule cannot be read; try FREQ=WEEKLY;BYDAY=MO"),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Recurrence rule/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "Add item" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Checklist item 1" }), "A");
    await userEvent.click(add);
    expect(await within(dialog).findByText("must not be empty")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("textbox", { name: "Checklist item 1" })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(
      within(dialog)
        .getByLabelText(/^Time zone/)
        .getAttribute("aria-invalid"),
    ).toBe("true");

    // A refusal naming no field: at the top of the form.
    await userEvent.click(add);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A project has at most 30 routines. Delete one it no longer runs first.",
    );
    expect(api.inputsOf("routines.create")).toHaveLength(3);
  });

  it("edits a routine: its preset or custom rule read back, its fields sent", async () => {
    const api = renderTab({
      handlers: {
        "routines.update": (input: Partial<Routine>) => ({ ...STEERING, ...input }),
      },
    });
    const list = await screen.findByRole("list", { name: "Routines" });
    await userEvent.click(within(list).getByRole("button", { name: "Edit Retrospective" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit routine" });
    expect(within(dialog).getByRole("combobox", { name: /^Repeats/ }).textContent).toBe(
      "Every two weeks on Friday",
    );
    expect(within(dialog).getByLabelText(/^Duration/)).toHaveProperty("value", "90");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(
      within(list).getByRole("button", { name: "Edit Monthly steering report" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Edit routine" });
    expect(within(dialog).getByRole("combobox", { name: /^Repeats/ }).textContent).toBe(
      "Custom rule",
    );
    expect(within(dialog).getByLabelText(/^Recurrence rule/)).toHaveProperty(
      "value",
      "FREQ=MONTHLY;BYDAY=-1TH",
    );
    expect(within(dialog).getByLabelText(/^Task title/)).toHaveProperty("value", "Steering pack");
    await retype(within(dialog).getByLabelText(/^Name/), "Steering report");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.update")).toEqual([
      {
        projectId: 3,
        routineId: STEERING.id,
        name: "Steering report",
        recurrence: "FREQ=MONTHLY;BYDAY=-1TH",
        startsOn: "2026-12-07",
        time: "14:00",
        timeZone: "UTC",
        durationMinutes: 30,
        taskTitle: "Steering pack",
        taskDescription: null,
        checklist: [],
        assigneeId: null,
      },
    ]);
  });

  it("pauses and resumes a routine from its card", async () => {
    const api = renderTab({
      handlers: {
        "routines.update": (input: { routineId: number; paused: boolean }) => ({
          ...(input.routineId === RETRO.id ? RETRO : RISK_REVIEW),
          paused: input.paused,
        }),
      },
    });
    const list = await screen.findByRole("list", { name: "Routines" });
    await userEvent.click(within(list).getByRole("button", { name: "Pause Weekly risk review" }));
    expect(await screen.findByText("Routine paused")).toBeTruthy();
    await userEvent.click(within(list).getByRole("button", { name: "Resume Retrospective" }));
    expect(await screen.findByText("Routine resumed")).toBeTruthy();
    expect(api.inputsOf("routines.update")).toEqual([
      { projectId: 3, routineId: RISK_REVIEW.id, paused: true },
      { projectId: 3, routineId: RETRO.id, paused: false },
    ]);
    await waitFor(() => expect(api.inputsOf("routines.list").length).toBeGreaterThanOrEqual(3));
  });

  it("deletes a routine after a confirmation", async () => {
    const api = renderTab({ handlers: { "routines.remove": () => undefined } });
    const list = await screen.findByRole("list", { name: "Routines" });
    const remove = within(list).getByRole("button", { name: "Delete Retrospective" });
    await userEvent.click(remove);
    let confirm = await screen.findByRole("dialog", { name: "Delete this routine?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.remove")).toEqual([]);

    await userEvent.click(remove);
    confirm = await screen.findByRole("dialog", { name: "Delete this routine?" });
    expect(confirm.textContent).toContain("those it added stay on the board");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("routines.remove")).toEqual([{ projectId: 3, routineId: RETRO.id }]);
    expect(await screen.findByText("Routine deleted")).toBeTruthy();
  });

  it("shows a new calendar link once, with Copy; makes a new one or revokes it after a confirmation", async () => {
    let links = 0;
    const feed = { active: false, createdAt: null as string | null };
    const api = renderTab({
      user: client,
      editable: false,
      handlers: {
        "calendar.projectFeed": () => feed,
        "calendar.makeProjectFeed": () => {
          links += 1;
          feed.active = true;
          feed.createdAt = "2026-12-05T09:00:00.000Z";
          return { url: `${FEED_URL}?${links}`, createdAt: feed.createdAt };
        },
        "calendar.revokeProjectFeed": () => {
          feed.active = false;
          feed.createdAt = null;
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Get calendar link" }));
    const field = await screen.findByRole("textbox", { name: "Your calendar link" });
    expect(field).toHaveProperty("value", `${FEED_URL}?1`);
    expect(field).toHaveProperty("readOnly", true);
    expect(screen.getByText(/Google Calendar/).textContent).toContain("Outlook");
    // In place of user-event's own clipboard, which its calls set up (as assistant-panel.test does).
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${FEED_URL}?1`);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();

    // A new link revokes the old one: asked first.
    await userEvent.click(screen.getByRole("button", { name: "New link" }));
    let confirm = await screen.findByRole("dialog", { name: "Make a new calendar link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Make a new link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("textbox", { name: "Your calendar link" })).toHaveProperty(
      "value",
      `${FEED_URL}?2`,
    );

    await userEvent.click(screen.getByRole("button", { name: "Revoke" }));
    confirm = await screen.findByRole("dialog", { name: "Revoke your calendar link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Get calendar link" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your calendar link" })).toBeNull();
    expect(api.inputsOf("calendar.makeProjectFeed")).toEqual([{ projectId: 3 }, { projectId: 3 }]);
    expect(api.inputsOf("calendar.revokeProjectFeed")).toEqual([{ projectId: 3 }]);
  });

  it("never shows a link again once made: only that one exists", async () => {
    renderTab({ feed: { active: true, createdAt: "2026-12-01T09:00:00.000Z" } });
    expect(
      await screen.findByText(
        "You have a calendar link, made 1 Dec 2026. It was shown only once: if you no longer have it, make a new one.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your calendar link" })).toBeNull();
    expect(screen.getByRole("button", { name: "New link" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Revoke" })).toBeTruthy();
  });

  it("says there are no routines yet, with New routine for staff", async () => {
    renderTab({ routines: [] });
    expect(await screen.findByRole("heading", { name: "No routines yet" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "New routine" })).toBeTruthy();
  });

  it("says when the routines could not be read, with Retry", async () => {
    renderTab({
      handlers: {
        "routines.list": () => {
          throw new FakeApiError("INTERNAL_SERVER_ERROR", 500, "The database is away.");
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Couldn't load the routines" })).toBeTruthy();
    expect(alert.textContent).toContain("The database is away.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
    // The other sections stand.
    expect(await screen.findByRole("list", { name: "The plan's processes" })).toBeTruthy();
  });
});
