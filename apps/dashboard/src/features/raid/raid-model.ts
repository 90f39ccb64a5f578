/**
 * The RAID register's words and rules, apart from its screens: the 1–5 scales in words, the
 * matrix's colour bands and counts, the list's filters, what is overdue, the summary in words,
 * and the entry form's schema and how its values become the API's input for each kind.
 */
import { optionalText, recordId, requiredText } from "@cairn/schema/common";
import { calendarDateInput } from "@cairn/schema/milestones";
import {
  MAX_RAID_TEXT,
  MAX_RAID_TITLE,
  type RaidEntry,
  type RaidKind,
  type RaidStatus,
  type RaidSummary,
  RISK_SCALE_MAX,
  raidKind,
  raidStatus,
  riskBand,
  riskScale,
} from "@cairn/schema/raid";
import { z } from "zod";
import { pluralize } from "../../lib/format";

export const KIND_LABELS: Readonly<Record<RaidKind, string>> = {
  risk: "Risk",
  assumption: "Assumption",
  issue: "Issue",
  decision: "Decision",
};

/** The kind filter's choices, "All" first. */
export const KIND_FILTERS: readonly { value: RaidKind | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "risk", label: "Risks" },
  { value: "assumption", label: "Assumptions" },
  { value: "issue", label: "Issues" },
  { value: "decision", label: "Decisions" },
];

export const STATUS_FILTERS: readonly { value: RaidStatus | "all"; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
];

/** How likely a risk is, 1 to 5. */
export const PROBABILITY_WORDS: readonly string[] = [
  "Rare",
  "Unlikely",
  "Possible",
  "Likely",
  "Almost certain",
];

/** How badly it would hurt, 1 to 5. */
export const IMPACT_WORDS: readonly string[] = [
  "Negligible",
  "Minor",
  "Moderate",
  "Major",
  "Severe",
];

/** The scale's steps, 1 to 5. */
export const SCALE: readonly number[] = Array.from({ length: RISK_SCALE_MAX }, (_, i) => i + 1);

export function probabilityWord(value: number): string {
  return PROBABILITY_WORDS[value - 1] ?? String(value);
}

export function impactWord(value: number): string {
  return IMPACT_WORDS[value - 1] ?? String(value);
}

/** A score's band on the matrix: green (low), amber (medium) or red (high, from HIGH_RISK_SCORE). */
export type RiskLevel = ReturnType<typeof riskBand>;

/** The schema's bands (MEDIUM_RISK_SCORE, HIGH_RISK_SCORE), the risk register template's too. */
export function riskLevel(score: number): RiskLevel {
  return riskBand(score);
}

export const LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** A band's colour role of the design system: green, amber, red. */
export const LEVEL_TONE: Readonly<Record<RiskLevel, "success" | "warning" | "danger">> = {
  low: "success",
  medium: "warning",
  high: "danger",
};

/** A cell of the matrix. */
export interface MatrixCell {
  probability: number;
  impact: number;
}

export function sameCell(a: MatrixCell | null, b: MatrixCell | null): boolean {
  return a !== null && b !== null && a.probability === b.probability && a.impact === b.impact;
}

function isOpenRisk(entry: RaidEntry): boolean {
  return entry.kind === "risk" && entry.status === "open";
}

/**
 * The open risks in each cell: `counts[probability - 1][impact - 1]`. A risk scored outside the
 * scale (which the API refuses) is left out rather than put in a wrong cell.
 */
export function matrixCounts(entries: readonly RaidEntry[]): number[][] {
  const counts = SCALE.map(() => SCALE.map(() => 0));
  for (const entry of entries) {
    if (!isOpenRisk(entry) || entry.probability === null || entry.impact === null) continue;
    const row = counts[entry.probability - 1];
    if (row && entry.impact >= 1 && entry.impact <= RISK_SCALE_MAX) {
      row[entry.impact - 1] = (row[entry.impact - 1] ?? 0) + 1;
    }
  }
  return counts;
}

export function cellCount(counts: readonly (readonly number[])[], cell: MatrixCell): number {
  return counts[cell.probability - 1]?.[cell.impact - 1] ?? 0;
}

/** What the list shows: a kind (or all), a status (or all) and, picked on the matrix, a cell. */
export interface RegisterFilter {
  kind: RaidKind | "all";
  status: RaidStatus | "all";
  cell: MatrixCell | null;
}

/** The register opens on what is still open, of every kind. */
export const DEFAULT_FILTER: RegisterFilter = { kind: "all", status: "open", cell: null };

/**
 * A cell picked on the matrix: the list shows the open risks in it (the matrix counts only open
 * risks, so the kind and status follow). Picking the picked cell again drops it.
 */
export function pickCell(filter: RegisterFilter, cell: MatrixCell): RegisterFilter {
  if (sameCell(filter.cell, cell)) return { ...filter, cell: null };
  return { kind: "risk", status: "open", cell };
}

/** Another kind or status drops the cell, which only holds open risks. */
export function withKind(filter: RegisterFilter, kind: RaidKind | "all"): RegisterFilter {
  return { ...filter, kind, cell: null };
}

export function withStatus(filter: RegisterFilter, status: RaidStatus | "all"): RegisterFilter {
  return { ...filter, status, cell: null };
}

export function filterEntries(entries: readonly RaidEntry[], filter: RegisterFilter): RaidEntry[] {
  const { cell } = filter;
  return entries.filter(
    (entry) =>
      (filter.kind === "all" || entry.kind === filter.kind) &&
      (filter.status === "all" || entry.status === filter.status) &&
      (cell === null ||
        (isOpenRisk(entry) &&
          entry.probability === cell.probability &&
          entry.impact === cell.impact)),
  );
}

/** An open risk whose review day is before the register's today (both `YYYY-MM-DD`). */
export function isReviewOverdue(entry: RaidEntry, today: string): boolean {
  return isOpenRisk(entry) && entry.reviewDate !== null && entry.reviewDate < today;
}

/** The summary line's parts: open high risks, overdue reviews, open entries of each kind. */
export function summaryParts(summary: RaidSummary): string[] {
  const open = summary.open;
  return [
    pluralize(summary.openHighRisks, "open high risk"),
    pluralize(summary.overdueReviews, "overdue review"),
    `Open: ${[
      pluralize(open.risk, "risk"),
      pluralize(open.assumption, "assumption"),
      pluralize(open.issue, "issue"),
      pluralize(open.decision, "decision"),
    ].join(", ")}`,
  ];
}

/**
 * Whom an entry can name (its owner, who took a decision): the project's people as the task
 * dialog offers assignees, the person editing, and anyone the entry already names.
 */
export function peopleChoices(
  members: readonly { id: number; name: string }[],
  me: { id: number; name: string },
  named: readonly { id: number | null; name: string | null }[] = [],
): Map<number, string> {
  const choices = new Map<number, string>();
  for (const member of members) choices.set(member.id, member.name);
  if (!choices.has(me.id)) choices.set(me.id, me.name);
  for (const person of named) {
    if (person.id !== null && !choices.has(person.id)) {
      choices.set(person.id, person.name ?? "Someone no longer on the project");
    }
  }
  return choices;
}

const CHOOSE_SCALE = `Choose a value from 1 to ${RISK_SCALE_MAX}`;

/**
 * The entry dialog's values, checked with the API's own rules (`@cairn/schema/raid`): every field
 * of every kind is in the form, those of other kinds left empty; a risk needs its probability and
 * impact. `entryFields` keeps those of the entry's kind for the request.
 */
export const entryForm = z
  .object({
    kind: raidKind,
    title: requiredText(MAX_RAID_TITLE, "Title is required"),
    description: optionalText(MAX_RAID_TEXT),
    ownerId: recordId.nullable(),
    status: raidStatus,
    probability: riskScale.nullable(),
    impact: riskScale.nullable(),
    response: optionalText(MAX_RAID_TEXT),
    reviewDate: calendarDateInput.nullable(),
    decidedBy: recordId.nullable(),
    decidedOn: calendarDateInput.nullable(),
    rationale: optionalText(MAX_RAID_TEXT),
  })
  .superRefine((values, ctx) => {
    if (values.kind !== "risk") return;
    for (const field of ["probability", "impact"] as const) {
      if (values[field] === null)
        ctx.addIssue({ code: "custom", path: [field], message: CHOOSE_SCALE });
    }
  });

export type EntryFormValues = z.input<typeof entryForm>;
export type EntryFormOutput = z.output<typeof entryForm>;

/** The fields only one kind has. */
export const RISK_FIELDS = ["probability", "impact", "response", "reviewDate"] as const;
export const DECISION_FIELDS = ["decidedBy", "decidedOn", "rationale"] as const;

/** The dialog's values for a new entry of a kind, or for an entry being edited. */
export function formDefaults(kind: RaidKind, entry: RaidEntry | null = null): EntryFormValues {
  return {
    kind: entry?.kind ?? kind,
    title: entry?.title ?? "",
    description: entry?.description ?? "",
    ownerId: entry?.ownerId ?? null,
    status: entry?.status ?? "open",
    probability: entry?.probability ?? null,
    impact: entry?.impact ?? null,
    response: entry?.response ?? "",
    reviewDate: entry?.reviewDate ?? null,
    decidedBy: entry?.decidedBy ?? null,
    decidedOn: entry?.decidedOn ?? null,
    rationale: entry?.rationale ?? "",
  };
}

/** The form fields a kind shows, the owner aside (a client raising a risk names none). */
export function fieldsOfKind(kind: RaidKind): string[] {
  return [
    "title",
    "description",
    ...(kind === "risk" ? RISK_FIELDS : []),
    ...(kind === "decision" ? DECISION_FIELDS : []),
  ];
}

/** The fields of a create or an update, as the API takes them. */
export interface EntryFields {
  title: string;
  description: string | null;
  ownerId?: number | null;
  probability?: number;
  impact?: number;
  response?: string | null;
  reviewDate?: string | null;
  decidedBy?: number | null;
  decidedOn?: string | null;
  rationale?: string | null;
}

/**
 * The checked values as a request's fields: those of the kind only (the API refuses another
 * kind's, even empty), and the owner only when the form names one (`withOwner`).
 */
export function entryFields(values: EntryFormOutput, withOwner: boolean): EntryFields {
  const fields: EntryFields = { title: values.title, description: values.description };
  if (withOwner) fields.ownerId = values.ownerId;
  if (values.kind === "risk") {
    if (values.probability !== null) fields.probability = values.probability;
    if (values.impact !== null) fields.impact = values.impact;
    fields.response = values.response;
    fields.reviewDate = values.reviewDate;
  }
  if (values.kind === "decision") {
    fields.decidedBy = values.decidedBy;
    fields.decidedOn = values.decidedOn;
    fields.rationale = values.rationale;
  }
  return fields;
}

/** A task made from a risk is first named after it, within the title's limit. */
export function suggestedTaskTitle(entry: Pick<RaidEntry, "title">): string {
  return `Respond to: ${entry.title}`.slice(0, MAX_RAID_TITLE);
}
