/**
 * A job's report, built as it works (pure): every item counted by outcome, the first
 * JOB_REPORT_MAX_ITEMS kept for the screen, so a 10,000-row import's report stays small.
 * Failures are kept before anything else is dropped: they are what a person must act on.
 */
import {
  JOB_OUTCOMES,
  JOB_REPORT_MAX_ITEMS,
  type JobOutcome,
  type JobReport,
  type JobReportItem,
} from "@cairn/schema/jobs";

export class ReportBuilder {
  readonly #counts = Object.fromEntries(JOB_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    JobOutcome,
    number
  >;
  readonly #items: JobReportItem[] = [];
  #leftOut = 0;
  readonly details: Record<string, unknown> = {};

  constructor(private readonly maxItems = JOB_REPORT_MAX_ITEMS) {}

  add(item: Omit<JobReportItem, "url" | "message"> & Partial<JobReportItem>): void {
    this.#counts[item.outcome] += 1;
    const full: JobReportItem = { url: null, message: null, ...item };
    if (this.#items.length < this.maxItems) {
      this.#items.push(full);
      return;
    }
    // Full: a failure takes the place of the last success kept; anything else is left out.
    const replaceable =
      full.outcome === "failed"
        ? this.#items.findLastIndex((kept) => kept.outcome !== "failed")
        : -1;
    if (replaceable >= 0) this.#items.splice(replaceable, 1);
    if (replaceable >= 0) this.#items.push(full);
    this.#leftOut += 1;
  }

  count(outcome: JobOutcome): number {
    return this.#counts[outcome];
  }

  build(): JobReport {
    return {
      counts: { ...this.#counts },
      items: [...this.#items],
      itemsLeftOut: this.#leftOut,
      details: { ...this.details },
    };
  }
}
