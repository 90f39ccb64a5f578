/**
 * The colour bands and faces of docs/product.md §4 (Health dashboard, Priority recommendation, Mood), as
 * pure functions so every screen reads the same thresholds.
 */
import { MOOD_BANDS, SCORE_BANDS } from "@cairn/schema/constants";
import { type ScoreBand, scoreBandOf, scoreLabelOf } from "@cairn/schema/score-bands";

/** A band names a colour role of the design system: success green, warning yellow, danger red. */
export type Band = "success" | "warning" | "danger";

const TONE: Readonly<Record<ScoreBand, Band>> = {
  green: "success",
  yellow: "warning",
  red: "danger",
};

/**
 * Health scores and confidence: 80 and above green, 60 to 79 yellow, below 60 red — the one
 * table of @cairn/schema/score-bands, which the weekly report and the assistant read too.
 */
export function scoreBand(score: number): Band {
  return TONE[scoreBandOf(score)];
}

/** A score's word, the same on every screen: "Healthy", "Needs attention" or "Poor". */
export const scoreLabel = scoreLabelOf;

/** The AI score reads the other way round: 80 and above is urgent (red). */
export function aiScoreBand(score: number): Band {
  if (score >= SCORE_BANDS.good) return "danger";
  if (score >= SCORE_BANDS.fair) return "warning";
  return "success";
}

export type RiskLevel = "High" | "Medium" | "Low";

/** Risk level of a risk score: 80 and above High, 60 to 79 Medium, below 60 Low. */
export function riskLevel(riskScore: number): RiskLevel {
  if (riskScore >= SCORE_BANDS.good) return "High";
  if (riskScore >= SCORE_BANDS.fair) return "Medium";
  return "Low";
}

export function riskBand(level: RiskLevel): Band {
  return level === "High" ? "danger" : level === "Medium" ? "warning" : "success";
}

export type Face = "very-happy" | "happy" | "neutral" | "sad" | "very-sad";

/**
 * The one mood face, on the Health and Team Mood tabs alike, by average on the 1–5 scale: 4.5
 * very happy, 3.5 happy, 2.5 neutral, 1.5 sad, else very sad. (The contract gave the health view a
 * coarser scale of its own; two faces for one average contradicted each other.)
 */
export function moodFace(average: number): Face {
  if (average >= 4.5) return "very-happy";
  if (average >= 3.5) return "happy";
  if (average >= 2.5) return "neutral";
  if (average >= 1.5) return "sad";
  return "very-sad";
}

export const FACE_LABELS: Readonly<Record<Face, string>> = {
  "very-happy": "Very happy",
  happy: "Happy",
  neutral: "Neutral",
  sad: "Sad",
  "very-sad": "Very sad",
};

/**
 * What a face says, in words: it describes the mood answer (or the average mood) only — never
 * energy or stress, which are shown beside it with their own colours. So it reads
 * "Mood: happy", and a stress of 5/5 beside it does not contradict it.
 */
export function moodWord(face: Face): string {
  return `Mood: ${FACE_LABELS[face].toLowerCase()}`;
}

export function faceBand(face: Face): Band {
  if (face === "very-happy" || face === "happy") return "success";
  if (face === "neutral") return "warning";
  return "danger";
}

/** Energy: 4 and above green, 3 and above yellow, else red. */
export function energyBand(level: number): Band {
  if (level >= MOOD_BANDS.high) return "success";
  if (level >= MOOD_BANDS.mid) return "warning";
  return "danger";
}

/** Stress is the reverse: 4 and above red, 3 and above yellow, else green. */
export function stressBand(level: number): Band {
  if (level >= MOOD_BANDS.high) return "danger";
  if (level >= MOOD_BANDS.mid) return "warning";
  return "success";
}

/** Text colour classes of a band (the `*-soft-foreground` tokens meet AA on cards). */
export const BAND_TEXT: Readonly<Record<Band, string>> = {
  success: "text-success-soft-foreground",
  warning: "text-warning-soft-foreground",
  danger: "text-danger-soft-foreground",
};

/** Soft fill and border of a band, for cards and chips. */
export const BAND_SURFACE: Readonly<Record<Band, string>> = {
  success: "border-success/30 bg-success-soft",
  warning: "border-warning/30 bg-warning-soft",
  danger: "border-danger/30 bg-danger-soft",
};

/** Solid fill of a band, for bars. */
export const BAND_FILL: Readonly<Record<Band, string>> = {
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-danger",
};
