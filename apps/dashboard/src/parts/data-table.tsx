import { cn } from "@cairn/ui/cn";
import type { ComponentProps, ReactNode } from "react";

/** A column header: its name, or its name with content of its own (a sort button) and its sort. */
export type HeadCell =
  | string
  | { label: string; content: ReactNode; sort?: "ascending" | "descending" | "none" };

/**
 * A table on wide screens; on narrow ones each row becomes a card whose cells show their column
 * name (`label`) before the value. It sits in a named region.
 */
export function DataTable({
  label,
  head,
  children,
  className,
}: {
  label: string;
  head: readonly HeadCell[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      className={cn("rounded-xl border border-border bg-card md:overflow-x-auto", className)}
    >
      <table className="w-full border-collapse text-sm md:min-w-[720px]">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted/60 text-left text-muted-foreground max-md:sr-only">
          <tr>
            {head.map((cell) =>
              typeof cell === "string" ? (
                <th key={cell} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                  {cell}
                </th>
              ) : (
                <th
                  key={cell.label}
                  scope="col"
                  aria-sort={cell.sort}
                  className="px-4 py-3 font-medium whitespace-nowrap"
                >
                  {cell.content}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border max-md:block">{children}</tbody>
      </table>
    </section>
  );
}

export function Row({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn("max-md:flex max-md:flex-col max-md:gap-2 max-md:p-4", className)}
      {...props}
    />
  );
}

/** A cell; `label` (its column name) is shown before it when the row is a card. */
export function Cell({ className, label, ...props }: ComponentProps<"td"> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        "px-4 py-3 align-middle max-md:flex max-md:items-center max-md:gap-3 max-md:p-0",
        label &&
          "max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]",
        className,
      )}
      {...props}
    />
  );
}
