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
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full bg-primary transition-transform",
          percent === null ? "w-1/3 motion-safe:animate-pulse" : "w-full",
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
