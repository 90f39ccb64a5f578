import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col gap-6 rounded-xl border border-border bg-card py-6 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 px-6", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & {
  /** Render the child instead (e.g. an `h2`) to fit the page's heading outline. */
  asChild?: boolean;
};

export function CardTitle({ className, asChild, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : "h3";
  return <Comp className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center gap-3 px-6", className)} {...props} />;
}
