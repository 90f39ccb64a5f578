import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "max"> & {
  /** Percentage from 0 to 100; `null` (or omitted) means indeterminate. */
  value?: number | null;
};

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** A progress bar. Name it with `aria-label` or `aria-labelledby`. */
export function Progress({ className, value, ...props }: ProgressProps) {
  const percent = value === null || value === undefined ? null : clampPercent(value);

  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-border", className)}
      {...props}
    >
      {/* The indicator's width, not a translated full-width bar: arriving data turned the
          indeterminate third into a full bar sliding back to its value, so a bar at 25 % showed
          nearly full for the transition's length. */}
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full bg-primary motion-safe:transition-[width]",
          percent === null && "w-1/3 motion-safe:animate-pulse",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
