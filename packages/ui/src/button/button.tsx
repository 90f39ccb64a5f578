import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircleIcon } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../cn/cn.js";

export const buttonVariants = cva(
  [
    "relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md",
    "font-medium transition-colors select-none",
    "disabled:pointer-events-none disabled:opacity-50",
    "aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline:
          "border border-input bg-card text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-danger text-danger-foreground shadow-xs hover:bg-danger-hover",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-9 px-4 text-sm",
        lg: "h-11 px-6 text-base",
        icon: "size-9",
      },
    },
    compoundVariants: [{ variant: "link", size: ["sm", "md", "lg"], class: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonBaseProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export type ButtonProps = ButtonBaseProps &
  (
    | {
        asChild?: false;
        /** Disables the button, sets `aria-busy` and shows a spinner without changing its width. */
        loading?: boolean;
      }
    | {
        /** Renders the single child (e.g. a router link) with the button's styles and props. */
        asChild: true;
        loading?: never;
      }
  );

/**
 * A button. Native buttons default to `type="button"`; pass `type="submit"` in forms.
 * Icon-only buttons (`size="icon"`) need an `aria-label`.
 */
export function Button({
  className,
  variant,
  size,
  asChild,
  loading,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);

  if (asChild) {
    return (
      <Slot.Root className={classes} aria-disabled={disabled || undefined} {...props}>
        {children}
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <LoaderCircleIcon aria-hidden="true" className="absolute animate-spin" /> : null}
      {/* Kept in the layout (and the accessible name) while loading so the width never jumps. */}
      <span
        className={cn(
          "inline-flex items-center justify-center gap-[inherit]",
          loading && "opacity-0",
        )}
      >
        {children}
      </span>
    </button>
  );
}
