/**
 * One KPI drawn as a widget's kind: a number with its trend, a line, bars, a cumulative flow
 * (stacked areas) or a table. Every chart comes with its figures as a table (read out by screen
 * readers, shown with "Show data"), so nothing is only in the picture.
 */
import type { WidgetKind } from "@cairn/schema/dashboards";
import type { Kpi } from "@cairn/schema/kpis";
import { ArrowDownRightIcon, ArrowRightIcon, ArrowUpRightIcon, MinusIcon } from "lucide-react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  chartRows,
  dataTable,
  describeTrend,
  formatKpiValue,
  seriesColor,
  trendOf,
} from "./chart-data";

const AXIS = { fontSize: 12, fill: "#4b5563" } as const;

export function KpiDataTable({
  kpi,
  caption,
  visible,
}: {
  kpi: Kpi;
  caption: string;
  visible: boolean;
}) {
  const table = dataTable(kpi);
  return (
    <div
      className={visible ? "max-h-full overflow-auto rounded-md" : "sr-only"}
      // A visible table may scroll inside its widget: the keyboard must reach it to scroll it.
      {...(visible ? { tabIndex: 0, role: "region", "aria-label": `Data: ${caption}` } : {})}
    >
      <table className="w-full text-left text-sm whitespace-nowrap tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              Week of
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.weekStart} className="border-b border-border/60 last:border-0">
              <th scope="row" className="py-1 pr-3 font-normal">
                <time dateTime={row.weekStart}>{row.week}</time>
              </th>
              {row.cells.map((cell, index) => (
                <td key={table.columns[index]} className="py-1 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const TREND_ICONS = {
  up: ArrowUpRightIcon,
  down: ArrowDownRightIcon,
  flat: ArrowRightIcon,
  unknown: MinusIcon,
} as const;

const TONE_CLASSES = {
  good: "text-success",
  bad: "text-danger",
  neutral: "text-muted-foreground",
} as const;

function NumberWithTrend({ kpi }: { kpi: Kpi }) {
  const trend = trendOf(kpi);
  const Icon = TREND_ICONS[trend.direction];
  return (
    <div className="flex h-full flex-col justify-center gap-1">
      <p className="truncate text-3xl font-semibold tracking-tight tabular-nums">
        {formatKpiValue(kpi.value, kpi.unit)}
      </p>
      <p className={`flex items-center gap-1 text-xs ${TONE_CLASSES[trend.tone]}`}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span>{describeTrend(trend, kpi.unit)}</span>
      </p>
    </div>
  );
}

function tickFormatter(kpi: Kpi) {
  return (value: number) => (kpi.unit === "percent" ? `${value}%` : String(value));
}

function tooltipFormatter(kpi: Kpi) {
  return (value: unknown) => formatKpiValue(typeof value === "number" ? value : null, kpi.unit);
}

/** The plotted kinds; `aria-hidden` because the data table beside it says the same. */
function Plot({ kind, kpi }: { kind: "line" | "bar" | "cumulative_flow"; kpi: Kpi }) {
  const rows = chartRows(kpi);
  const many = kpi.keys.length > 1;
  // No keyboard layer of its own: the data table beside the chart is how its figures are read.
  const common = {
    data: rows,
    margin: { top: 8, right: 12, bottom: 0, left: 0 },
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid stroke="#e5e7eb" vertical={false} />
      <XAxis dataKey="week" tick={AXIS} tickLine={false} axisLine={{ stroke: "#d1d5db" }} />
      <YAxis
        tick={AXIS}
        tickLine={false}
        axisLine={false}
        width={40}
        tickFormatter={tickFormatter(kpi)}
        allowDecimals={kpi.unit !== "tasks"}
      />
      <Tooltip formatter={tooltipFormatter(kpi)} />
      {many ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
    </>
  );
  return (
    <div aria-hidden="true" className="h-full min-h-0 w-full">
      <ResponsiveContainer width="100%" height="100%" minHeight={80}>
        {kind === "line" ? (
          <LineChart {...common}>
            {axes}
            {kpi.keys.map((key, index) => (
              <Line
                key={key.key}
                type="monotone"
                dataKey={key.key}
                name={key.label}
                stroke={seriesColor(index)}
                strokeWidth={2}
                strokeDasharray={index > 0 ? "5 3" : undefined}
                dot={{ r: 2 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : kind === "bar" ? (
          <BarChart {...common}>
            {axes}
            {kpi.keys.map((key, index) => (
              <Bar
                key={key.key}
                dataKey={key.key}
                name={key.label}
                fill={seriesColor(index)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : (
          <AreaChart {...common}>
            {axes}
            {/* Stacked from the last column up, so finished work is the band at the bottom. */}
            {kpi.keys
              .map((key, index) => ({ key, index }))
              .reverse()
              .map(({ key, index }) => (
                <Area
                  key={key.key}
                  type="monotone"
                  dataKey={key.key}
                  name={key.label}
                  stackId="flow"
                  stroke={seriesColor(index)}
                  fill={seriesColor(index)}
                  fillOpacity={0.35}
                  isAnimationActive={false}
                />
              ))}
          </AreaChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

export function KpiChart({
  kind,
  kpi,
  caption,
  showData,
}: {
  kind: WidgetKind;
  kpi: Kpi;
  /** Names the data table: the widget's title, unit and period. */
  caption: string;
  /** Show the figures as a visible table instead of the chart. */
  showData: boolean;
}) {
  if (kind === "table") return <KpiDataTable kpi={kpi} caption={caption} visible />;
  if (showData) return <KpiDataTable kpi={kpi} caption={caption} visible />;
  return (
    <>
      {kind === "number" ? <NumberWithTrend kpi={kpi} /> : <Plot kind={kind} kpi={kpi} />}
      <KpiDataTable kpi={kpi} caption={caption} visible={false} />
    </>
  );
}
