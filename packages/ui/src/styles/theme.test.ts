// @vitest-environment node
import { describe, expect, it } from "vitest";
import { COLOUR_PAIRS } from "../tokens/colour-pairs.js";
import { AA_MINIMUM, contrastRatio } from "../tokens/contrast.js";
import { readThemeTokens, tokensOf } from "../tokens/theme-tokens.js";
import themeCss from "./theme.css?raw";

const colours = new Map(
  tokensOf(readThemeTokens(themeCss), "color").map(({ name, value }) => [name, value]),
);

function colourOf(name: string): string {
  const value = colours.get(name);
  if (value === undefined) throw new Error(`--color-${name} is not in theme.css`);
  return value;
}

const pairs = COLOUR_PAIRS.map((pair) => [pair.foreground, pair.background, pair.use] as const);

describe("theme colours", () => {
  it.each(pairs.filter(([, , use]) => use === "text"))(
    "%s on %s meets WCAG AA for text (4.5:1)",
    (text, background) => {
      expect(contrastRatio(colourOf(text), colourOf(background))).toBeGreaterThanOrEqual(
        AA_MINIMUM.text,
      );
    },
  );

  it.each(pairs.filter(([, , use]) => use === "ui"))(
    "%s on %s meets WCAG AA for UI components (3:1)",
    (part, background) => {
      expect(contrastRatio(colourOf(part), colourOf(background))).toBeGreaterThanOrEqual(
        AA_MINIMUM.ui,
      );
    },
  );

  it("are every one a colour the contrast check reads", () => {
    for (const [name, value] of colours) {
      expect(() => contrastRatio(value, "#ffffff"), name).not.toThrow();
    }
  });
});
