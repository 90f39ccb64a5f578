import { marketingUrl } from "@cairn/api-client/origins";
import { buttonVariants } from "@cairn/ui/button-variants";
import { LockIcon } from "lucide-react";
import { useOptionalSession } from "./session-context";

/**
 * In place of what only administrators may see or do: a short line asking an administrator to
 * sign in (or, for someone signed in with another role, saying who may).
 */
export function AdminOnlyNote({ id, what }: { id?: string; what: string }) {
  const session = useOptionalSession();
  return (
    <div
      id={id}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm"
    >
      <LockIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <p className="min-w-0 flex-1">
        {session
          ? `Only administrators can ${what}. You are signed in as ${session.user.username}.`
          : `Sign in as an administrator to ${what}.`}
      </p>
      {session ? null : (
        <a
          href={marketingUrl("/?login=1")}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Login
        </a>
      )}
    </div>
  );
}
