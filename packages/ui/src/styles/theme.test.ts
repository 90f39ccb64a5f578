// @vitest-environment node
import { describe, expect, it } from "vitest";
import themeCss from "./theme.css?raw";

const colors = new Map(
  Array.from(themeCss.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/g), ([, name, hex]) => [
    name,
    hex,
  ]),
);

function hexOf(name: string): string {
  const hex = colors.get(name);
  if (hex === undefined) throw new Error(`--color-${name} is not a hex colour in theme.css`);
  return hex;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(hexOf(a)), luminance(hexOf(b))].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// [text colour, background colour] pairs the components use.
const textPairs: [string, string][] = [
  ["foreground", "background"],
  ["foreground", "card"],
  ["foreground", "muted"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["muted-foreground", "background"],
  ["muted-foreground", "card"],
  ["muted-foreground", "muted"],
  ["accent-foreground", "accent"],
  ["primary", "background"],
  ["primary", "card"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["primary-soft-foreground", "primary-soft"],
  ["secondary-foreground", "secondary"],
  ["secondary-foreground", "secondary-hover"],
  ["danger", "background"],
  ["danger", "card"],
  ["danger-foreground", "danger"],
  ["danger-foreground", "danger-hover"],
  ["danger-soft-foreground", "danger-soft"],
  ["success-foreground", "success"],
  ["success-soft-foreground", "success-soft"],
  ["success-soft-foreground", "card"],
  ["warning-foreground", "warning"],
  ["warning-soft-foreground", "warning-soft"],
  ["info-foreground", "info"],
  ["info-soft-foreground", "info-soft"],
];

// Borders, focus rings and control fills that must stand out from their surroundings.
const uiPairs: [string, string][] = [
  ["input", "background"],
  ["input", "card"],
  ["ring", "background"],
  ["ring", "card"],
  ["primary", "card"],
  ["danger", "card"],
];

describe("theme colours", () => {
  it.each(textPairs)("%s on %s meets WCAG AA for text (4.5:1)", (text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)("%s on %s meets WCAG AA for UI components (3:1)", (part, background) => {
    expect(contrast(part, background)).toBeGreaterThanOrEqual(3);
  });
});
