import { describe, expect, it } from "vitest";
import {
  countsSentence,
  jobAnnouncement,
  jobPercent,
  progressWords,
  safeItemUrl,
  withKeys,
} from "./job-status-model.js";

const running = {
  state: "running" as const,
  done: 0,
  total: null,
  phase: null,
  error: null,
  report: null,
};

describe("job-status model", () => {
  it("has no percentage before the job has counted its items", () => {
    expect(jobPercent(running)).toBeNull();
    expect(progressWords(running)).toBe("Counting the items…");
    expect(jobPercent({ ...running, done: 3, total: 12 })).toBe(25);
    expect(progressWords({ ...running, done: 3, total: 12 })).toBe("3 of 12");
    expect(jobPercent({ ...running, state: "succeeded", total: null })).toBe(100);
  });

  it("announces progress in quarters, so a poll every second is not read out every second", () => {
    const at = (done: number) =>
      jobAnnouncement({ ...running, done, total: 40, phase: "Creating cards" });
    expect(at(1)).toBe("Creating cards: 0% done.");
    expect(at(9)).toBe(at(1));
    expect(at(10)).toBe("Creating cards: 25% done.");
    expect(jobAnnouncement(running)).toBe("Running.");
    expect(jobAnnouncement({ ...running, phase: "Reading the board…" })).toBe(
      "Running: Reading the board.",
    );
  });

  it("announces the end with the counts, or the error", () => {
    const report = {
      counts: { created: 3, updated: 0, existing: 1, skipped: 0, failed: 2 },
      items: [],
      itemsLeftOut: 0,
      details: {},
    };
    expect(jobAnnouncement({ ...running, state: "succeeded", report })).toBe(
      "Finished: 3 created, 1 already there, 2 failed.",
    );
    expect(
      jobAnnouncement({ ...running, state: "failed", error: "Trello refused the token." }),
    ).toBe("Failed: Trello refused the token.");
    expect(countsSentence({})).toBe("nothing to do");
  });

  it("links only to http(s) addresses", () => {
    expect(safeItemUrl("https://trello.com/c/abc")).toBe("https://trello.com/c/abc");
    expect(safeItemUrl("javascript:alert(1)")).toBeNull();
    expect(safeItemUrl("not a url")).toBeNull();
    expect(safeItemUrl(null)).toBeNull();
  });

  it("keys items without ids by their words, counting repeats", () => {
    expect(withKeys(["card", "list", "card"], (word) => word).map(({ key }) => key)).toEqual([
      "card",
      "list",
      "card#1",
    ]);
  });
});
