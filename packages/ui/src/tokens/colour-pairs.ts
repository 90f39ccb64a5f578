import type { ContrastUse } from "./contrast.js";

/** A colour the components put on another: text on a fill, or a border or ring beside it. */
export interface ColourPair {
  /** Token names without `--color-`. */
  foreground: string;
  background: string;
  use: ContrastUse;
  /** Where the components use it. */
  where: string;
}

/**
 * Every pair the components use. theme.test.ts holds each to WCAG AA (4.5:1 for text, 3:1 for
 * borders and focus rings) and the design-tokens page shows their ratios: add a pair here when a
 * component puts a colour on a new background.
 */
export const COLOUR_PAIRS: readonly ColourPair[] = [
  { foreground: "foreground", background: "background", use: "text", where: "body text" },
  { foreground: "foreground", background: "card", use: "text", where: "text on cards, dialogs" },
  { foreground: "foreground", background: "muted", use: "text", where: "text on subdued fills" },
  { foreground: "card-foreground", background: "card", use: "text", where: "cards" },
  { foreground: "popover-foreground", background: "popover", use: "text", where: "select lists" },
  {
    foreground: "muted-foreground",
    background: "popover",
    use: "text",
    where: "hints in lists (people to mention)",
  },
  { foreground: "muted-foreground", background: "background", use: "text", where: "hints" },
  { foreground: "muted-foreground", background: "card", use: "text", where: "hints on cards" },
  { foreground: "muted-foreground", background: "muted", use: "text", where: "inactive tabs" },
  { foreground: "accent-foreground", background: "accent", use: "text", where: "hovered rows" },
  { foreground: "primary", background: "background", use: "text", where: "links" },
  {
    foreground: "primary",
    background: "card",
    use: "text",
    where: "links on cards; checked controls",
  },
  {
    foreground: "primary-foreground",
    background: "primary",
    use: "text",
    where: "primary buttons",
  },
  {
    foreground: "primary-foreground",
    background: "primary-hover",
    use: "text",
    where: "primary buttons, hovered",
  },
  {
    foreground: "primary-soft-foreground",
    background: "primary-soft",
    use: "text",
    where: "selected choices, tips",
  },
  {
    foreground: "secondary-foreground",
    background: "secondary",
    use: "text",
    where: "secondary buttons",
  },
  {
    foreground: "secondary-foreground",
    background: "secondary-hover",
    use: "text",
    where: "secondary buttons, hovered",
  },
  { foreground: "danger", background: "background", use: "text", where: "field errors" },
  {
    foreground: "danger",
    background: "card",
    use: "text",
    where: "errors on cards; invalid borders",
  },
  {
    foreground: "danger-foreground",
    background: "danger",
    use: "text",
    where: "destructive buttons, error toasts",
  },
  {
    foreground: "danger-foreground",
    background: "danger-hover",
    use: "text",
    where: "destructive buttons, hovered",
  },
  {
    foreground: "danger-soft-foreground",
    background: "danger-soft",
    use: "text",
    where: "form errors, danger badges",
  },
  {
    foreground: "success-foreground",
    background: "success",
    use: "text",
    where: "solid status fills",
  },
  {
    foreground: "success-soft-foreground",
    background: "success-soft",
    use: "text",
    where: "success badges and toasts",
  },
  {
    foreground: "success-soft-foreground",
    background: "card",
    use: "text",
    where: "a success toast's action",
  },
  {
    foreground: "warning-foreground",
    background: "warning",
    use: "text",
    where: "solid status fills",
  },
  {
    foreground: "warning-soft-foreground",
    background: "warning-soft",
    use: "text",
    where: "warning badges, stat cards",
  },
  { foreground: "info-foreground", background: "info", use: "text", where: "solid status fills" },
  {
    foreground: "info-soft-foreground",
    background: "info-soft",
    use: "text",
    where: "info badges, notices",
  },
  { foreground: "input", background: "background", use: "ui", where: "control borders" },
  { foreground: "input", background: "card", use: "ui", where: "control borders on cards" },
  { foreground: "ring", background: "background", use: "ui", where: "focus outline" },
  { foreground: "ring", background: "card", use: "ui", where: "focus outline on cards" },
];
