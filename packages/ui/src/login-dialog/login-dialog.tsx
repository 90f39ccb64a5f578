import { ArrowLeftIcon, ShieldCheckIcon, UserIcon, UsersIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "../button/button.js";
import { cn } from "../cn/cn.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.js";
import { Field } from "../field/field.js";
import { Input } from "../input/input.js";
import { useReturnFocus } from "../return-focus/return-focus.js";

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

/** The login form's checks (docs/product.md §5): both fields must be filled in. */
export function validateLogin({ username, password }: LoginCredentials): LoginErrors {
  const errors: LoginErrors = {};
  if (username.trim() === "") errors.username = "Username is required";
  if (password === "") errors.password = "Password is required";
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
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function login(credentials: LoginCredentials, key: string) {
    setPending(key);
    try {
      await onLogin(credentials);
      setUsername("");
      setPassword("");
      setErrors({});
      setView("form");
      setPending(null);
      onDone();
    } catch {
      setPending(null);
      // The button was disabled while pending; give focus back to where a retry starts.
      if (key === "form") window.setTimeout(() => passwordRef.current?.focus());
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else void login({ username: username.trim(), password }, "form");
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
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field label="Username" error={errors.username} required>
            <Input
              ref={usernameRef}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </Field>
          <Field label="Password" error={errors.password} required>
            <Input
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={pending !== null} className="w-full">
            {pending === "form" ? "Logging in..." : "Login"}
          </Button>
          {demoAccounts.length > 0 ? (
            <Button
              variant="outline"
              className="w-full"
              disabled={pending !== null}
              onClick={() => setView("demo")}
            >
              Try Demo Accounts
            </Button>
          ) : null}
        </form>
      ) : (
        <div className="grid gap-3">
          <ul className="grid gap-2">
            {demoAccounts.map((account) => {
              const busy = pending === account.username;
              return (
                <li key={account.username}>
                  <button
                    type="button"
                    disabled={pending !== null}
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
          <Button variant="ghost" disabled={pending !== null} onClick={() => setView("form")}>
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
