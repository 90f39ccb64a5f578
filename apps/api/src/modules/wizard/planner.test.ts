/**
 * Worked examples: the README's two plans (section 9), checked line by line against its rules,
 * and one small case for each rule of the tool stack, the processes, the templates and the
 * schedule. Expected values are written out by hand from the README, not produced by the code.
 */
import { INDUSTRIES } from "@cairn/schema/constants";
import { type WizardInput, wizardInput } from "@cairn/schema/wizard";
import { describe, expect, it } from "vitest";
import { makePlan, type Plan, recommend } from "./planner.js";

const plan = (answers: WizardInput): Plan => makePlan(wizardInput.parse(answers));
const durations = (p: Plan) => p.phases.map((phase) => `${phase.startDay}–${phase.endDay}`);
const templateNames = (p: Plan) => p.templates.map((template) => template.name);
const processNames = (p: Plan) => p.processes.map((process) => process.name);
const allTasks = (p: Plan) => p.phases.flatMap((phase) => phase.tasks);

const agency: WizardInput = {
  teamSize: 4,
  industry: "Marketing",
  currentTools: [],
  painPoints: ["Team communication", "Missed deadlines"],
  goals: ["Client satisfaction", "Delivery speed"],
  experienceLevel: "beginner",
};

const fintech: WizardInput = {
  teamSize: 60,
  industry: "Finance",
  currentTools: ["Jira", "Slack", "GitHub", "Confluence", "Trello"],
  painPoints: ["Lack of reporting", "Resource allocation", "Tool fragmentation"],
  goals: ["Reduced risks", "Scaling operations"],
  userRole: "Head of Delivery",
  experienceLevel: "advanced",
};

describe("worked example A: a 4-person marketing agency of beginners (README §9)", () => {
  const a = plan(agency);

  it("adds Marketing's picks for 1-5, then the features its answers call for", () => {
    expect(a.tools).toEqual([
      "Add Trello for work tracking — a board per project or client, with almost nothing to learn; our pick for marketing teams of 1–5 people.",
      "Add Notion for documentation — wiki, meeting notes and SOPs in one searchable place; our pick for marketing teams of 1–5 people.",
      "Add Slack for team chat — a channel per project keeps decisions out of private messages and email; our pick for marketing teams of 1–5 people.",
      "Add Zoom for meetings — reliable video for remote stand-ups and client calls; our pick for marketing teams of 1–5 people.",
      "Cairn AI assistant bot in Slack — answers status questions in the channel, so nobody has to chase updates; because you named team communication.",
      "Cairn project health dashboard — completion, timeline, engagement and risk scores for every project, with a weekly health check; because you named missed deadlines.",
      "Cairn task-priority recommendations — scores each task on urgency, impact, effort and dependencies and flags the ones to do first; because you chose delivery speed as a goal.",
    ]);
  });

  it("lists processes pain points first, then goals, industry, band and experience", () => {
    expect(processNames(a)).toEqual([
      "Communication charter",
      "Daily 15-minute stand-up",
      "Weekly risk review",
      "Early-warning rule for due dates",
      "Weekly client update",
      "Client feedback at every milestone",
      "Work-in-progress limits",
      "Cycle-time tracking",
      "Brief-to-approval workflow",
      "Shared campaign calendar",
      "Weekly planning",
      "Coaching session every two weeks",
    ]);
    expect(a.processes[2]?.text).toBe(
      "Weekly risk review — 20 minutes every Monday to log, score and assign each risk before it turns into a missed date; because you named missed deadlines.",
    );
    expect(a.processes[10]?.text).toMatch(
      /because a team of 4 needs a light weekly rhythm rather than heavy ceremonies\.$/,
    );
  });

  it("takes the first template of every source, then second ones, up to 15", () => {
    expect(templateNames(a)).toEqual([
      "Campaign brief",
      "Communication plan",
      "Risk register",
      "Client status report",
      "Kanban WIP policy",
      "One-page project canvas",
      "Trello board setup guide",
      "Notion team wiki",
      "Slack channel plan",
      "Zoom meeting standards",
      "Project management glossary",
      "Content calendar",
      "Meeting agenda and minutes",
      "Milestone plan",
      "Client feedback survey",
    ]);
    expect(a.templates[0]?.text).toBe(
      "Campaign brief — because it is part of the standard set for marketing teams.",
    );
  });

  it("runs the beginner schedule with a coaching task in every phase", () => {
    expect(durations(a)).toEqual(["1–5", "6–12", "13–19", "20–25", "26–30", "31–45", "46–60"]);
    for (const phase of a.phases) {
      expect(
        phase.tasks.some((task) => task.startsWith("Coaching:")),
        phase.title,
      ).toBe(true);
    }
    expect(allTasks(a).filter((task) => task.startsWith("Coaching:"))).toHaveLength(7);
    expect(a.phases[1]?.tasks).toContain(
      "Coaching: 20 minutes with each person to move their own work into Trello",
    );
  });

  it("places the health checks on days 30, 35, 42, 49, 56 and the review on day 60", () => {
    const checks = a.phases.map((phase) =>
      phase.tasks.filter((task) => /^Day \d+:/.test(task)).map((task) => task.split(":")[0]),
    );
    expect(checks).toEqual([
      [],
      [],
      [],
      [],
      ["Day 30"],
      ["Day 35", "Day 42"],
      ["Day 49", "Day 56", "Day 60"],
    ]);
  });

  it("gives next steps for this week", () => {
    expect(a.nextSteps).toEqual([
      "Book the 60-minute kick-off with the whole team within the next five working days.",
      "Create accounts in Trello, Notion, Slack and Zoom before day 6, so the tool setup starts on time.",
      "Pick the client campaign for the pilot and share the campaign brief template with its account lead.",
      "Share this plan with the whole team and give each of its 12 processes an owner before day 13.",
      "Open the Campaign brief template in Cairn and fill it in for the pilot project.",
      "Book your first coaching session, then take the onboarding tour in Cairn.",
    ]);
  });
});

describe("worked example B: a 60-person fintech of advanced users (README §9)", () => {
  const b = plan(fintech);

  it("keeps the tools that fit 51+, adds Zoom for meetings and moves off Trello", () => {
    expect(b.tools.slice(0, 6)).toEqual([
      "Keep Jira for work tracking — you already use it, and it fits a team of 60: configurable workflows, permissions and cross-team dependencies.",
      "Keep Confluence for documentation — you already use it, and it fits a team of 60: structured spaces and page permissions that stay navigable at scale, linked to Jira.",
      "Keep Slack for team chat — you already use it, and it fits a team of 60: a channel per project keeps decisions out of private messages and email.",
      "Add Zoom for meetings — reliable video for remote stand-ups and client calls; our pick for finance teams of 51 or more people.",
      "Keep GitHub for code — you already use it, and it fits a team of 60: pull requests and issues linked to the tasks they deliver.",
      "Move work tracking from Trello to Jira — Trello has no portfolio view or cross-board dependencies, which a team of 60 needs.",
    ]);
    expect(b.tools.slice(6).map((line) => line.split(" — ")[0])).toEqual([
      "Cairn KPI dashboard builder",
      "Cairn task-priority recommendations",
      "Cairn team mood tracker",
      "Cairn integrations for Jira and Slack",
      "Cairn project health dashboard",
      "Cairn team onboarding bot",
    ]);
  });

  it("answers five answers, Finance, 51+ and advanced with 15 distinct processes", () => {
    expect(processNames(b)).toEqual([
      "Weekly KPI report",
      "Monthly steering report",
      "Weekly capacity check",
      "Single intake for new work",
      "One tool per job, written down in a tool map",
      "Connected tools instead of copy-paste",
      "Weekly risk review",
      "Pre-mortem at every kick-off",
      "PMO governance calendar",
      "Onboarding checklist for new team members",
      "Change approval with segregation of duties",
      "Regulatory change tracking",
      "Portfolio review every two weeks",
      "Weekly cross-team dependency review",
      "Monthly flow-metrics review",
    ]);
  });

  it("merges the reasons of a template named by two sources", () => {
    const charter = b.templates.find((template) => template.name === "PMO charter");
    expect(charter?.text).toBe(
      "PMO charter — because you chose scaling operations as a goal, and it suits a team of 60.",
    );
    expect(templateNames(b)).toHaveLength(15);
    expect(templateNames(b).slice(0, 6)).toEqual([
      "Change approval record",
      "KPI definition sheet",
      "Resource allocation matrix",
      "Tool stack map",
      "RAID log",
      "PMO charter",
    ]);
  });

  it("runs the advanced schedule: shorter steps, automation and tuning, no coaching", () => {
    expect(durations(b)).toEqual([
      "1–2",
      "3–5",
      "6–9",
      "10–14",
      "15–19",
      "20–24",
      "25–30",
      "31–40",
      "41–50",
      "51–60",
    ]);
    expect(allTasks(b).some((task) => task.startsWith("Coaching:"))).toBe(false);
    expect(b.phases[1]?.tasks).toContain(
      "Move open work from Trello to Jira, then make Trello read-only",
    );
    expect(b.phases[1]?.tasks).toContain(
      "Add an approval step to the Jira workflow that the builder of a change cannot pass",
    );
  });

  it("names the role and the pilot's first day in the next steps", () => {
    expect(b.nextSteps[0]).toBe(
      "Book the 60-minute kick-off with the department and team leads within the next five working days, and chair it yourself as Head of Delivery.",
    );
    expect(b.nextSteps[2]).toBe(
      "Ask your compliance lead which changes need sign-off before the pilot starts on day 10.",
    );
  });
});

describe("the rules, one case each", () => {
  const base: WizardInput = { industry: "Technology", teamSize: 12 };

  it("keeps the first listed tool that fits and retires the other one doing the same job", () => {
    const p = plan({ ...base, industry: "Finance", teamSize: 60, currentTools: ["Asana", "Jira"] });
    expect(p.tools[0]).toMatch(/^Keep Asana for work tracking — /);
    expect(p.tools).toContain(
      "Retire Jira once its work has moved to Asana — two tools for work tracking split the team's attention and the status of the work.",
    );
  });

  it("keeps Notion for documentation at 12 people but adds a tracker", () => {
    const p = plan({ ...base, currentTools: ["Notion"] });
    expect(p.tools[0]).toMatch(
      /^Add Jira for work tracking — .*our pick for technology teams of 6–20 people\.$/,
    );
    expect(p.tools[1]).toMatch(
      /^Keep Notion for documentation — you already use it, and it fits a team of 12/,
    );
  });

  it("writes one line for a tool that does two jobs", () => {
    const p = plan({ ...base, industry: "Healthcare" });
    expect(p.tools).toContain(
      "Add Microsoft Teams for team chat and meetings — chat, meetings and files inside the Microsoft 365 tenant you already control; our pick for healthcare teams of 6–20 people.",
    );
  });

  it("reads 'Teams' as Microsoft Teams, ignores 'None', and sends unknown tools to the audit", () => {
    const p = plan({ ...base, currentTools: ["None", "teams", "Basecamp"] });
    expect(p.tools).toContain(
      "Keep Microsoft Teams for team chat and meetings — you already use it, and it fits a team of 12: chat, meetings and files inside the Microsoft 365 tenant you already control.",
    );
    expect(p.tools).toContain(
      "Review Basecamp in the tool audit — it is not in Cairn's tool library, so the audit decides whether it stays alongside the stack above.",
    );
  });

  it("adds code hosting only for Technology or when code tools are in use", () => {
    expect(
      plan({ ...base, industry: "Retail" }).tools.some((line) => line.includes("for code")),
    ).toBe(false);
    expect(plan({ ...base, industry: "Retail", currentTools: ["GitLab"] }).tools).toContain(
      "Keep GitLab for code — you already use it, and it fits a team of 12: merge requests, pipelines and issues in one place.",
    );
    expect(plan(base).tools).toContain(
      "Add GitHub for code — pull requests and issues linked to the tasks they deliver; our pick for technology teams of 6–20 people.",
    );
  });

  it("merges the reasons of a process that two answers imply", () => {
    const p = plan({ ...base, painPoints: ["Missed deadlines"], goals: ["Reduced risks"] });
    expect(p.processes[0]?.text).toBe(
      "Weekly risk review — 20 minutes every Monday to log, score and assign each risk before it turns into a missed date; because you named missed deadlines, and you chose reduced risks as a goal.",
    );
    expect(p.processes[0]?.answers).toEqual(["Missed deadlines", "Reduced risks"]);
  });

  it("applies the contract's defaults to empty lists and says so", () => {
    const p = plan({ industry: "Other" });
    expect(p.answers.teamSize).toBe(5);
    expect(p.answers.experience).toBe("intermediate");
    expect(p.processes[0]?.text).toBe(
      "Workflow review: map, measure, improve — map how work really flows, measure where it waits, and fix the biggest delay first; because no pain point was named, so the plan starts with general workflow optimization.",
    );
    expect(p.processes.map((process) => process.text)).toContain(
      "Meeting audit — every recurring meeting is listed with its purpose and cost, and those without a clear outcome are dropped or shortened; because no goal was chosen, so the plan aims to improve team efficiency.",
    );
    // The retrospective answers both defaults: one line, both reasons.
    expect(
      p.processes.filter((process) => process.name === "Fortnightly retrospective"),
    ).toHaveLength(1);
  });

  it("answers a pain point and a goal it does not know with processes of their own", () => {
    const p = plan({ ...base, painPoints: ["Slow approvals"], goals: ["Win an award"] });
    expect(p.processes[0]?.text).toBe(
      "Root-cause session on “Slow approvals” — one hour in the first week to trace where the problem starts, agree one fix and name its owner; because you named “Slow approvals”.",
    );
    expect(p.processes[1]?.name).toBe("Success measure for “Win an award”");
    expect(templateNames(p)).toEqual(
      expect.arrayContaining(["Root-cause analysis worksheet", "KPI definition sheet"]),
    );
  });

  it("plans an unknown industry with the Other profile and says why", () => {
    const p = plan({ ...base, industry: "Biotech" });
    expect(p.answers.industry).toMatchObject({ label: "Biotech", known: false });
    expect(processNames(p)).toContain("Single intake for new work");
    expect(
      p.processes.find((process) => process.name === "Single intake for new work")?.text,
    ).toMatch(
      /because Cairn has no profile for “Biotech” yet, so the plan starts from what suits most teams: /,
    );
  });

  it("matches answers without regard to case or spacing, and counts a repeated answer once", () => {
    const tidy = recommend(wizardInput.parse({ ...base, painPoints: ["Missed deadlines"] }));
    const messy = recommend(
      wizardInput.parse({ ...base, painPoints: ["  missed   DEADLINES ", "Missed deadlines"] }),
    );
    expect(messy.recommendations.tools).toEqual(tidy.recommendations.tools);
    expect(messy.setup_plan).toEqual(tidy.setup_plan);
  });

  it("gives each industry, band and experience level a visibly different plan", () => {
    const distinct = (inputs: WizardInput[]) =>
      new Set(inputs.map((input) => JSON.stringify(recommend(wizardInput.parse(input))))).size;
    expect(distinct(INDUSTRIES.map((industry) => ({ ...base, industry })))).toBe(INDUSTRIES.length);
    expect(distinct([3, 12, 30, 80].map((teamSize) => ({ ...base, teamSize })))).toBe(4);
    const levels = ["beginner", "intermediate", "advanced"] as const;
    expect(distinct(levels.map((experienceLevel) => ({ ...base, experienceLevel })))).toBe(3);
  });

  it("renders the response shape of docs/product.md §3.3", () => {
    const result = recommend(wizardInput.parse(agency));
    expect(Object.keys(result)).toEqual(["recommendations", "setup_plan", "next_steps"]);
    expect(Object.keys(result.recommendations)).toEqual(["tools", "processes", "templates"]);
    expect(result.setup_plan[0]).toEqual({
      phase: "Kick-off and discovery",
      duration: "Days 1–5",
      tasks: expect.arrayContaining([
        "Hold a 60-minute kick-off with the whole team: goals, roles and how success will be measured",
      ]),
    });
  });
});
