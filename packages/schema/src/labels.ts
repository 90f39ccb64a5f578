/**
 * A project's labels (docs/tasks.md, "Labels"): a name, unique in its project whatever its case,
 * and a colour. A label is drawn as a chip with white text on its colour, so a colour must be
 * dark enough for that: at least 4.5:1 against white (WCAG AA for normal text). The same
 * contrast makes the colour readable as text on a white card.
 */
import { z } from "zod";
import { recordId, requiredText, text, timestamp } from "./common.js";

/** The palette the label editor offers: each passes the contrast rule. */
export const LABEL_COLORS = [
  { name: "Red", value: "#b91c1c" },
  { name: "Orange", value: "#c2410c" },
  { name: "Amber", value: "#a16207" },
  { name: "Lime", value: "#4d7c0f" },
  { name: "Green", value: "#15803d" },
  { name: "Teal", value: "#0f766e" },
  { name: "Cyan", value: "#0e7490" },
  { name: "Blue", value: "#1d4ed8" },
  { name: "Indigo", value: "#4338ca" },
  { name: "Violet", value: "#6d28d9" },
  { name: "Fuchsia", value: "#a21caf" },
  { name: "Pink", value: "#be185d" },
  { name: "Slate", value: "#475569" },
] as const;

/** The least contrast a label colour must have against white text. */
export const MIN_LABEL_CONTRAST = 4.5;
export const MAX_LABEL_NAME = 40;
/** How many labels one project may have, and one task carry. */
export const MAX_PROJECT_LABELS = 50;
export const MAX_TASK_LABELS = 10;

const HEX_COLOR = /^#[0-9a-f]{6}$/;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) =>
    channel(Number.parseInt(hex.slice(start, start + 2), 16)),
  );
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export const LABEL_COLOR_MESSAGE = `must be a colour written #rrggbb, dark enough for white text (contrast at least ${MIN_LABEL_CONTRAST}:1)`;

/** A colour as the API accepts it: `#rrggbb` (any case, stored lower case), dark enough. */
export const labelColor = text({ error: LABEL_COLOR_MESSAGE })
  .trim()
  .toLowerCase()
  .refine((value) => HEX_COLOR.test(value), { error: LABEL_COLOR_MESSAGE, abort: true })
  .refine((value) => contrastRatio(value, "#ffffff") >= MIN_LABEL_CONTRAST, {
    error: LABEL_COLOR_MESSAGE,
  });

export const labelName = requiredText(MAX_LABEL_NAME, "Name is required");

export const label = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** How many of the project's tasks carry it. */
  taskCount: z.number().int(),
  createdAt: timestamp,
});
export type Label = z.infer<typeof label>;

export const projectLabelsInput = z.strictObject({ projectId: recordId });

export const createLabelInput = z.strictObject({
  projectId: recordId,
  name: labelName,
  color: labelColor,
});
export type CreateLabelInput = z.infer<typeof createLabelInput>;

export const updateLabelInput = z.strictObject({
  projectId: recordId,
  labelId: recordId,
  name: labelName.optional(),
  color: labelColor.optional(),
});
export type UpdateLabelInput = z.infer<typeof updateLabelInput>;

export const labelIdInput = z.strictObject({ projectId: recordId, labelId: recordId });

/** A task's labels as an input: ids of its project's labels, each once, at most MAX_TASK_LABELS. */
export const taskLabelIds = z
  .array(recordId)
  .max(MAX_TASK_LABELS, { error: `must hold at most ${MAX_TASK_LABELS} labels` })
  .refine((ids) => new Set(ids).size === ids.length, { error: "must not repeat a label" });
