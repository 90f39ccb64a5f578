import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

export const badgeVariants = cva(
  [
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5",
    "text-xs font-medium whitespace-nowrap",
    "[&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-3",
  ],
  {
    variants: {
      variant: {
        neutral: "border-transparent bg-muted text-foreground",
        primary: "border-transparent bg-primary text-primary-foreground",
        info: "border-info/20 bg-info-soft text-info-soft-foreground",
        success: "border-success/20 bg-success-soft text-success-soft-foreground",
        warning: "border-warning/20 bg-warning-soft text-warning-soft-foreground",
        danger: "border-danger/20 bg-danger-soft text-danger-soft-foreground",
        outline: "border-border bg-transparent text-foreground",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/** A short status label. Colour is never the only cue: the text says the status. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
