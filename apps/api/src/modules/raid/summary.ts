/**
 * What the weekly risk review looks at first (docs/raid.md), from a register's entries and the
 * day it is (UTC, `YYYY-MM-DD`): the open high risks, the open risks whose review day has passed,
 * and how many entries of each kind are open. Pure, so the register's answer and the weekly
 * health check count alike.
 */
import { isHighRisk, RAID_KINDS, type RaidKind, type RaidSummary } from "@cairn/schema/raid";

/** What the summary reads of an entry. */
export interface SummarisedEntry {
  kind: RaidKind;
  status: "open" | "closed";
  /** Probability × impact for a risk, null for the other kinds. */
  score: number | null;
  reviewDate: string | null;
}

/** A risk still open whose review day is before `today`. */
export function isOverdueReview(entry: SummarisedEntry, today: string): boolean {
  return (
    entry.kind === "risk" &&
    entry.status === "open" &&
    entry.reviewDate !== null &&
    entry.reviewDate < today
  );
}

/** A risk still open that scores in the matrix's red corner. */
export function isOpenHighRisk(entry: SummarisedEntry): boolean {
  return (
    entry.kind === "risk" &&
    entry.status === "open" &&
    entry.score !== null &&
    isHighRisk(entry.score)
  );
}

export function summarize(entries: readonly SummarisedEntry[], today: string): RaidSummary {
  const open = Object.fromEntries(RAID_KINDS.map((kind) => [kind, 0])) as Record<RaidKind, number>;
  let openHighRisks = 0;
  let overdueReviews = 0;
  for (const entry of entries) {
    if (entry.status !== "open") continue;
    open[entry.kind] += 1;
    if (isOpenHighRisk(entry)) openHighRisks += 1;
    if (isOverdueReview(entry, today)) overdueReviews += 1;
  }
  return { openHighRisks, overdueReviews, open };
}
