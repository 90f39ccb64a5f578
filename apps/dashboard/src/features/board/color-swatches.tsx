import { LABEL_COLORS } from "@cairn/schema/labels";
import { cn } from "@cairn/ui/cn";
import type { FieldControlProps } from "@cairn/ui/field";
import { CheckIcon } from "lucide-react";
import { useId } from "react";

/**
 * The label palette as a group of radio buttons drawn as swatches: arrows move between them, each
 * is named by its colour, and the chosen one is ticked (not only outlined).
 */
export function ColorSwatches({
  value,
  onChange,
  control,
}: {
  value: string;
  onChange: (color: string) => void;
  control: FieldControlProps;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      id={control.id}
      aria-labelledby={control["aria-labelledby"]}
      aria-describedby={control["aria-describedby"]}
      aria-invalid={control["aria-invalid"]}
      className="flex flex-wrap gap-1.5"
    >
      {LABEL_COLORS.map((color) => {
        const checked = color.value === value.toLowerCase();
        return (
          <label
            key={color.value}
            className={cn(
              "relative inline-flex size-7 cursor-pointer items-center justify-center rounded-md",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              checked && "ring-2 ring-foreground ring-offset-2 ring-offset-card",
            )}
            style={{ backgroundColor: color.value }}
            title={color.name}
          >
            <input
              type="radio"
              name={name}
              value={color.value}
              checked={checked}
              onChange={() => onChange(color.value)}
              // Over the whole swatch, invisible: the swatch is what is seen and clicked.
              className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              aria-label={color.name}
            />
            {checked ? (
              <CheckIcon aria-hidden="true" className="pointer-events-none size-4 text-white" />
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
