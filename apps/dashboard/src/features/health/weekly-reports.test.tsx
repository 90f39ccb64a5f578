import type {
  HealthCheck,
  ReportRisk,
  UpcomingHealthCheck,
  WeeklyHealthReport,
} from "@cairn/schema/health-checks";
import { formatDateTime } from "@cairn/ui/format";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { WeeklyReportList, WeeklyReports } from "./weekly-reports";
import { moreThanNamed, noMoodFigures, scoreChange } from "./weekly-reports-model";

afterEach(() => {
  vi.unstubAllGlobals();
});

function report(over: Partial<WeeklyHealthReport> = {}): WeeklyHealthReport {
  return {
    version: 1,
    weekStart: "2030-01-07",
    weekEnd: "2030-01-13",
    computedAt: "2030-01-14T00:05:00.000Z",
    catchUp: false,
    health: {
      score: 72,
      band: "yellow",
      previousScore: 68,
      change: 4,
      taskCompletion: 60,
      timeline: 80,
      teamEngagement: 70,
      risk: 30,
    },
    milestones: {
      due: [
        { id: 1, title: "Discovery", dueDate: "2030-01-10", done: true, tasks: 2, tasksDone: 2 },
      ],
      late: [{ id: 2, title: "Build", dueDate: "2030-01-06", done: false, tasks: 3, tasksDone: 1 }],
      done: [
        { id: 1, title: "Discovery", dueDate: "2030-01-10", done: true, tasks: 2, tasksDone: 2 },
      ],
    },
    tasks: {
      finished: { count: 7, tasks: [1, 2, 3, 4, 5].map((id) => ({ id, title: `Done ${id}` })) },
      slipped: { count: 1, tasks: [{ id: 9, title: "Write the charter" }] },
    },
    mood: { entries: 4, averageMood: 3.8, averageEnergy: 3.5, averageStress: 2.3 },
    recommendations: [
      {
        taskId: 9,
        taskTitle: "Write the charter",
        currentPriority: "medium",
        recommendedPriority: "high",
        reasoning: "Overdue by 2 days. Score 77 (≥ 70) means high, not medium.",
      },
    ],
    moodEntries: 4,
    summary: "Health 72 (needs attention), up 4 from 68 last week. 7 tasks finished and 1 slipped.",
    ...over,
  };
}

function check(id: number, r: WeeklyHealthReport): HealthCheck {
  return {
    id,
    projectId: 1,
    weekStart: r.weekStart,
    score: r.health.score,
    previousScore: r.health.previousScore,
    report: r,
    createdAt: r.computedAt,
  };
}

function risk(id: number, title: string, score: number, reviewDate: string | null): ReportRisk {
  return { id, title, score, reviewDate };
}

/** The register as a check saw it: 7 high risks (5 named), one review overdue. */
const RAID: NonNullable<WeeklyHealthReport["raid"]> = {
  highRisks: {
    count: 7,
    risks: [
      risk(11, "Supplier goes bust", 25, null),
      risk(12, "Key engineer leaves", 20, "2030-02-01"),
      risk(13, "Scope creep", 16, null),
      risk(14, "Data loss", 15, null),
      risk(15, "Licence audit", 15, null),
    ],
  },
  overdueReviews: { count: 1, risks: [risk(16, "Budget cut", 12, "2030-01-03")] },
};

/** The Risks section of an item, found by its heading as a reader finds it. */
function risksOf(item: HTMLElement): ReturnType<typeof within> | null {
  const heading = within(item).queryByRole("heading", { level: 4, name: "Risks" });
  const section = heading?.closest("section");
  return section ? within(section) : null;
}

/** The items of a group ("Open high risks (7)") as a reader sees them, line by line. */
function linesUnder(scope: ReturnType<typeof within>, label: string): string[] {
  const list = scope.getByText(label).nextElementSibling;
  if (!list) throw new Error(`no list under ${label}`);
  return within(list as HTMLElement)
    .getAllByRole("listitem")
    .map((line) => line.textContent ?? "");
}

describe("WeeklyReportList", () => {
  it("says when the first report comes when there is none", () => {
    render(<WeeklyReportList checks={[]} />);
    expect(screen.getByText("No weekly reports yet")).toBeTruthy();
    expect(screen.getByText(/The first weekly health check is written on Monday/)).toBeTruthy();
  });

  it("lists the weeks newest first, the newest open, the others opened on demand", async () => {
    const older = report({
      weekStart: "2029-12-31",
      weekEnd: "2030-01-06",
      catchUp: true,
      health: { ...report().health, score: 68, previousScore: null, change: null },
      mood: null,
      recommendations: [],
      moodEntries: 0,
      summary: "Health 68 (needs attention) in the project's first weekly check.",
    });
    render(<WeeklyReportList checks={[check(2, report()), check(1, older)]} />);
    const items = within(screen.getByRole("list", { name: "Weekly health reports" })).getAllByRole(
      "article",
    );
    expect(items).toHaveLength(2);
    const [newest, oldest] = items.map((item) => within(item));
    if (!newest || !oldest) throw new Error("two reports expected");
    expect(newest.getByRole("heading", { level: 3 }).textContent).toBe(
      "Week of 7 Jan 2030 to 13 Jan 2030",
    );
    expect(newest.getByText("Up 4 since last week (was 68)")).toBeTruthy();
    // The band's word is the Health tab's (one table): 72 needs attention.
    expect(newest.getByText("Needs attention")).toBeTruthy();
    // Due this week and completed this week; Build is late.
    expect(newest.getAllByText("Discovery")).toHaveLength(2);
    expect(newest.getByText("Late")).toBeTruthy();
    expect(newest.getByText("Build")).toBeTruthy();
    expect(newest.getByText("Finished (7)")).toBeTruthy();
    expect(newest.getByText("and 2 more")).toBeTruthy();
    expect(newest.getByText("3.8 of 5")).toBeTruthy();
    expect(newest.getAllByText("Write the charter")).toHaveLength(2);
    expect(newest.getByRole("button", { name: /Hide report/ }).getAttribute("aria-expanded")).toBe(
      "true",
    );

    expect(oldest.getByText("First check")).toBeTruthy();
    expect(oldest.getByText("Caught up later")).toBeTruthy();
    expect(oldest.queryByText("Mood")).toBeNull();
    const show = oldest.getByRole("button", { name: /Show report/ });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(oldest.getByText("No mood entries this week.")).toBeTruthy();
    expect(oldest.getByText("No change of priority was recommended.")).toBeTruthy();
  });
});

describe("the Risks section", () => {
  it("names the open high risks and the overdue reviews, and how many more there are", () => {
    render(<WeeklyReportList checks={[check(1, report({ raid: RAID }))]} />);
    const risks = risksOf(screen.getByRole("article"));
    if (!risks) throw new Error("a Risks section expected");
    expect(linesUnder(risks, "Open high risks (7)")).toEqual([
      "Supplier goes bust, score 25 of 25",
      "Key engineer leaves, score 20 of 25",
      "Scope creep, score 16 of 25",
      "Data loss, score 15 of 25",
      "Licence audit, score 15 of 25",
      "and 2 more",
    ]);
    expect(linesUnder(risks, "Reviews overdue (1)")).toEqual([
      "Budget cut, score 12, to be reviewed by 3 Jan 2030",
    ]);
    expect(risks.queryByText("No open high risk and no overdue review.")).toBeNull();
  });

  it("says None. for an empty group beside a named one", () => {
    const raid = { ...RAID, highRisks: { count: 0, risks: [] } };
    render(<WeeklyReportList checks={[check(1, report({ raid }))]} />);
    const risks = risksOf(screen.getByRole("article"));
    if (!risks) throw new Error("a Risks section expected");
    expect(risks.getByText("Open high risks (0)")).toBeTruthy();
    expect(risks.getByText("None.")).toBeTruthy();
    expect(linesUnder(risks, "Reviews overdue (1)")).toHaveLength(1);
  });

  it("is one quiet line when no risk is high and no review overdue", () => {
    const raid = {
      highRisks: { count: 0, risks: [] },
      overdueReviews: { count: 0, risks: [] },
    };
    render(<WeeklyReportList checks={[check(1, report({ raid }))]} />);
    const risks = risksOf(screen.getByRole("article"));
    if (!risks) throw new Error("a Risks section expected");
    expect(risks.getByText("No open high risk and no overdue review.")).toBeTruthy();
    expect(risks.queryByText(/Open high risks/)).toBeNull();
    expect(risks.queryByText(/Reviews overdue/)).toBeNull();
  });

  it("is left out of a report written before the RAID register", () => {
    render(<WeeklyReportList checks={[check(1, report())]} />);
    const item = screen.getByRole("article");
    // The report is open, with its other sections.
    expect(within(item).getByRole("heading", { level: 4, name: "Tasks" })).toBeTruthy();
    expect(risksOf(item)).toBeNull();
  });
});

/** The week so far as the API answers it: Monday 14 Jan 2030, as of Wednesday morning. */
function upcomingWeek(): UpcomingHealthCheck {
  const asOf = "2030-01-16T09:30:00.000Z";
  const r = report({
    weekStart: "2030-01-14",
    weekEnd: "2030-01-20",
    computedAt: asOf,
    health: { ...report().health, score: 64, previousScore: 72, change: -8 },
    tasks: {
      finished: { count: 2, tasks: [{ id: 21, title: "Draft the plan" }] },
      slipped: { count: 0, tasks: [] },
    },
    raid: RAID,
    summary: "So far this week: health 64 (needs attention), down 8 from 72.",
  });
  return { projectId: 5, weekStart: r.weekStart, score: 64, previousScore: 72, asOf, report: r };
}

const lastWeek = check(2, report({ raid: RAID }));
const weekBefore = check(1, report({ weekStart: "2029-12-31", weekEnd: "2030-01-06" }));

function renderWeeklyReports() {
  render(
    <ApiProvider>
      <WeeklyReports projectId={5} />
    </ApiProvider>,
  );
}

describe("WeeklyReports", () => {
  it("shows the week so far first, open and marked not yet written, the newest written week closed", async () => {
    const api = fakeTrpc({
      "health.upcomingCheck": () => upcomingWeek(),
      "health.listChecks": () => [lastWeek, weekBefore],
    });
    renderWeeklyReports();
    expect(
      screen.getByText(/The week so far, as it would be written if it ended now/),
    ).toBeTruthy();

    const heading = await screen.findByRole("heading", { level: 3, name: /^This week so far/ });
    expect(heading.textContent).toBe("This week so far · Week of 14 Jan 2030 to 20 Jan 2030");
    await screen.findByRole("list", { name: "Weekly health reports" });

    const items = screen.getAllByRole("article");
    expect(items).toHaveLength(3);
    const [week, newest, oldest] = items;
    if (!week || !newest || !oldest) throw new Error("three items expected");
    expect(week).toBe(heading.closest("article"));
    const thisWeek = within(week);
    expect(thisWeek.getByText("Not yet written")).toBeTruthy();
    expect(thisWeek.getByText("64")).toBeTruthy();
    expect(thisWeek.getByText("Down 8 since last week (was 72)")).toBeTruthy();
    expect(
      thisWeek.getByText("So far this week: health 64 (needs attention), down 8 from 72."),
    ).toBeTruthy();
    const asOf = thisWeek.getByText(formatDateTime("2030-01-16T09:30:00.000Z"));
    expect(asOf.closest("p")?.textContent).toBe(
      `As of ${formatDateTime("2030-01-16T09:30:00.000Z")} · written on Monday for the week just ended`,
    );
    // Open, with its sections: its risks among them.
    expect(
      thisWeek.getByRole("button", { name: /Hide report/ }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(thisWeek.getByText("Draft the plan")).toBeTruthy();
    const risks = risksOf(week);
    if (!risks) throw new Error("a Risks section expected");
    expect(risks.getByText("Open high risks (7)")).toBeTruthy();
    expect(risks.getByText("and 2 more")).toBeTruthy();

    // One report open at a time: the newest written week waits for a click.
    expect(within(newest).queryByText("Not yet written")).toBeNull();
    const show = within(newest).getByRole("button", { name: /Show report/ });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    expect(risksOf(newest)).toBeNull();
    await userEvent.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(risksOf(newest)?.getByText("Reviews overdue (1)")).toBeTruthy();
    expect(within(oldest).getByRole("button", { name: /Show report/ })).toBeTruthy();

    expect(api.inputsOf("health.upcomingCheck")).toEqual([{ projectId: 5 }]);
  });

  it("shows the week so far of a project with no written week yet, above the empty list", async () => {
    fakeTrpc({
      "health.upcomingCheck": () => upcomingWeek(),
      "health.listChecks": () => [],
    });
    renderWeeklyReports();
    expect(await screen.findByRole("heading", { name: /^This week so far/ })).toBeTruthy();
    expect(await screen.findByText("No weekly reports yet")).toBeTruthy();
  });

  it("says the week so far failed while the written weeks still show, the newest open", async () => {
    fakeTrpc({
      "health.upcomingCheck": () => {
        throw new FakeApiError("INTERNAL_SERVER_ERROR", 500, "The week could not be computed.");
      },
      "health.listChecks": () => [lastWeek, weekBefore],
    });
    renderWeeklyReports();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Couldn't load this week so far")).toBeTruthy();
    expect(within(alert).getByText("The week could not be computed.")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: /Retry/ })).toBeTruthy();

    const list = await screen.findByRole("list", { name: "Weekly health reports" });
    const written = within(list).getAllByRole("article");
    expect(written).toHaveLength(2);
    expect(screen.queryByText("Not yet written")).toBeNull();
    const [newest] = written;
    if (!newest) throw new Error("a written week expected");
    expect(
      within(newest)
        .getByRole("button", { name: /Hide report/ })
        .getAttribute("aria-expanded"),
    ).toBe("true");
  });
});

describe("moreThanNamed", () => {
  it("counts what a group has beyond the items it names", () => {
    expect(moreThanNamed(7, [1, 2, 3, 4, 5])).toBe("and 2 more");
    expect(moreThanNamed(2, [1, 2])).toBeNull();
    expect(moreThanNamed(0, [])).toBeNull();
  });
});

describe("noMoodFigures", () => {
  it("tells no entries from too few for figures (the readers rule: from 3)", () => {
    expect(noMoodFigures(0)).toBe("No mood entries this week.");
    expect(noMoodFigures(undefined)).toBe("No mood entries this week.");
    expect(noMoodFigures(2)).toBe("2 mood entries this week: figures are shown from 3 entries.");
  });
});

describe("scoreChange", () => {
  it("reads the change since last week", () => {
    const health = report().health;
    expect(scoreChange({ ...health, change: -5, previousScore: 77 })).toEqual({
      direction: "down",
      text: "Down 5 since last week (was 77)",
    });
    expect(scoreChange({ ...health, change: 0 }).direction).toBe("same");
    expect(scoreChange({ ...health, change: null, previousScore: null }).direction).toBe("first");
  });
});
