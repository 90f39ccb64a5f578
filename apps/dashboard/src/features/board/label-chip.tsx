import type { Label } from "@cairn/schema/labels";
import { cn } from "@cairn/ui/cn";

/** What a chip needs of a label. */
export type ChipLabel = Pick<Label, "id" | "name" | "color">;

/**
 * A label as a coloured chip: white text on its colour, which the API holds to at least 4.5:1
 * contrast (docs/tasks.md, "Labels"), so it reads whatever the colour.
 */
export function LabelChip({
  label,
  size = "md",
  className,
}: {
  label: ChipLabel;
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex min-w-0 items-center rounded font-medium text-white",
        size === "sm" ? "h-[18px] max-w-28 px-1.5 text-[11px] leading-[18px]" : "h-6 px-2 text-xs",
        className,
      )}
      style={{ backgroundColor: label.color }}
    >
      <span className="truncate">{label.name}</span>
    </span>
  );
}

/** A task's labels as they are known (ids of labels deleted meanwhile are left out). */
export function labelsOf(
  ids: readonly number[],
  labels: ReadonlyMap<number, ChipLabel>,
): ChipLabel[] {
  return ids.flatMap((id) => {
    const label = labels.get(id);
    return label ? [label] : [];
  });
}
