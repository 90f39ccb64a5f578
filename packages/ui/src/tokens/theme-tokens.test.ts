// @vitest-environment node
import { describe, expect, it } from "vitest";
import themeCss from "../styles/theme.css?raw";
import { COLOUR_PAIRS } from "./colour-pairs.js";
import { readThemeTokens, tokensOf, tokenValue } from "./theme-tokens.js";

const sample = `
@source "../";
/* --color-commented: #000000; */
@theme {
  --color-primary: #0f766e; /* brand */
  --font-sans:
    system-ui,
    sans-serif;
  --radius-md: 0.375rem;
  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
  --animate-fade-in: fade-in 150ms ease-out;
}
:root {
  --not-a-token: 1px;
}
`;

describe("readThemeTokens", () => {
  it("reads the @theme block's custom properties in order, and nothing outside it", () => {
    expect(readThemeTokens(sample)).toEqual([
      { name: "color-primary", value: "#0f766e" },
      { name: "font-sans", value: "system-ui, sans-serif" },
      { name: "radius-md", value: "0.375rem" },
      { name: "animate-fade-in", value: "fade-in 150ms ease-out" },
    ]);
  });

  it("finds nothing in a stylesheet without @theme", () => {
    expect(readThemeTokens(":root { --x: 1; }")).toEqual([]);
  });

  it("splits a namespace off and looks one token up", () => {
    const tokens = readThemeTokens(sample);
    expect(tokensOf(tokens, "radius")).toEqual([{ name: "md", value: "0.375rem" }]);
    expect(tokenValue(tokens, "color-primary")).toBe("#0f766e");
    expect(tokenValue(tokens, "color-missing")).toBeUndefined();
  });
});

describe("the real theme", () => {
  const tokens = readThemeTokens(themeCss);

  it("has the colours, fonts, radii and shadows the docs page shows", () => {
    expect(tokenValue(tokens, "color-background")).toBe("#f8fafc");
    expect(tokensOf(tokens, "font").map((token) => token.name)).toEqual(["sans", "mono"]);
    expect(tokensOf(tokens, "radius").map((token) => token.name)).toEqual(["sm", "md", "lg", "xl"]);
    expect(tokensOf(tokens, "shadow")).toHaveLength(5);
  });

  it("names in COLOUR_PAIRS only colours it defines", () => {
    const names = new Set(tokensOf(tokens, "color").map((token) => token.name));
    for (const pair of COLOUR_PAIRS) {
      expect(names, pair.foreground).toContain(pair.foreground);
      expect(names, pair.background).toContain(pair.background);
    }
  });
});
