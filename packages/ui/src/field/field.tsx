import { Slot } from "radix-ui";
import { type ComponentProps, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "../cn/cn.js";
import { Label } from "../label/label.js";

/** Props a Field gives its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-labelledby": string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export interface FieldProps extends Omit<ComponentProps<"div">, "children"> {
  label: ReactNode;
  /** Help text shown under the control. */
  hint?: ReactNode;
  /** Error message; marks the control invalid when set. */
  error?: ReactNode;
  /** Marks the control as required and shows an asterisk after the label. */
  required?: boolean;
  /** Id of the control; generated when omitted. */
  controlId?: string;
  /**
   * The control. A single element (Input, Textarea, SelectTrigger, Switch…) receives the
   * control props directly; use a function for composite controls such as Select or Slider.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

export function Field({
  label,
  hint,
  error,
  required,
  controlId,
  children,
  className,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(" ");

  const control: FieldControlProps = {
    id,
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(hasError ? { "aria-invalid": true } : {}),
    ...(required ? { "aria-required": true } : {}),
  };

  return (
    <div className={cn("flex flex-col gap-1.5", className)} {...props}>
      <Label id={labelId} htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === "function" ? (
        children(control)
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
