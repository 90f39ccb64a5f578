import { riskScore } from "@cairn/schema/raid";
import { cn } from "@cairn/ui/cn";
import {
  cellCount,
  impactWord,
  LEVEL_LABELS,
  type MatrixCell,
  probabilityWord,
  type RiskLevel,
  riskLevel,
  SCALE,
  sameCell,
} from "./raid-model";

/** Each band's cell: soft green, amber, red, with text that meets AA on it. */
const CELL_TONE: Readonly<Record<RiskLevel, string>> = {
  low: "border-success/30 bg-success-soft text-success-soft-foreground",
  medium: "border-warning/30 bg-warning-soft text-warning-soft-foreground",
  high: "border-danger/30 bg-danger-soft text-danger-soft-foreground",
};

/** The most likely row on top, as a risk matrix is read. */
const ROWS = [...SCALE].reverse();

function cellLabel(cell: MatrixCell, count: number): string {
  const score = riskScore(cell.probability, cell.impact);
  const risks = count === 1 ? "1 open risk" : `${count} open risks`;
  return `${risks} with probability ${cell.probability} (${probabilityWord(cell.probability).toLowerCase()}) and impact ${cell.impact} (${impactWord(cell.impact).toLowerCase()}): score ${score}, ${LEVEL_LABELS[riskLevel(score)].toLowerCase()}`;
}

/**
 * The 5×5 matrix of the open risks: probability in rows (5 at the top) by impact in columns, each
 * cell's count on its band's colour (green, amber, red from HIGH_RISK_SCORE). A table with its
 * headers for screen readers; a cell holding risks is a button that filters the list to it
 * (pressed while it does), and pressing it again clears the filter.
 */
export function RiskMatrix({
  counts,
  selected,
  onPick,
}: {
  counts: readonly (readonly number[])[];
  selected: MatrixCell | null;
  onPick: (cell: MatrixCell) => void;
}) {
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="border-separate border-spacing-1 text-sm">
        <caption className="pb-1 text-left text-xs text-muted-foreground">
          Open risks by probability (rows, most likely on top) and impact (columns). Pick a cell to
          list its risks.
        </caption>
        <thead>
          <tr>
            <td />
            {SCALE.map((impact) => (
              <th
                key={impact}
                scope="col"
                className="px-0.5 align-bottom text-xs font-medium text-muted-foreground"
              >
                <span className="sr-only">Impact </span>
                {impact}
                <span className="sr-only sm:not-sr-only sm:block sm:font-normal">
                  {" "}
                  {impactWord(impact)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((probability) => (
            <tr key={probability}>
              <th
                scope="row"
                className="pr-1 text-right text-xs font-medium whitespace-nowrap text-muted-foreground"
              >
                <span className="sr-only">Probability </span>
                {probability}
                <span className="sr-only sm:not-sr-only sm:ml-1 sm:font-normal">
                  {" "}
                  {probabilityWord(probability)}
                </span>
              </th>
              {SCALE.map((impact) => {
                const cell = { probability, impact };
                const count = cellCount(counts, cell);
                const level = riskLevel(riskScore(probability, impact));
                const picked = sameCell(selected, cell);
                const box = cn(
                  "flex size-9 items-center justify-center rounded-md border font-semibold tabular-nums sm:size-11",
                  CELL_TONE[level],
                );
                return (
                  <td
                    key={impact}
                    className="p-0"
                    data-level={level}
                    data-testid={`cell-${probability}-${impact}`}
                  >
                    {count > 0 ? (
                      <button
                        type="button"
                        aria-pressed={picked}
                        aria-label={cellLabel(cell, count)}
                        onClick={() => onPick(cell)}
                        className={cn(
                          box,
                          "cursor-pointer hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                          picked && "ring-2 ring-primary ring-offset-1 ring-offset-card",
                        )}
                      >
                        {count}
                      </button>
                    ) : (
                      <span className={cn(box, "font-normal")}>0</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
