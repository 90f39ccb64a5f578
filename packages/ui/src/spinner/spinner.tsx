import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

const spinnerVariants = cva("animate-spin", {
  variants: {
    size: { sm: "size-4", md: "size-5", lg: "size-8" },
  },
  defaultVariants: { size: "md" },
});

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Read by screen readers; the spinner itself is decorative. */
    label?: string;
  };

/** An inline loading indicator, announced politely as a status. */
export function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn("inline-flex items-center text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
