import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

/**
 * A pulsing placeholder block. Hidden from assistive technology: mark the region that is
 * loading with `aria-busy` (and a Spinner or text if the wait matters).
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("rounded-md bg-muted-foreground/15 motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
