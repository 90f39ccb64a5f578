import { useLayoutEffect, useRef, useState } from "react";
import { cn } from "../cn/cn.js";
import type { ColourPair } from "./colour-pairs.js";
import { AA_MINIMUM, contrastGrade, contrastRatio, formatRatio } from "./contrast.js";
import { type ThemeToken, tokensOf, tokenValue } from "./theme-tokens.js";

/**
 * The tables of the design-tokens docs page (design-tokens.mdx). Each reads the theme it is
 * given (theme.css's text) or measures the CSS in effect, so the page cannot drift from the
 * theme.
 */

const cell = "border-b border-border px-3 py-2 text-left align-middle";
const headCell = cn(cell, "text-xs font-semibold text-muted-foreground");

/** Every colour token: a swatch, its name, its utility and its value. */
export function ColourSwatches({ tokens }: { tokens: readonly ThemeToken[] }) {
  const background = tokenValue(tokens, "color-background") ?? "#ffffff";
  return (
    <ul className="grid list-none grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3 p-0">
      {tokensOf(tokens, "color").map(({ name, value }) => (
        <li key={name} className="overflow-hidden rounded-lg border border-border bg-card">
          {/* A translucent colour (the overlay) is shown over the page background. */}
          <div
            className="h-14 border-b border-border"
            style={{ background: `linear-gradient(${value}, ${value}), ${background}` }}
          />
          <div className="grid gap-0.5 px-3 py-2 text-xs">
            <code className="font-mono text-sm font-semibold text-foreground">{name}</code>
            <span className="text-muted-foreground">{value}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The colour pairs the components use, with their contrast computed from the theme. */
export function ColourContrast({
  tokens,
  pairs,
}: {
  tokens: readonly ThemeToken[];
  pairs: readonly ColourPair[];
}) {
  const colour = (name: string) => tokenValue(tokens, `color-${name}`);
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Sample
          </th>
          <th scope="col" className={headCell}>
            Colour on background
          </th>
          <th scope="col" className={headCell}>
            Used for
          </th>
          <th scope="col" className={headCell}>
            Contrast
          </th>
          <th scope="col" className={headCell}>
            WCAG 2
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => {
          const foreground = colour(pair.foreground);
          const background = colour(pair.background);
          const key = `${pair.foreground}/${pair.background}`;
          if (!foreground || !background) {
            return (
              <tr key={key}>
                <td className={cell} colSpan={5}>
                  {key}: not a colour of the theme
                </td>
              </tr>
            );
          }
          const ratio = contrastRatio(foreground, background);
          const grade = contrastGrade(ratio, pair.use);
          return (
            <tr key={key}>
              <td className={cell}>
                {pair.use === "text" ? (
                  <span
                    className="inline-flex h-9 w-14 items-center justify-center rounded-md border border-border font-semibold"
                    style={{ color: foreground, background }}
                  >
                    Aa
                  </span>
                ) : (
                  // A border or ring is not text: shown as a 2px line on its background.
                  <span
                    aria-hidden="true"
                    className="inline-flex h-9 w-14 items-center justify-center rounded-md border border-border"
                    style={{ background }}
                  >
                    <span
                      className="size-5 rounded-sm border-2"
                      style={{ borderColor: foreground }}
                    />
                  </span>
                )}
              </td>
              <td className={cell}>
                <code className="font-mono">{pair.foreground}</code> on{" "}
                <code className="font-mono">{pair.background}</code>
              </td>
              <td className={cn(cell, "text-muted-foreground")}>
                {pair.where} ({pair.use === "text" ? "text" : "border"})
              </td>
              <td className={cn(cell, "font-mono tabular-nums")}>{formatRatio(ratio)}</td>
              <td className={cell}>
                {grade}
                <span className="text-muted-foreground"> · needs {AA_MINIMUM[pair.use]}:1</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The element's computed style, once it is laid out: what the CSS in effect makes of it. */
function useComputedStyle<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [style, setStyle] = useState<CSSStyleDeclaration | null>(null);
  useLayoutEffect(() => {
    if (ref.current) setStyle(getComputedStyle(ref.current));
  }, []);
  return [ref, style] as const;
}

/** Tailwind's type scale as the apps use it; each size is measured, not written down. */
const TYPE_SCALE = [
  ["text-xs", "Badges, captions, step counters"],
  ["text-sm", "Body text of controls, tables, hints"],
  ["text-base", "Page text; inputs on phones"],
  ["text-lg", "Dialog titles"],
  ["text-xl", "Card and section headings"],
  ["text-2xl", "Page headings"],
  ["text-3xl", "Stat card values"],
  ["text-4xl", "Marketing headlines"],
] as const;

function TypeRow({ utility, use }: { utility: string; use: string }) {
  const [ref, style] = useComputedStyle<HTMLParagraphElement>();
  return (
    <tr>
      <td className={cell}>
        <code className="font-mono">{utility}</code>
      </td>
      <td className={cn(cell, "font-mono tabular-nums text-muted-foreground")}>
        {style ? `${style.fontSize} / ${style.lineHeight}` : ""}
      </td>
      <td className={cell}>
        <p ref={ref} className={cn(utility, "text-foreground")}>
          {use}
        </p>
      </td>
    </tr>
  );
}

/** The font families of the theme, then the type scale measured in this browser. */
export function TypeScale({ tokens }: { tokens: readonly ThemeToken[] }) {
  return (
    <div className="grid gap-6">
      <ul className="grid list-none gap-3 p-0">
        {tokensOf(tokens, "font").map(({ name, value }) => (
          <li key={name} className="grid gap-1">
            <p className="text-lg text-foreground" style={{ fontFamily: value }}>
              <code className="font-mono text-sm">font-{name}</code> Cairn runs a PMO in 30 days
            </p>
            <p className="text-xs text-muted-foreground">{value}</p>
          </li>
        ))}
      </ul>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Utility
            </th>
            <th scope="col" className={headCell}>
              Size / line height
            </th>
            <th scope="col" className={headCell}>
              Used for
            </th>
          </tr>
        </thead>
        <tbody>
          {TYPE_SCALE.map(([utility, use]) => (
            <TypeRow key={utility} utility={utility} use={use} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The spacing steps the components use, as gaps and paddings; each measured. */
const SPACING = ["w-1", "w-1.5", "w-2", "w-3", "w-4", "w-6", "w-8", "w-12"] as const;

function SpacingRow({ utility }: { utility: string }) {
  const [ref, style] = useComputedStyle<HTMLDivElement>();
  const step = utility.slice(2);
  return (
    <tr>
      <td className={cell}>
        <code className="font-mono">
          p-{step}, gap-{step}, {utility}
        </code>
      </td>
      <td className={cn(cell, "font-mono tabular-nums text-muted-foreground")}>{style?.width}</td>
      <td className={cell}>
        <div ref={ref} className={cn(utility, "h-4 rounded-sm bg-primary")} />
      </td>
    </tr>
  );
}

/** Tailwind's spacing: multiples of `--spacing`, read from the page. */
export function SpacingScale() {
  const [step, setStep] = useState("");
  useLayoutEffect(() => {
    // A minified stylesheet writes ".25rem"; say it as a person would.
    const value = getComputedStyle(document.documentElement).getPropertyValue("--spacing");
    setStep(value.trim().replace(/^\./, "0."));
  }, []);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-foreground">
        One step is <code className="font-mono">--spacing: {step}</code>; the number in a utility
        counts steps (<code className="font-mono">p-4</code> is four).
      </p>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Utilities
            </th>
            <th scope="col" className={headCell}>
              Size
            </th>
            <th scope="col" className={headCell}>
              Example
            </th>
          </tr>
        </thead>
        <tbody>
          {SPACING.map((utility) => (
            <SpacingRow key={utility} utility={utility} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The corner radii of the theme. */
export function Radii({ tokens }: { tokens: readonly ThemeToken[] }) {
  return (
    <ul className="flex list-none flex-wrap gap-6 p-0">
      {tokensOf(tokens, "radius").map(({ name, value }) => (
        <li key={name} className="grid justify-items-center gap-2 text-xs">
          <div
            className="size-20 border-2 border-primary bg-primary-soft"
            style={{ borderRadius: value }}
          />
          <code className="font-mono text-sm text-foreground">rounded-{name}</code>
          <span className="text-muted-foreground">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** The shadows of the theme, on cards. */
export function Shadows({ tokens }: { tokens: readonly ThemeToken[] }) {
  return (
    // On the page background, where the cards that carry them sit.
    <ul className="flex list-none flex-wrap gap-8 rounded-lg bg-background p-6">
      {tokensOf(tokens, "shadow").map(({ name, value }) => (
        <li key={name} className="grid justify-items-center gap-2 text-xs">
          <div className="size-20 rounded-lg bg-card" style={{ boxShadow: value }} />
          <code className="font-mono text-sm text-foreground">shadow-{name}</code>
        </li>
      ))}
    </ul>
  );
}
