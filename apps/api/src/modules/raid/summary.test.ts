import { describe, expect, it } from "vitest";
import { isOverdueReview, type SummarisedEntry, summarize } from "./summary.js";

const TODAY = "2026-06-10";

const risk = (score: number, more: Partial<SummarisedEntry> = {}): SummarisedEntry => ({
  kind: "risk",
  status: "open",
  score,
  reviewDate: null,
  ...more,
});
const other = (kind: SummarisedEntry["kind"], status: SummarisedEntry["status"] = "open") => ({
  kind,
  status,
  score: null,
  reviewDate: null,
});

describe("the register's summary", () => {
  it("is all zeros for an empty register", () => {
    expect(summarize([], TODAY)).toEqual({
      openHighRisks: 0,
      overdueReviews: 0,
      open: { risk: 0, assumption: 0, issue: 0, decision: 0 },
    });
  });

  it("counts open risks scoring 15 or more as high, and nothing closed", () => {
    const entries = [
      risk(14),
      risk(15),
      risk(25),
      risk(20, { status: "closed" }),
      other("issue"),
      other("issue"),
      other("decision", "closed"),
      other("assumption"),
    ];
    expect(summarize(entries, TODAY)).toEqual({
      openHighRisks: 2,
      overdueReviews: 0,
      open: { risk: 3, assumption: 1, issue: 2, decision: 0 },
    });
  });

  it("counts an open risk's review as overdue from the day after it, not on it", () => {
    const entries = [
      risk(4, { reviewDate: "2026-06-09" }),
      risk(4, { reviewDate: TODAY }),
      risk(4, { reviewDate: "2026-06-11" }),
      risk(4, { reviewDate: "2026-01-01", status: "closed" }),
      risk(4),
    ];
    expect(summarize(entries, TODAY).overdueReviews).toBe(1);
    expect(entries.map((entry) => isOverdueReview(entry, TODAY))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads a review day only on a risk", () => {
    const issue = { ...other("issue"), reviewDate: "2026-01-01" };
    expect(isOverdueReview(issue, TODAY)).toBe(false);
    expect(summarize([issue], TODAY).overdueReviews).toBe(0);
  });
});
