import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Names of the thumbs of a range slider, in order. Otherwise `aria-label` names each thumb. */
  thumbLabels?: readonly string[];
};

function thumbKeys(count: number): string[] {
  return Array.from({ length: count }, (_, position) => `thumb-${position}`);
}

/**
 * A slider with one thumb per value. The focusable element is the thumb, so the accessible
 * name and description given to the slider (or by a Field) are moved onto its thumbs.
 */
export function Slider({
  className,
  value,
  defaultValue,
  min = 0,
  max = 100,
  thumbLabels,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: SliderProps) {
  const thumbCount = (value ?? defaultValue ?? [min]).length;

  return (
    <SliderPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center py-2 select-none",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:px-2",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-border data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5">
        <SliderPrimitive.Range className="absolute h-full bg-primary data-[orientation=vertical]:w-full" />
      </SliderPrimitive.Track>
      {thumbKeys(thumbCount).map((key, position) => (
        <SliderPrimitive.Thumb
          key={key}
          aria-label={thumbLabels?.[position] ?? ariaLabel}
          aria-labelledby={thumbLabels?.[position] ? undefined : ariaLabelledBy}
          aria-describedby={ariaDescribedBy}
          aria-invalid={ariaInvalid}
          className={cn(
            "block size-5 rounded-full border-2 border-primary bg-card shadow-sm transition-colors",
            "hover:bg-primary-soft aria-invalid:border-danger",
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
