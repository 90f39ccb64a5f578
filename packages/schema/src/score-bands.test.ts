import { describe, expect, it } from "vitest";
import { bandLabel, SCORE_BAND_TABLE, scoreBandOf, scoreLabelOf } from "./score-bands.js";

describe("score bands: one table for every screen", () => {
  it("80 and above green, 60 to 79 yellow, below 60 red, each with its one word", () => {
    expect([100, 80, 79, 64, 60, 59, 58, 0].map(scoreBandOf)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "yellow",
      "red",
      "red",
      "red",
    ]);
    expect([80, 64, 58].map(scoreLabelOf)).toEqual(["Healthy", "Needs attention", "Poor"]);
    expect(SCORE_BAND_TABLE.map((row) => bandLabel(row.band))).toEqual([
      "Healthy",
      "Needs attention",
      "Poor",
    ]);
  });
});
