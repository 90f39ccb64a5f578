import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";
import { controlClasses } from "../input/input.js";

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, "min-h-20 resize-y py-2", className)}
      {...props}
    />
  );
}
