/**
 * Text for the search benchmark (bench/search.ts), over the scale data of bulk-seed.ts: every
 * generated task gets a title of four words and a description of twelve, drawn from a
 * vocabulary of about 200 project-management words, and two comments of ten words; a few rare words
 * are sprinkled in (in titles, descriptions and comments only) so that the benchmark can search
 * for a word a few tasks hold as well as one thousands hold. Set-based SQL: seconds, not minutes.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../src/db/database.js";

/** About 200 words of the trade, drawn evenly. */
export const VOCABULARY = [
  "invoice",
  "approval",
  "budget",
  "roadmap",
  "milestone",
  "sprint",
  "backlog",
  "retrospective",
  "stakeholder",
  "deadline",
  "estimate",
  "scope",
  "risk",
  "dependency",
  "release",
  "deploy",
  "review",
  "feedback",
  "design",
  "prototype",
  "wireframe",
  "content",
  "migration",
  "database",
  "security",
  "audit",
  "compliance",
  "contract",
  "vendor",
  "procurement",
  "onboarding",
  "training",
  "workshop",
  "interview",
  "research",
  "analytics",
  "dashboard",
  "report",
  "metric",
  "kpi",
  "forecast",
  "capacity",
  "resource",
  "allocation",
  "hiring",
  "recruitment",
  "payroll",
  "expense",
  "reimbursement",
  "travel",
  "meeting",
  "agenda",
  "minutes",
  "summary",
  "proposal",
  "pitch",
  "campaign",
  "newsletter",
  "social",
  "website",
  "landing",
  "checkout",
  "payment",
  "refund",
  "subscription",
  "pricing",
  "discount",
  "coupon",
  "inventory",
  "warehouse",
  "shipping",
  "logistics",
  "supplier",
  "quality",
  "testing",
  "regression",
  "automation",
  "pipeline",
  "build",
  "integration",
  "api",
  "endpoint",
  "webhook",
  "authentication",
  "authorization",
  "permission",
  "role",
  "account",
  "profile",
  "settings",
  "notification",
  "email",
  "template",
  "document",
  "policy",
  "handbook",
  "process",
  "workflow",
  "checklist",
  "standup",
  "planning",
  "kickoff",
  "handover",
  "support",
  "ticket",
  "incident",
  "outage",
  "postmortem",
  "escalation",
  "priority",
  "triage",
  "bug",
  "defect",
  "feature",
  "enhancement",
  "refactor",
  "performance",
  "latency",
  "scalability",
  "availability",
  "backup",
  "restore",
  "archive",
  "retention",
  "privacy",
  "gdpr",
  "consent",
  "cookie",
  "tracking",
  "localisation",
  "translation",
  "accessibility",
  "contrast",
  "typography",
  "palette",
  "logo",
  "brand",
  "guidelines",
  "copywriting",
  "proofreading",
  "legal",
  "trademark",
  "licence",
  "renewal",
  "negotiation",
  "partnership",
  "alliance",
  "reseller",
  "channel",
  "territory",
  "quota",
  "lead",
  "prospect",
  "demo",
  "trial",
  "conversion",
  "churn",
  "upsell",
  "survey",
  "nps",
  "satisfaction",
  "persona",
  "journey",
  "mapping",
  "storyboard",
  "video",
  "podcast",
  "webinar",
  "conference",
  "booth",
  "sponsorship",
  "catering",
  "venue",
  "booking",
  "calendar",
  "schedule",
  "timeline",
  "gantt",
  "kanban",
  "board",
  "column",
  "swimlane",
  "epic",
  "story",
  "task",
  "subtask",
  "label",
  "tag",
  "filter",
  "search",
  "export",
  "import",
  "spreadsheet",
  "slides",
  "memo",
  "brief",
  "charter",
  "governance",
  "steering",
  "committee",
  "sponsor",
  "owner",
] as const;

/** Words a few tasks hold: in about 1 task in 5,000 (title), 2,500 (description), 1,000 (comment). */
export const RARE = { title: "xylophone", description: "zeppelin", comment: "quokka" } as const;

const words = sql.raw(`array[${VOCABULARY.map((word) => `'${word}'`).join(", ")}]`);
const n = VOCABULARY.length;

/** The k-th word of a text of row `id`: a cheap, fixed, well-spread pick. */
function pick(id: string, k: number) {
  return sql`(${words})[1 + ((${sql.raw(id)} * 7919 + ${k * 104_729}) % 1000003 * ${k + 13}) % ${n}]`;
}

function phrase(id: string, length: number, salt: number) {
  return sql.join(
    Array.from({ length }, (_, k) => pick(id, salt * 31 + k)),
    sql` || ' ' || `,
  );
}

export async function searchSeed(
  db: Kysely<Database>,
): Promise<{ tasks: number; comments: number }> {
  await sql`
    update tasks t set
      title = initcap(${phrase("t.id", 4, 1)})
        || case when t.id % 5000 = 7 then ${` ${RARE.title}`} else '' end,
      description = initcap(${phrase("t.id", 12, 2)}) || '.'
        || case when t.id % 2500 = 11 then ${` Bring the ${RARE.description}.`} else '' end
    from projects p
    where p.id = t.project_id and p.name like 'Scale project %'`.execute(db);
  await sql`
    insert into task_comments (task_id, author_id, body, created_at, updated_at)
    select t.id, p.consultant_id,
           initcap(${phrase("(t.id * 2 + c)", 10, 3)}) || '.'
             || case when (t.id * 2 + c) % 1000 = 5 then ${` Ask about the ${RARE.comment}.`} else '' end,
           now() - ((t.id % 1000) || ' minutes')::interval, now()
    from tasks t
    join projects p on p.id = t.project_id
    cross join generate_series(0, 1) as c
    where p.name like 'Scale project %'`.execute(db);
  // As autovacuum would have by now (and the API does every 30 s on PGlite): the rewritten rows'
  // old versions gone, the indexes' pending entries merged, the statistics fresh.
  await sql`vacuum analyze tasks, task_comments`.execute(db);
  const counts = await sql<{ tasks: number; comments: number }>`
    select (select count(*)::int from tasks) as tasks,
           (select count(*)::int from task_comments) as comments`.execute(db);
  return counts.rows[0] ?? { tasks: 0, comments: 0 };
}
