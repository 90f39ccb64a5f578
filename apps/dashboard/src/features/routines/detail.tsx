import { cn } from "@cairn/ui/cn";
import type { ReactNode } from "react";

/**
 * A field of a card: its name and value, a direct child of the card's `<dl>` (a `<div>` there
 * may only hold a `<dt>` and its `<dd>`); `wide` spans both columns of the grid.
 */
export function Detail({
  term,
  wide,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-1.5 break-words">{children}</dd>
    </div>
  );
}

/** A value the card does not have, said in a quieter voice. */
export function Missing({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>;
}
