import type { InvitationLink } from "@cairn/schema/invitations";
import { Button } from "@cairn/ui/button";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { toast } from "@cairn/ui/toast";
import { CheckIcon, CopyIcon, MailCheckIcon } from "lucide-react";
import { useId, useState } from "react";
import { formatDateTime } from "../../lib/format";

/**
 * A new invitation as its sender sees it: "e-mailed to …" when Cairn sent it, else the link to
 * copy and pass on (it works once, for 7 days).
 */
export function InvitationLinkResult({ invitation }: { invitation: InvitationLink }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const until = formatDateTime(invitation.expiresAt);
  if (invitation.emailed || !invitation.url) {
    return (
      <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm" role="status">
        <MailCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          Invitation e-mailed to <strong>{invitation.email}</strong>. The link works once, until{" "}
          {until}.
        </span>
      </p>
    );
  }
  const url = invitation.url;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: "Link copied", variant: "success" });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected instead.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      toast({ title: "Copy the selected link with Ctrl+C (⌘C on a Mac)." });
    }
  }
  return (
    <div className="grid gap-2" role="status">
      <Label htmlFor={id}>Invitation link for {invitation.email}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        No e-mail is sent from this server: pass the link on yourself. It works once, until {until}.
      </p>
    </div>
  );
}
