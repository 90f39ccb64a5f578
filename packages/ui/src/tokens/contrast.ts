/**
 * WCAG 2 contrast, computed from colour values as a theme writes them (`#0f766e`,
 * `rgb(15 23 42 / 0.5)`). Pure: the design-tokens page and theme.test.ts both use it.
 */

/** A colour's channels (0–255) and its opacity (0–1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB =
  /^rgba?\(\s*([\d.]+)(?:\s+|\s*,\s*)([\d.]+)(?:\s+|\s*,\s*)([\d.]+)(?:\s*[/,]\s*([\d.]+)(%?))?\s*\)$/i;

/** Reads `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)` or `rgb(r, g, b)`; otherwise undefined. */
export function parseColour(value: string): Rgba | undefined {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    const channel = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: full.length === 8 ? channel(6) / 255 : 1,
    };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [, r = "0", g = "0", b = "0", alpha, percent] = rgb;
    const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1);
    return { r: Number(r), g: Number(g), b: Number(b), a: Math.min(1, Math.max(0, a)) };
  }
  return undefined;
}

/** A translucent colour laid over an opaque one, as the eye sees it. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2 relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function opaque(value: string, role: string): Rgba {
  const colour = parseColour(value);
  if (!colour) throw new Error(`${role} "${value}" is not a colour this function reads`);
  return colour;
}

/**
 * The contrast ratio (1 to 21) of a foreground on a background. A translucent foreground is
 * laid over the background first; the background must be opaque.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = opaque(background, "background");
  if (back.a < 1) throw new Error(`background "${background}" is translucent`);
  const front = composite(opaque(foreground, "foreground"), back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort(
    (x, y) => y - x,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** What a pair is for: text (WCAG 1.4.3) or a control's border or focus ring (1.4.11). */
export type ContrastUse = "text" | "ui";

/** The least ratio WCAG AA asks for each use. */
export const AA_MINIMUM: Record<ContrastUse, number> = { text: 4.5, ui: 3 };

export type ContrastGrade = "AAA" | "AA" | "AA large text" | "fails";

/** The WCAG level a ratio reaches for its use. */
export function contrastGrade(ratio: number, use: ContrastUse): ContrastGrade {
  if (use === "ui") return ratio >= 3 ? "AA" : "fails";
  if (ratio >= 7) return "AAA";
  if (ratio >= 4.5) return "AA";
  return ratio >= 3 ? "AA large text" : "fails";
}

/** "4.53:1": rounded down, so a ratio just under a threshold never shows as reaching it. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
