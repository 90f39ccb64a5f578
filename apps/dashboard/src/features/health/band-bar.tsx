import { cn } from "@cairn/ui/cn";
import { BAND_FILL, type Band } from "./bands";

/** A bar filled to a percentage in a band's colour. Decorative: the number is always in text. */
export function BandBar({
  percent,
  band,
  className,
}: {
  percent: number;
  band: Band | "info" | "primary";
  className?: string;
}) {
  const fill = band === "info" ? "bg-info" : band === "primary" ? "bg-primary" : BAND_FILL[band];
  return (
    <div
      aria-hidden="true"
      className={cn("h-2 w-full overflow-hidden rounded-full bg-border", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width]", fill)}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  );
}
