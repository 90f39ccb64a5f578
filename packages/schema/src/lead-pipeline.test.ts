import { describe, expect, it } from "vitest";
import { LEAD_STATUSES } from "./constants.js";
import { canMoveLead, isStepBack, nextLeadStatuses, refusedMoveMessage } from "./lead-pipeline.js";

describe("the lead pipeline's rule", () => {
  it("moves forward, possibly skipping stages", () => {
    expect(nextLeadStatuses("new")).toEqual(["contacted", "qualified", "won", "lost"]);
    expect(nextLeadStatuses("assigned")).toEqual(nextLeadStatuses("new"));
    expect(nextLeadStatuses("contacted")).toEqual(["qualified", "won", "lost"]);
    expect(nextLeadStatuses("qualified")).toEqual(["contacted", "won", "lost"]);
  });

  it("steps back from qualified to contacted, and reopens a lost lead to contacted, only", () => {
    expect(canMoveLead("qualified", "contacted")).toBe(true);
    expect(isStepBack("qualified", "contacted")).toBe(true);
    expect(isStepBack("contacted", "qualified")).toBe(false);
    expect(isStepBack("lost", "contacted")).toBe(false);
    expect(canMoveLead("lost", "contacted")).toBe(true);
    expect(canMoveLead("lost", "qualified")).toBe(false);
    expect(nextLeadStatuses("won")).toEqual([]);
  });

  it("refuses staying in place, for every status", () => {
    for (const status of LEAD_STATUSES) expect(canMoveLead(status, status)).toBe(false);
  });

  it("explains a refused move", () => {
    expect(refusedMoveMessage("contacted", "new")).toBe(
      "A contacted lead cannot move to new; it can move to qualified, won, lost.",
    );
    expect(refusedMoveMessage("won", "lost")).toBe("A won lead cannot change status.");
    expect(refusedMoveMessage("lost", "lost")).toBe("The lead is already lost.");
  });
});
