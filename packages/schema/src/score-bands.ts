/**
 * The one table of score bands: every 0–100 score — the Health tab's cards, the
 * weekly health check and its Slack/Teams text, the assistant — is named by the same band, with
 * the same colour and the same word. Thresholds: docs/product.md §4 (80 and above green, 60 to
 * 79 yellow, below 60 red; `SCORE_BANDS`).
 */
import { SCORE_BANDS } from "./constants.js";

/** The colour of a band, as the weekly report stores it (`report.health.band`). */
export type ScoreBand = "green" | "yellow" | "red";

export interface ScoreBandRow {
  band: ScoreBand;
  /** The lowest score of the band. */
  min: number;
  /** What the band is called wherever a score is shown. */
  label: string;
}

/** Highest band first: a score belongs to the first row whose `min` it reaches. */
export const SCORE_BAND_TABLE: readonly ScoreBandRow[] = [
  { band: "green", min: SCORE_BANDS.good, label: "Healthy" },
  { band: "yellow", min: SCORE_BANDS.fair, label: "Needs attention" },
  { band: "red", min: 0, label: "Poor" },
];

function rowOf(score: number): ScoreBandRow {
  return (SCORE_BAND_TABLE.find((row) => score >= row.min) ??
    SCORE_BAND_TABLE[SCORE_BAND_TABLE.length - 1]) as ScoreBandRow;
}

/** The band of a 0–100 score. */
export function scoreBandOf(score: number): ScoreBand {
  return rowOf(score).band;
}

/** The word of a 0–100 score's band: "Healthy", "Needs attention" or "Poor". */
export function scoreLabelOf(score: number): string {
  return rowOf(score).label;
}

/** The word of a band. */
export function bandLabel(band: ScoreBand): string {
  return SCORE_BAND_TABLE.find((row) => row.band === band)?.label ?? band;
}
