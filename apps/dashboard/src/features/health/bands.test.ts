import { describe, expect, it } from "vitest";
import {
  aiScoreBand,
  energyBand,
  moodFace,
  moodWord,
  riskLevel,
  scoreBand,
  scoreLabel,
  stressBand,
} from "./bands";

describe("score bands (docs/product.md §4)", () => {
  it("colours scores and confidence: 80 green, 60 yellow, below red", () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual([
      "success",
      "success",
      "warning",
      "warning",
      "danger",
      "danger",
    ]);
  });

  it("names each band with the one word every screen uses", () => {
    // 58 and 64 straddle the line: Poor (red) and Needs attention (yellow), on the cards and in
    // the weekly reports alike.
    expect([85, 64, 58].map(scoreLabel)).toEqual(["Healthy", "Needs attention", "Poor"]);
    expect([85, 64, 58].map(scoreBand)).toEqual(["success", "warning", "danger"]);
  });

  it("colours the AI score the other way round", () => {
    expect([80, 79, 60, 59].map(aiScoreBand)).toEqual(["danger", "warning", "warning", "success"]);
  });

  it("names the risk level: 80 High, 60 Medium, else Low", () => {
    expect([95, 80, 60, 59].map(riskLevel)).toEqual(["High", "High", "Medium", "Low"]);
  });
});

describe("mood (docs/product.md §4)", () => {
  it("picks one face by average, wherever a mood is shown", () => {
    expect([5, 4.5, 4.49, 3.5, 3.49, 2.5, 2.49, 1.5, 1.49, 1].map(moodFace)).toEqual([
      "very-happy",
      "very-happy",
      "happy",
      "happy",
      "neutral",
      "neutral",
      "sad",
      "sad",
      "very-sad",
      "very-sad",
    ]);
  });

  it("says the face is the mood's, not energy's or stress's", () => {
    expect(moodWord(moodFace(4))).toBe("Mood: happy");
    expect(moodWord(moodFace(1))).toBe("Mood: very sad");
  });

  it("colours energy up and stress down", () => {
    expect([5, 4, 3, 2].map(energyBand)).toEqual(["success", "success", "warning", "danger"]);
    expect([5, 4, 3, 2].map(stressBand)).toEqual(["danger", "danger", "warning", "success"]);
  });
});
