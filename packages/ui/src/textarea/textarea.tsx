import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";
import { controlClasses } from "../input/input.js";

export type TextareaProps = ComponentProps<"textarea">;

/**
 * A multi-line text field. `dir="auto"` unless told otherwise: what people write is shown in its
 * own direction, so a right-to-left comment or description reads right to left.
 */
export function Textarea({ className, rows = 4, dir = "auto", ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      dir={dir}
      className={cn(controlClasses, "min-h-20 resize-y py-2", className)}
      {...props}
    />
  );
}
