import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../cn/cn.js";

const iconVariants = cva(
  [
    "size-10 shrink-0 items-center justify-center rounded-lg [&_svg:not([class*='size-'])]:size-5",
    // Only when the card is wide enough to keep its label on one line.
    "hidden @[13rem]:flex",
  ],
  {
    variants: {
      tone: {
        neutral: "bg-muted text-muted-foreground",
        primary: "bg-primary-soft text-primary-soft-foreground",
        info: "bg-info-soft text-info-soft-foreground",
        success: "bg-success-soft text-success-soft-foreground",
        warning: "bg-warning-soft text-warning-soft-foreground",
        danger: "bg-danger-soft text-danger-soft-foreground",
      },
    },
    defaultVariants: { tone: "primary" },
  },
);

export type StatCardProps = Omit<ComponentProps<"div">, "children"> &
  VariantProps<typeof iconVariants> & {
    /** What is counted, e.g. "Active projects". Names the card for assistive technology. */
    label: string;
    value: ReactNode;
    /** A line under the value, e.g. "of 12 total". */
    hint?: ReactNode;
    /** A decorative icon. */
    icon?: ReactNode;
  };

/** A headline number with its label and a hint, as on dashboard overviews. */
export function StatCard({ label, value, hint, icon, tone, className, ...props }: StatCardProps) {
  const labelId = useId();
  return (
    <article
      aria-labelledby={labelId}
      className={cn(
        "@container flex items-start justify-between gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <p className="text-3xl leading-none font-semibold tracking-tight tabular-nums">{value}</p>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {icon ? (
        <div aria-hidden="true" className={iconVariants({ tone })}>
          {icon}
        </div>
      ) : null}
    </article>
  );
}
