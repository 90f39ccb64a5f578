import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

/** Shared by Input and Textarea so both controls look and behave alike. */
export const controlClasses = [
  "w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs",
  "transition-colors placeholder:text-muted-foreground md:text-sm",
  "focus-visible:border-ring focus-visible:outline-offset-0",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-50",
  "aria-invalid:border-danger aria-invalid:focus-visible:outline-danger",
];

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        "h-9 py-1",
        "file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
