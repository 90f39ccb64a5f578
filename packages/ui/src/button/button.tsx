import type { VariantProps } from "class-variance-authority";
import { LoaderCircleIcon } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonVariants } from "../button-variants/button-variants.js";
import { cn } from "../cn/cn.js";

export { buttonVariants };

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
