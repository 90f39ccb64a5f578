import { CheckIcon, MinusIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

/** A checkbox; `checked="indeterminate"` shows a dash. Label it like a native input. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-card shadow-xs",
        "transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary",
        "data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary",
        "data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-danger",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <CheckIcon
          aria-hidden="true"
          strokeWidth={3}
          className="size-3 group-data-[state=indeterminate]:hidden"
        />
        <MinusIcon
          aria-hidden="true"
          strokeWidth={3}
          className="hidden size-3 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
