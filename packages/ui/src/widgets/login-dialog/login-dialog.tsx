import { loginInput } from "@cairn/schema/users";
import { ArrowLeftIcon, ShieldCheckIcon, UserIcon, UsersIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../button/button.js";
import { cn } from "../../cn/cn.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../dialog/dialog.js";
import { Form, FormField, FormSubmit, useZodForm } from "../../form/form.js";
import { Input } from "../../input/input.js";
import { useReturnFocus } from "../../return-focus/return-focus.js";

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface DemoAccount extends LoginCredentials {
  /** The card's title, e.g. "Administrator". */
  title: string;
  description: string;
  /** Picks the card's icon. */
  role?: string;
}

export interface LoginErrors {
  username?: string;
  password?: string;
}

/** The login form's checks (docs/product.md §5): the API's own (`loginInput`). */
export function validateLogin(credentials: LoginCredentials): LoginErrors {
  const result = loginInput.safeParse(credentials);
  const errors: LoginErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [field] = issue.path;
    if ((field === "username" || field === "password") && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown after "Login to". */
  productName: string;
  /** The demo accounts listed behind "Try Demo Accounts"; none hides the button. */
  demoAccounts?: readonly DemoAccount[];
  /**
   * Signs in. Resolve to close and reset the dialog; reject to keep it open (the caller
   * reports the failure, e.g. with a toast).
   */
  onLogin: (credentials: LoginCredentials) => Promise<void>;
}

const roleIcons: Record<string, ReactNode> = {
  admin: <ShieldCheckIcon aria-hidden="true" className="size-5" />,
  consultant: <UsersIcon aria-hidden="true" className="size-5" />,
};

function LoginPanel({
  productName,
  demoAccounts = [],
  onLogin,
  onDone,
}: Omit<LoginDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const [view, setView] = useState<"form" | "demo">("form");
  const form = useZodForm(loginInput, { defaultValues: { username: "", password: "" } });
  // The demo account being signed in with; the form's own submit shows on its button.
  const [pending, setPending] = useState<string | null>(null);
  const busy = pending !== null || form.formState.isSubmitting;

  async function login(credentials: LoginCredentials, key: string) {
    setPending(key);
    try {
      await onLogin(credentials);
      form.reset();
      setView("form");
      setPending(null);
      onDone();
    } catch {
      setPending(null);
    }
  }

  async function submit(credentials: LoginCredentials) {
    try {
      await onLogin(credentials);
      form.reset();
      onDone();
    } catch {
      // The caller reported the failure; focus goes back to where a retry starts.
      window.setTimeout(() => form.setFocus("password"));
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Login to {productName}</DialogTitle>
        <DialogDescription>
          {view === "form"
            ? "Sign in with your username and password."
            : "Pick a demo account to explore the product with sample data."}
        </DialogDescription>
      </DialogHeader>
      {view === "form" ? (
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormField control={form.control} name="username" label="Username" required>
            <Input autoComplete="username" />
          </FormField>
          <FormField control={form.control} name="password" label="Password" required>
            <Input type="password" autoComplete="current-password" />
          </FormField>
          <FormSubmit pendingText="Logging in..." disabled={busy} className="w-full">
            Login
          </FormSubmit>
          {demoAccounts.length > 0 ? (
            <Button
              variant="outline"
              className="w-full"
              disabled={busy}
              onClick={() => setView("demo")}
            >
              Try Demo Accounts
            </Button>
          ) : null}
        </Form>
      ) : (
        <div className="grid gap-3">
          <ul className="grid gap-2">
            {demoAccounts.map((account) => {
              const busy = pending === account.username;
              return (
                <li key={account.username}>
                  <button
                    type="button"
                    disabled={busy}
                    aria-busy={busy || undefined}
                    onClick={() =>
                      void login(
                        { username: account.username, password: account.password },
                        account.username,
                      )
                    }
                    className={cn(
                      "flex w-full items-start gap-3 rounded-lg border border-border bg-card p-3 text-left",
                      "transition-colors hover:border-primary hover:bg-primary-soft",
                      "disabled:cursor-not-allowed disabled:opacity-60",
                    )}
                  >
                    <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                      {roleIcons[account.role ?? ""] ?? (
                        <UserIcon aria-hidden="true" className="size-5" />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="font-semibold text-foreground">
                        {busy ? "Logging in..." : account.title}
                      </span>
                      <span className="text-sm text-muted-foreground">{account.description}</span>
                      <span className="font-mono text-xs text-muted-foreground">
                        {account.username} / {account.password}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Button variant="ghost" disabled={busy} onClick={() => setView("form")}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Login
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The login dialog (docs/product.md §2.4): username and password with their checks, and a list of demo
 * accounts that sign in with one click. It resets whenever it closes.
 */
export function LoginDialog({ open, onOpenChange, ...panel }: LoginDialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <LoginPanel {...panel} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
