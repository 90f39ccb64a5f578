import { cn } from "@cairn/ui/cn";

/** "Sam Rivera" → "SR", "priya" → "PR": the letters of an avatar, from a display name. */
export function initialsFromName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1
      ? `${Array.from(words[0] ?? "")[0] ?? ""}${Array.from(words[words.length - 1] ?? "")[0] ?? ""}`
      : Array.from(words[0] ?? "?")
          .slice(0, 2)
          .join("");
  return letters.toUpperCase();
}

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
