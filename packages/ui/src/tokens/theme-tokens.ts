/** The tokens of a Tailwind v4 theme, read from its stylesheet's text (`theme.css?raw`). */

/** One custom property of the `@theme` block, its name without the leading `--`. */
export interface ThemeToken {
  name: string;
  value: string;
}

/** The `@theme { … }` block's own text, nested blocks (keyframes) included. */
function themeBlock(css: string): string {
  const start = css.search(/@theme\b[^{]*\{/);
  if (start === -1) return "";
  const open = css.indexOf("{", start);
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    if (css[index] === "}") {
      depth -= 1;
      if (depth === 0) return css.slice(open + 1, index);
    }
  }
  return css.slice(open + 1);
}

/** Every `--name: value;` of the `@theme` block, in order, comments left out. */
export function readThemeTokens(css: string): ThemeToken[] {
  const body = themeBlock(css).replace(/\/\*[\s\S]*?\*\//g, "");
  return Array.from(
    body.matchAll(/--([a-z0-9-]+)\s*:\s*([^;{}]+);/gi),
    ([, name = "", value = ""]) => ({
      name,
      value: value.replace(/\s+/g, " ").trim(),
    }),
  );
}

/** The tokens of one namespace (`color`, `radius`, `font`…), named without it: `primary`. */
export function tokensOf(tokens: readonly ThemeToken[], namespace: string): ThemeToken[] {
  const prefix = `${namespace}-`;
  return tokens
    .filter((token) => token.name.startsWith(prefix))
    .map((token) => ({ name: token.name.slice(prefix.length), value: token.value }));
}

/** The value of one token, e.g. `tokenValue(tokens, "color-primary")`. */
export function tokenValue(tokens: readonly ThemeToken[], name: string): string | undefined {
  return tokens.find((token) => token.name === name)?.value;
}
