import { describe, expect, it } from "vitest";
import { LEAD_STATUSES } from "./constants.js";
import { canMoveLead, nextLeadStatuses, refusedMoveMessage } from "./lead-pipeline.js";

describe("the lead pipeline's rule", () => {
  it("moves forward, possibly skipping stages", () => {
    expect(nextLeadStatuses("new")).toEqual(["contacted", "qualified", "won", "lost"]);
    expect(nextLeadStatuses("assigned")).toEqual(nextLeadStatuses("new"));
    expect(nextLeadStatuses("contacted")).toEqual(["qualified", "won", "lost"]);
    expect(nextLeadStatuses("qualified")).toEqual(["won", "lost"]);
  });

  it("never moves backwards, except reopening a lost lead to contacted", () => {
    expect(canMoveLead("qualified", "contacted")).toBe(false);
    expect(canMoveLead("lost", "contacted")).toBe(true);
    expect(canMoveLead("lost", "qualified")).toBe(false);
    expect(nextLeadStatuses("won")).toEqual([]);
  });

  it("refuses staying in place, for every status", () => {
    for (const status of LEAD_STATUSES) expect(canMoveLead(status, status)).toBe(false);
  });

  it("explains a refused move", () => {
    expect(refusedMoveMessage("qualified", "contacted")).toBe(
      "A qualified lead cannot move to contacted; it can move to won, lost.",
    );
    expect(refusedMoveMessage("won", "lost")).toBe("A won lead cannot change status.");
    expect(refusedMoveMessage("lost", "lost")).toBe("The lead is already lost.");
  });
});
