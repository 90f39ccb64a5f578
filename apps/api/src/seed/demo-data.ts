/**
 * The demo organisation seeded into an empty database in demo mode: the three demo accounts of
 * the login dialog, a second consultant, two more clients, five projects in every status and
 * plan, 44 tasks over all four columns, 14 leads and four weeks of mood entries.
 *
 * Dates are offsets in days from the moment of seeding, so "overdue" stays true to its word.
 */
import type {
  COLUMN_KEYS,
  PLAN_TYPES,
  PROJECT_STATUSES,
  ROLES,
  TASK_PRIORITIES,
} from "@cairn/schema/constants";

type PersonKey = "admin" | "consultant" | "priya" | "client" | "dana" | "luis";

export interface DemoPerson {
  key: PersonKey;
  username: string;
  /** Undefined: a random password nobody knows (the account exists to own data). */
  password?: string;
  role: (typeof ROLES)[number];
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    key: "admin",
    username: "admin",
    password: "cairn-admin-demo",
    role: "admin",
    firstName: "Alex",
    lastName: "Morgan",
    email: "alex.morgan@cairn.example",
    company: "Cairn",
  },
  {
    key: "consultant",
    username: "consultant",
    password: "cairn-consultant-demo",
    role: "consultant",
    firstName: "Jordan",
    lastName: "Lee",
    email: "jordan.lee@cairn.example",
    company: "Cairn",
  },
  {
    key: "priya",
    username: "priya",
    role: "consultant",
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@cairn.example",
    company: "Cairn",
  },
  {
    key: "client",
    username: "client",
    password: "cairn-client-demo",
    role: "user",
    firstName: "Sam",
    lastName: "Rivera",
    email: "sam.rivera@northwind.example",
    company: "Northwind Studio",
  },
  {
    key: "dana",
    username: "dana",
    role: "user",
    firstName: "Dana",
    lastName: "Kim",
    email: "dana.kim@helix.example",
    company: "Helix Fintech",
  },
  {
    key: "luis",
    username: "luis",
    role: "user",
    firstName: "Luis",
    lastName: "Ortega",
    email: "luis.ortega@brightpath.example",
    company: "Brightpath Health",
  },
];

type ProjectKey = "relaunch" | "rollout" | "payments" | "portal" | "audit";

export interface DemoProject {
  key: ProjectKey;
  name: string;
  description: string;
  client: PersonKey;
  consultant: PersonKey;
  status: (typeof PROJECT_STATUSES)[number];
  planType: (typeof PLAN_TYPES)[number];
  createdDaysAgo: number;
}

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    key: "relaunch",
    name: "Northwind Website Relaunch",
    description: "New marketing site and CMS migration, delivered in two-week sprints.",
    client: "client",
    consultant: "consultant",
    status: "active",
    planType: "pro",
    createdDaysAgo: 34,
  },
  {
    key: "rollout",
    name: "Northwind PMO Rollout",
    description: "Standard intake, status reporting and a portfolio board for Northwind's studio.",
    client: "client",
    consultant: "consultant",
    status: "on_hold",
    planType: "trial",
    createdDaysAgo: 20,
  },
  {
    key: "payments",
    name: "Helix Payments Platform",
    description: "Card issuing and ledger service for Helix, with PCI scope kept small.",
    client: "dana",
    consultant: "priya",
    status: "active",
    planType: "scale",
    createdDaysAgo: 52,
  },
  {
    key: "portal",
    name: "Brightpath Patient Portal",
    description: "Appointment booking and secure messaging for Brightpath's clinics.",
    client: "luis",
    consultant: "consultant",
    status: "completed",
    planType: "pro",
    createdDaysAgo: 90,
  },
  {
    key: "audit",
    name: "Helix Compliance Audit",
    description: "SOC 2 readiness: controls inventory, evidence collection and remediation.",
    client: "dana",
    consultant: "priya",
    status: "active",
    planType: "trial",
    createdDaysAgo: 15,
  },
];

/** [title, column, priority, due in days (negative: past; null: none), assignee] */
type TaskRow = [
  string,
  (typeof COLUMN_KEYS)[number],
  (typeof TASK_PRIORITIES)[number],
  number | null,
  PersonKey | null,
];

export const DEMO_TASKS: Readonly<Record<ProjectKey, readonly TaskRow[]>> = {
  relaunch: [
    ["Audit the current sitemap and redirects", "done", "medium", -20, "consultant"],
    ["Agree the content model with marketing", "done", "high", -14, "client"],
    ["Choose the headless CMS", "done", "high", -10, "consultant"],
    ["Design system: typography and colour tokens", "review", "medium", 2, "consultant"],
    ["Homepage wireframes", "review", "high", -2, "client"],
    ["Migrate blog posts to the new CMS", "inprogress", "medium", 5, "consultant"],
    ["Set up preview deployments", "inprogress", "low", null, "consultant"],
    ["Write copy for the pricing page", "inprogress", "high", -3, "client"],
    ["Accessibility review of templates", "todo", "medium", 9, null],
    ["Configure analytics and consent banner", "todo", "low", 12, "consultant"],
    ["Load-test the contact form endpoint", "todo", "medium", null, null],
    ["Launch checklist and rollback plan", "todo", "high", 18, "consultant"],
  ],
  rollout: [
    ["Interview team leads about intake", "done", "medium", -12, "consultant"],
    ["Draft the project intake form", "review", "medium", -1, "consultant"],
    ["Weekly status report template", "inprogress", "low", 7, "client"],
    ["Portfolio board in the PM tool", "todo", "medium", null, null],
    ["Train project owners (two sessions)", "todo", "low", 25, "consultant"],
  ],
  payments: [
    ["Threat model for the card vault", "done", "high", -30, "priya"],
    ["Ledger double-entry schema", "done", "high", -21, "priya"],
    ["Issuer processor sandbox access", "done", "medium", -18, "dana"],
    ["Idempotency keys on payment APIs", "review", "high", -4, "priya"],
    ["Reconciliation job for settlements", "inprogress", "high", -6, "priya"],
    ["Chargeback workflow design", "inprogress", "medium", 4, "dana"],
    ["PCI scope diagram for the auditor", "inprogress", "medium", 10, "priya"],
    ["Card activation flow in the mobile app", "todo", "medium", 14, null],
    ["Fraud rules: velocity limits", "todo", "high", 3, "priya"],
    ["Load test: 500 authorisations per second", "todo", "medium", 21, null],
    ["Runbook for processor outages", "todo", "low", null, null],
    ["Statement PDF generation", "todo", "low", 30, "dana"],
  ],
  portal: [
    ["Clinic scheduling integration", "done", "high", -60, "consultant"],
    ["Secure messaging with attachments", "done", "high", -45, "consultant"],
    ["Accessibility audit (WCAG 2.1 AA)", "done", "medium", -40, "luis"],
    ["Patient onboarding emails", "done", "low", -35, "luis"],
    ["Go-live support rota", "done", "medium", -28, "consultant"],
    ["Post-launch retrospective", "done", "low", -21, "luis"],
  ],
  audit: [
    ["Controls inventory spreadsheet", "done", "medium", -8, "priya"],
    ["Access review for production systems", "inprogress", "high", -1, "priya"],
    ["Collect evidence: change management", "inprogress", "medium", 6, "dana"],
    ["Vendor risk questionnaires", "todo", "medium", 11, "dana"],
    ["Incident response tabletop exercise", "todo", "high", 16, "priya"],
    ["Encrypt backups at rest (AES-256)", "todo", "high", -2, null],
    ["Security awareness training records", "review", "low", 4, "dana"],
    ["Remediation plan for open findings", "todo", "medium", null, null],
    ["Policy pack sign-off by leadership", "todo", "low", 24, "dana"],
  ],
};

export interface DemoLead {
  name: string;
  email: string;
  company: string;
  teamSize: "1-5" | "6-20" | "21-50" | "51+";
  planType: (typeof PLAN_TYPES)[number];
  status: "new" | "assigned" | "contacted" | "qualified" | "won" | "lost";
  assignedTo: PersonKey | null;
  createdDaysAgo: number;
}

export const DEMO_LEADS: readonly DemoLead[] = [
  lead("Grace Hopper", "Compiler Co", "21-50", "pro", "new", null, 0),
  lead("Omar Haddad", "Atlas Logistics", "51+", "scale", "new", null, 1),
  lead("Mei Chen", "Lotus Design", "6-20", "trial", "new", null, 1),
  lead("Tomas Novak", "Fieldnote Apps", "1-5", "trial", "new", null, 2),
  lead("Aisha Bello", "Kite Health", "21-50", "pro", "new", null, 3),
  lead("Lars Eriksen", "Fjord Energy", "51+", "scale", "new", null, 4),
  lead("Nina Petrova", "Orbit Media", "6-20", "pro", "new", null, 6),
  lead("Rafael Souza", "Verde Foods", "21-50", "trial", "assigned", "consultant", 5),
  lead("Hannah Weiss", "Blueprint Legal", "6-20", "pro", "contacted", "consultant", 8),
  lead("Kenji Sato", "Tatami Games", "21-50", "scale", "qualified", "consultant", 11),
  lead("Fatima Zahra", "Sahel Schools", "51+", "pro", "assigned", "priya", 7),
  lead("Ben Carter", "Carter & Sons Build", "6-20", "trial", "contacted", "priya", 13),
  lead("Ines Duarte", "Maré Retail", "1-5", "trial", "lost", "priya", 21),
  lead("Victor Mensah", "Accra Analytics", "21-50", "scale", "won", "consultant", 30),
];

function lead(
  name: string,
  company: string,
  teamSize: DemoLead["teamSize"],
  planType: DemoLead["planType"],
  status: DemoLead["status"],
  assignedTo: PersonKey | null,
  createdDaysAgo: number,
): DemoLead {
  const email = `${name.split(" ")[0]?.toLowerCase()}@${company.toLowerCase().replace(/[^a-z]+/g, "")}.example`;
  return { name, email, company, teamSize, planType, status, assignedTo, createdDaysAgo };
}

/** Who writes mood entries on which project (its team). */
export const MOOD_AUTHORS: Readonly<Partial<Record<ProjectKey, readonly PersonKey[]>>> = {
  relaunch: ["consultant", "client"],
  payments: ["priya", "dana"],
  audit: ["priya", "dana"],
  rollout: ["consultant", "client"],
};

export const MOOD_NOTES = [
  "Good sprint, the demo landed well.",
  "Too many meetings this week.",
  "Blocked on access for two days.",
  "Clear priorities, feeling on top of it.",
  "Deadline pressure is building.",
  null,
  null,
  "Pairing helped a lot.",
] as const;

/**
 * A demo project's roadmap: phases as the wizard writes them, laid out by the roadmap engine
 * over the project's plan length from `startedDaysAgo`; each phase holds the titles of the
 * project's demo tasks that go under its milestone (they keep their own due dates).
 */
export interface DemoRoadmap {
  startedDaysAgo: number;
  phases: readonly { phase: string; duration: string; tasks: readonly string[] }[];
}

export const DEMO_ROADMAPS: Readonly<Partial<Record<ProjectKey, DemoRoadmap>>> = {
  relaunch: {
    startedDaysAgo: 18,
    phases: [
      {
        phase: "Discovery and content model",
        duration: "Days 1–8",
        tasks: [
          "Audit the current sitemap and redirects",
          "Agree the content model with marketing",
        ],
      },
      {
        phase: "Platform and design",
        duration: "Days 9–16",
        tasks: [
          "Choose the headless CMS",
          "Homepage wireframes",
          "Design system: typography and colour tokens",
        ],
      },
      {
        phase: "Build and migrate",
        duration: "Days 17–24",
        tasks: [
          "Write copy for the pricing page",
          "Migrate blog posts to the new CMS",
          "Set up preview deployments",
        ],
      },
      {
        phase: "Launch readiness",
        duration: "Days 25–30",
        tasks: [
          "Accessibility review of templates",
          "Configure analytics and consent banner",
          "Load-test the contact form endpoint",
          "Launch checklist and rollback plan",
        ],
      },
    ],
  },
};
