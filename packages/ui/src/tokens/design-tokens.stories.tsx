import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import themeCss from "../styles/theme.css?raw";
import { COLOUR_PAIRS } from "./colour-pairs.js";
import { contrastRatio, formatRatio } from "./contrast.js";
import {
  ColourContrast,
  ColourSwatches,
  Radii,
  Shadows,
  SpacingScale,
  TypeScale,
} from "./design-tokens.js";
import { readThemeTokens, tokensOf, tokenValue } from "./theme-tokens.js";

/** The theme's tokens, read from the stylesheet the apps import. */
const tokens = readThemeTokens(themeCss);

const meta = {
  title: "Foundations/Design tokens",
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColourSwatches tokens={tokens} />,
  play: async ({ canvasElement }) => {
    const swatches = within(canvasElement).getAllByRole("listitem");
    await expect(swatches).toHaveLength(tokensOf(tokens, "color").length);
    const primary = within(canvasElement).getByText("primary", { selector: "code" }).closest("li");
    await expect(primary).toHaveTextContent(tokenValue(tokens, "color-primary") ?? "missing");
  },
};

export const Contrast: Story = {
  render: () => <ColourContrast tokens={tokens} pairs={COLOUR_PAIRS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One row per pair, each with the ratio computed from theme.css, and none failing.
    await expect(canvas.getAllByRole("row")).toHaveLength(COLOUR_PAIRS.length + 1);
    const body = contrastRatio(
      tokenValue(tokens, "color-foreground") ?? "",
      tokenValue(tokens, "color-background") ?? "",
    );
    const row = canvas.getByRole("row", { name: /^Aa foreground on background/ });
    await expect(row).toHaveTextContent(formatRatio(body));
    await expect(row).toHaveTextContent("AAA");
    await expect(canvas.queryByText("fails")).not.toBeInTheDocument();
  },
};

export const TypeScaleAndFonts: Story = {
  name: "Type scale",
  render: () => <TypeScale tokens={tokens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Measured in the browser: Tailwind's base size is 16px on a 24px line.
    await expect(canvas.getByRole("row", { name: /^text-base/ })).toHaveTextContent("16px / 24px");
    await expect(canvas.getByRole("row", { name: /^text-sm/ })).toHaveTextContent("14px / 20px");
  },
};

export const Spacing: Story = {
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("--spacing: 0.25rem")).toBeVisible();
    await expect(canvas.getByRole("row", { name: /w-4/ })).toHaveTextContent("16px");
  },
};

export const CornerRadii: Story = {
  name: "Radii",
  render: () => <Radii tokens={tokens} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText("0.375rem")).toBeVisible();
  },
};

export const ShadowScale: Story = {
  name: "Shadows",
  render: () => <Shadows tokens={tokens} />,
};
