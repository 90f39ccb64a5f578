import type { Routine } from "@cairn/schema/routines";
import { describe, expect, it } from "vitest";
import {
  AGENDA_GONE,
  agendaChoices,
  buildRule,
  durationWords,
  fieldOfIssue,
  formatOccurrence,
  formDefaults,
  nextWords,
  parseRule,
  peopleChoices,
  processBadge,
  REPEATS,
  type RepeatChoice,
  repeatLabel,
  routineFields,
  routineForm,
  runsWords,
  WEEKDAYS,
} from "./routine-model";

function aRoutine(change: Partial<Routine> = {}): Routine {
  return {
    id: 7,
    projectId: 3,
    name: "Weekly risk review",
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
    schedule: "every week on Monday at 10:00 (Europe/Paris)",
    startsOn: "2026-12-07",
    time: "10:00",
    timeZone: "Europe/Paris",
    durationMinutes: 20,
    taskTitle: "Weekly risk review",
    taskDescription: null,
    checklist: ["Log new risks", "Score each open risk"],
    assigneeId: 2,
    assigneeName: "Jordan Lee",
    agendaTemplateId: null,
    agendaTemplateName: null,
    processId: "risk-review",
    paused: false,
    nextAt: "2026-12-07T09:00:00.000Z",
    lastAt: null,
    lastTaskId: null,
    createdAt: "2026-12-01T09:00:00.000Z",
    updatedAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

const HERE = { today: "2026-12-05", timeZone: "Europe/Paris" };

describe("buildRule", () => {
  it("writes each preset's RFC 5545 rule, with its weekday", () => {
    const rule = (repeat: RepeatChoice["repeat"], weekday: RepeatChoice["weekday"] = "TH") =>
      buildRule({ repeat, weekday, custom: "" });
    expect(rule("workingDays")).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    expect(rule("weekly")).toBe("FREQ=WEEKLY;BYDAY=TH");
    expect(rule("biweekly", "FR")).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR");
    expect(rule("monthlyFirst", "TU")).toBe("FREQ=MONTHLY;BYDAY=1TU");
  });

  it("takes a custom rule as the API stores it: no RRULE:, in capitals", () => {
    expect(
      buildRule({ repeat: "custom", weekday: "MO", custom: "  rrule:freq=monthly;byday=-1th " }),
    ).toBe("FREQ=MONTHLY;BYDAY=-1TH");
  });
});

describe("parseRule", () => {
  it("reads each preset back, whatever weekday, and round-trips", () => {
    for (const repeat of REPEATS.filter((choice) => choice !== "custom")) {
      for (const { code } of WEEKDAYS) {
        const rule = buildRule({ repeat, weekday: code, custom: "" });
        const choice = parseRule(rule);
        expect(choice.repeat).toBe(repeat);
        expect(buildRule(choice)).toBe(rule);
        if (repeat !== "workingDays") expect(choice.weekday).toBe(code);
      }
    }
  });

  it("reads the same preset written otherwise: INTERVAL=1, days in another order, +1, RRULE:", () => {
    expect(parseRule("FREQ=WEEKLY;INTERVAL=1;BYDAY=WE")).toMatchObject({
      repeat: "weekly",
      weekday: "WE",
    });
    expect(parseRule("BYDAY=FR,TH,WE,TU,MO;FREQ=WEEKLY").repeat).toBe("workingDays");
    expect(parseRule("FREQ=MONTHLY;BYDAY=+1WE")).toMatchObject({
      repeat: "monthlyFirst",
      weekday: "WE",
    });
    expect(parseRule("RRULE:freq=weekly;interval=2;byday=fr")).toMatchObject({
      repeat: "biweekly",
      weekday: "FR",
    });
  });

  it("keeps any other rule as a custom one, written as stored", () => {
    for (const rule of [
      // The plan's last Thursday, quarterly first Monday, a rule that ends, a weekend day pair.
      "FREQ=MONTHLY;BYDAY=-1TH",
      "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO",
      "FREQ=WEEKLY;BYDAY=MO;COUNT=10",
      "FREQ=WEEKLY;BYDAY=SA,SU",
      "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO",
      "FREQ=DAILY",
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH",
      "FREQ=MONTHLY;BYDAY=2MO",
      "FREQ=WEEKLY;BYDAY=MO;WKST=SU",
      "FREQ=WEEKLY;BYDAY=MO;BYDAY=TU",
    ]) {
      expect(parseRule(rule)).toEqual({ repeat: "custom", weekday: "MO", custom: rule });
    }
  });
});

describe("repeatLabel", () => {
  it("says each choice with its weekday", () => {
    expect(REPEATS.map((repeat) => repeatLabel(repeat, "WE"))).toEqual([
      "Every working day",
      "Every week on Wednesday",
      "Every two weeks on Wednesday",
      "Every month on the first Wednesday",
      "Custom rule",
    ]);
  });
});

describe("routineForm and routineFields", () => {
  const values = (change: Partial<ReturnType<typeof formDefaults>> = {}) => ({
    ...formDefaults(null, HERE),
    name: "Weekly risk review",
    ...change,
  });

  it("starts a new routine today, weekly on Monday at 09:00 in the browser's zone, 30 minutes", () => {
    expect(formDefaults(null, HERE)).toEqual({
      name: "",
      repeat: "weekly",
      weekday: "MO",
      customRule: "",
      startsOn: "2026-12-05",
      time: "09:00",
      timeZone: "Europe/Paris",
      durationMinutes: "30",
      taskTitle: "",
      taskDescription: "",
      checklist: [],
      assigneeId: null,
      agendaTemplateId: null,
    });
  });

  it("fills an edited routine's values, its title left empty when it is the name", () => {
    const defaults = formDefaults(
      aRoutine({ recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", durationMinutes: 45 }),
      HERE,
    );
    expect(defaults).toMatchObject({
      repeat: "biweekly",
      weekday: "FR",
      startsOn: "2026-12-07",
      time: "10:00",
      durationMinutes: "45",
      taskTitle: "",
      checklist: ["Log new risks", "Score each open risk"],
      assigneeId: 2,
    });
    expect(formDefaults(aRoutine({ taskTitle: "Risk review" }), HERE).taskTitle).toBe(
      "Risk review",
    );
    expect(formDefaults(aRoutine({ recurrence: "FREQ=MONTHLY;BYDAY=-1TH" }), HERE)).toMatchObject({
      repeat: "custom",
      customRule: "FREQ=MONTHLY;BYDAY=-1TH",
    });
  });

  it("makes the API's fields: the preset's rule, the duration a number, empty items dropped", () => {
    const parsed = routineForm.parse(
      values({
        name: "  Weekly risk review ",
        repeat: "monthlyFirst",
        weekday: "TU",
        time: "14:00",
        durationMinutes: " 60 ",
        checklist: ["  Log new risks ", "", "   ", "Score them"],
        assigneeId: 5,
      }),
    );
    expect(routineFields(parsed)).toEqual({
      name: "Weekly risk review",
      recurrence: "FREQ=MONTHLY;BYDAY=1TU",
      startsOn: "2026-12-05",
      time: "14:00",
      timeZone: "Europe/Paris",
      durationMinutes: 60,
      taskTitle: null,
      taskDescription: null,
      checklist: ["Log new risks", "Score them"],
      assigneeId: 5,
    });
  });

  it("sends a custom rule as stored, and checks it with the API's rule", () => {
    const parsed = routineForm.parse(
      values({ repeat: "custom", customRule: "rrule:freq=monthly;byday=-1th" }),
    );
    expect(routineFields(parsed).recurrence).toBe("FREQ=MONTHLY;BYDAY=-1TH");

    const problems = (change: Partial<ReturnType<typeof formDefaults>>) => {
      const result = routineForm.safeParse(values(change));
      return result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(problems({ repeat: "custom", customRule: "" })).toEqual([
      ["customRule", "Write a recurrence rule, such as FREQ=WEEKLY;BYDAY=MO"],
    ]);
    expect(problems({ repeat: "custom", customRule: "FREQ=HOURLY" })[0]?.[0]).toBe("customRule");
    // A custom rule left behind is not checked once a preset is chosen.
    expect(problems({ repeat: "weekly", customRule: "nonsense" })).toEqual([]);
  });

  it("refuses what the API refuses, on the field", () => {
    const result = routineForm.safeParse(
      values({
        name: " ",
        time: "25:00",
        timeZone: "Mars/Olympus",
        durationMinutes: "2",
        startsOn: "",
        checklist: Array.from({ length: 21 }, (_, index) => `Item ${index}`),
      }),
    );
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(
      new Set(["name", "time", "timeZone", "durationMinutes", "startsOn", "checklist"]),
    );
    const message = (field: string) =>
      result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
    expect(message("durationMinutes")).toBe("must be at least 5 minutes");
    expect(message("checklist")).toBe("must hold at most 20 items");
    expect(message("timeZone")).toBe("must be a time zone such as Europe/Paris");
    expect(
      routineForm.safeParse(values({ durationMinutes: "half an hour" })).error?.issues[0]?.message,
    ).toBe("must be a whole number of minutes");
  });

  it("round-trips the agenda template: sent on create when chosen, on edit when changed or cleared", () => {
    // A new routine: sent when chosen, left out for none.
    const chosen = routineForm.parse(values({ agendaTemplateId: "risk-review-agenda" }));
    expect(routineFields(chosen)).toMatchObject({ agendaTemplateId: "risk-review-agenda" });
    expect(routineFields(routineForm.parse(values()))).not.toHaveProperty("agendaTemplateId");

    // An edited routine reads its template back; left as it was, it is not sent again (a
    // template retired since would be refused), another one is sent, and None sends null.
    const routine = aRoutine({
      agendaTemplateId: "risk-review-agenda",
      agendaTemplateName: "Risk review agenda",
    });
    const defaults = formDefaults(routine, HERE);
    expect(defaults.agendaTemplateId).toBe("risk-review-agenda");
    const edited = (agendaTemplateId: string | null) =>
      routineFields(routineForm.parse({ ...defaults, agendaTemplateId }), routine);
    expect(edited("risk-review-agenda")).not.toHaveProperty("agendaTemplateId");
    expect(edited("steering-report")).toMatchObject({ agendaTemplateId: "steering-report" });
    expect(edited(null)).toMatchObject({ agendaTemplateId: null });
    expect(
      routineFields(routineForm.parse(values({ agendaTemplateId: null })), aRoutine()),
    ).not.toHaveProperty("agendaTemplateId");

    // Checked with the API's rule for a template id.
    expect(
      routineForm.safeParse(values({ agendaTemplateId: "Risk Review" })).error?.issues[0],
    ).toMatchObject({
      path: ["agendaTemplateId"],
      message: "must be a template id such as risk-register",
    });
  });
});

describe("agendaChoices", () => {
  const library = [
    { id: "steering-report", name: "Steering report", category: "Reporting", available: true },
    { id: "risk-register", name: "Risk register", category: "Risk", available: false },
    { id: "retrospective", name: "Retrospective", category: "Delivery", available: true },
  ];

  it("offers the usable templates by name, each with its category", () => {
    expect(agendaChoices(library)).toEqual([
      { id: "retrospective", label: "Retrospective · Delivery" },
      { id: "steering-report", label: "Steering report · Reporting" },
    ]);
    expect(agendaChoices([])).toEqual([]);
  });

  it("keeps the routine's own template offered, named, when the library no longer has it", () => {
    const named = { agendaTemplateId: "risk-register", agendaTemplateName: "Risk register" };
    expect(agendaChoices(library, named).at(-1)).toEqual({
      id: "risk-register",
      label: `Risk register (${AGENDA_GONE})`,
      gone: true,
    });
    // While the library is read: by its name alone.
    expect(agendaChoices(undefined, named)).toEqual([
      { id: "risk-register", label: "Risk register" },
    ]);
    expect(
      agendaChoices(library, { agendaTemplateId: "retrospective", agendaTemplateName: "Retro" }),
    ).toHaveLength(2);
  });
});

describe("fieldOfIssue", () => {
  it("puts the API's issues on the fields that made them, the rule's on the repeat or the rule", () => {
    expect(fieldOfIssue(["recurrence"], "weekly")).toBe("repeat");
    expect(fieldOfIssue(["recurrence"], "custom")).toBe("customRule");
    expect(fieldOfIssue(["checklist", 3], "weekly")).toBe("checklist");
    expect(fieldOfIssue(["assigneeId"], "weekly")).toBe("assigneeId");
    expect(fieldOfIssue(["agendaTemplateId"], "weekly")).toBe("agendaTemplateId");
    expect(fieldOfIssue(["timeZone"], "weekly")).toBe("timeZone");
    expect(fieldOfIssue(["projectId"], "weekly")).toBeUndefined();
    expect(fieldOfIssue([], "weekly")).toBeUndefined();
  });
});

describe("peopleChoices", () => {
  it("offers the members, me, and whoever the routine names", () => {
    const members = [
      { id: 2, name: "Jordan Lee" },
      { id: 5, name: "Casey Client" },
    ];
    expect([...peopleChoices(members, { id: 1, name: "Ada Admin" })]).toEqual([
      [2, "Jordan Lee"],
      [5, "Casey Client"],
      [1, "Ada Admin"],
    ]);
    expect(
      [...peopleChoices(members, { id: 2, name: "Jordan Lee" }, { id: 9, name: null })].at(-1),
    ).toEqual([9, "Someone no longer on the project"]);
  });
});

describe("words", () => {
  it("says an occurrence with its weekday, in the zone given", () => {
    expect(formatOccurrence("2026-12-07T09:00:00.000Z", "Europe/Paris")).toBe(
      "Mon, 7 Dec 2026, 10:00",
    );
    expect(formatOccurrence("2026-12-07T09:00:00.000Z", "UTC")).toBe("Mon, 7 Dec 2026, 09:00");
  });

  it("says when a routine comes next, or why not", () => {
    expect(nextWords(aRoutine(), "UTC")).toBe("Mon, 7 Dec 2026, 09:00");
    expect(nextWords(aRoutine({ paused: true, nextAt: null }), "UTC")).toBe("None while paused");
    expect(nextWords(aRoutine({ nextAt: null }), "UTC")).toBe("None: the rule has ended");
  });

  it("says a duration in hours and minutes", () => {
    expect([15, 60, 90, 480].map(durationWords)).toEqual(["15 min", "1 h", "1 h 30 min", "8 h"]);
  });

  it("badges each process state, a waiting one with what it waits for", () => {
    expect(processBadge({ state: "running", awaits: [] })).toEqual({
      label: "Running",
      tone: "success",
    });
    expect(processBadge({ state: "paused", awaits: [] }).label).toBe("Paused");
    expect(processBadge({ state: "missing", awaits: [] }).tone).toBe("danger");
    expect(
      processBadge({
        state: "waiting",
        awaits: ["time logged on tasks, and timesheets", "each person's capacity"],
      }).label,
    ).toBe("Waiting for: time logged on tasks, and timesheets; each person's capacity");
    expect(runsWords([])).toBe("Nothing in Cairn yet");
    expect(runsWords(["the project board", "a routine"])).toBe("The project board; a routine");
  });
});
