import { cva } from "class-variance-authority";
import { CircleAlertIcon, CircleCheckIcon, XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "../cn/cn.js";
import { dismissToast, TOAST_DURATION, type ToastRecord, useToasts } from "./toast-store.js";

const toastVariants = cva(
  [
    "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
    "motion-safe:data-[state=open]:animate-slide-in motion-safe:data-[state=closed]:animate-fade-out",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0",
    "data-[swipe=cancel]:transition-transform motion-safe:data-[swipe=end]:animate-fade-out",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        success: "border-success/30 bg-success-soft text-success-soft-foreground",
        destructive: "border-danger bg-danger text-danger-foreground",
      },
    },
  },
);

const actionVariants = cva(
  "inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium transition-colors",
  {
    variants: {
      variant: {
        default: "border-input bg-card text-foreground hover:bg-accent",
        success: "border-success/40 bg-card text-success-soft-foreground hover:bg-success-soft",
        destructive: "border-danger-foreground/60 text-danger-foreground hover:bg-danger-hover",
      },
    },
  },
);

const icons = {
  default: null,
  success: <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
  destructive: <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
} as const;

function ToastItem({ record }: { record: ToastRecord }) {
  const { id, title, description, action, variant, duration, open } = record;
  return (
    <ToastPrimitive.Root
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) dismissToast(id);
      }}
      duration={duration}
      // Errors interrupt the screen reader; other results are announced politely.
      type={variant === "destructive" ? "foreground" : "background"}
      className={toastVariants({ variant })}
    >
      {icons[variant]}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className="text-sm">{description}</ToastPrimitive.Description>
        ) : null}
      </div>
      {action ? (
        <ToastPrimitive.Action
          altText={action.label}
          onClick={action.onClick}
          className={actionVariants({ variant })}
        >
          {action.label}
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 inline-flex size-6 items-center justify-center rounded-md text-current hover:bg-current/10"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToasterProps {
  /** Name of the notifications landmark; `{hotkey}` is replaced by the shortcut (F8). */
  label?: string;
  className?: string;
}

/** Renders the toasts raised with `toast()`. Mount it once, at the root of the app. */
export function Toaster({ label = "Notifications ({hotkey})", className }: ToasterProps) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right">
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} />
      ))}
      <ToastPrimitive.Viewport
        label={label}
        className={cn(
          "pointer-events-none fixed right-0 bottom-0 z-100 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4",
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
