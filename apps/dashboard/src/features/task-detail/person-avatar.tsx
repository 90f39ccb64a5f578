import { cn } from "@cairn/ui/cn";

/**
 * A person's initials in a circle. Decorative: the name is always written beside it, so the
 * circle is hidden from screen readers.
 */
export function PersonAvatar({
  initials,
  size = "md",
  className,
}: {
  initials: string;
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground",
        size === "sm" ? "size-6 text-[10px]" : "size-8 text-xs",
        className,
      )}
    >
      {initials}
    </span>
  );
}
