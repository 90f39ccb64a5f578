import { type ComponentProps, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../cn/cn.js";

export interface LineChartSeries {
  id: string;
  label: string;
  /** One value per label; `null` leaves a gap in the line. */
  values: readonly (number | null)[];
  /** Any CSS colour, e.g. `var(--color-primary)`. */
  color: string;
  /** Draw the line dashed (a second cue besides colour). */
  dashed?: boolean;
}

export interface LineChartProps extends Omit<ComponentProps<"figure">, "children" | "title"> {
  /** Names the chart for screen readers and captions its data table. */
  title: string;
  /** The x-axis labels, one per point. */
  labels: readonly string[];
  series: readonly LineChartSeries[];
  min?: number;
  max?: number;
  /** Values of the horizontal grid lines. */
  ticks?: readonly number[];
  /** Height of the plot in pixels. */
  height?: number;
  /** Appended to values in tooltips and the data table, e.g. "%". */
  valueSuffix?: string;
  /** Shown instead of the plot when there is no value at all. */
  emptyText?: string;
}

const PAD = { top: 12, right: 16, bottom: 28, left: 36 };
const FALLBACK_WIDTH = 600;

/** Follows the width of an element (its container), so the SVG draws at real pixel size. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Splits a series into runs of consecutive values (a null breaks the line). */
function segments(values: readonly (number | null)[]): { index: number; value: number }[][] {
  const runs: { index: number; value: number }[][] = [];
  let current: { index: number; value: number }[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (current.length > 0) runs.push(current);
      current = [];
    } else {
      current.push({ index, value });
    }
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * A small, dependency-free SVG line chart: grid, axis labels, one line per series with its
 * points, a legend, and the same numbers as a table for screen readers.
 */
export function LineChart({
  title,
  labels,
  series,
  min = 0,
  max = 100,
  ticks = [0, 25, 50, 75, 100],
  height = 220,
  valueSuffix = "",
  emptyText = "No data yet",
  className,
  ...props
}: LineChartProps) {
  const [wrapper, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const plotWidth = Math.max(width - PAD.left - PAD.right, 1);
  const plotHeight = Math.max(height - PAD.top - PAD.bottom, 1);
  const span = max - min || 1;
  const x = (index: number) =>
    PAD.left + (labels.length > 1 ? (index / (labels.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) =>
    PAD.top + (1 - (Math.min(Math.max(value, min), max) - min) / span) * plotHeight;
  const hasData = series.some((line) => line.values.some((value) => value !== null));
  // Points sit at fixed positions and labels may repeat: a point's key is its position.
  const points = labels.map((label, index) => ({ label, index, key: `${index}:${label}` }));
  // Room for about one label per 64 px.
  const labelStep = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(plotWidth / 64))));

  return (
    <figure className={cn("flex flex-col gap-3", className)} {...props}>
      <figcaption id={titleId} className="sr-only">
        {title}
      </figcaption>
      <div ref={wrapper} className="w-full">
        {hasData ? (
          <svg
            role="img"
            aria-labelledby={titleId}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block max-w-full overflow-visible text-muted-foreground"
          >
            <title>{title}</title>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={PAD.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--color-border)"
                  strokeWidth={1}
                />
                <text
                  x={PAD.left - 8}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {tick}
                </text>
              </g>
            ))}
            {points.map(({ label, index, key }) =>
              index % labelStep === 0 || index === labels.length - 1 ? (
                <text
                  key={key}
                  x={x(index)}
                  y={height - 8}
                  textAnchor={
                    labels.length > 1 && index === labels.length - 1
                      ? "end"
                      : index === 0 && labels.length > 1
                        ? "start"
                        : "middle"
                  }
                  fontSize={11}
                  fill="currentColor"
                >
                  {label}
                </text>
              ) : null,
            )}
            {series.map((line) => (
              <g key={line.id} data-series={line.id}>
                {segments(line.values).map((run) => (
                  <polyline
                    key={run[0]?.index}
                    points={run.map((point) => `${x(point.index)},${y(point.value)}`).join(" ")}
                    fill="none"
                    stroke={line.color}
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    strokeDasharray={line.dashed ? "6 4" : undefined}
                  />
                ))}
                {points.map(({ label, index, key }) => {
                  const value = line.values[index];
                  if (value === null || value === undefined) return null;
                  return (
                    <circle
                      key={key}
                      cx={x(index)}
                      cy={y(value)}
                      r={3.5}
                      fill="var(--color-card)"
                      stroke={line.color}
                      strokeWidth={2}
                    >
                      <title>{`${line.label}, ${label}: ${value}${valueSuffix}`}</title>
                    </circle>
                  );
                })}
              </g>
            ))}
          </svg>
        ) : (
          <p
            className="flex items-center justify-center rounded-lg border border-dashed border-border text-sm text-muted-foreground"
            style={{ height }}
          >
            {emptyText}
          </p>
        )}
      </div>
      {series.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {series.map((line) => (
            <li key={line.id} className="inline-flex items-center gap-2">
              <svg width="20" height="8" aria-hidden="true" className="shrink-0">
                <line
                  x1="1"
                  x2="19"
                  y1="4"
                  y2="4"
                  stroke={line.color}
                  strokeWidth={3}
                  strokeLinecap="round"
                  strokeDasharray={line.dashed ? "5 3" : undefined}
                />
              </svg>
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            {series.map((line) => (
              <th key={line.id} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map(({ label, index, key }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {series.map((line) => {
                const value = line.values[index];
                return (
                  <td key={line.id}>
                    {value === null || value === undefined ? "–" : `${value}${valueSuffix}`}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
