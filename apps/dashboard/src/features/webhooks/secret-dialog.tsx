import type { CreatedWebhook } from "@cairn/schema/webhooks";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { toast } from "@cairn/ui/toast";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";

/** A new hook's signing secret: shown this once, with a copy button. */
export function SecretDialog({
  created,
  onClose,
}: {
  created: CreatedWebhook | null;
  onClose: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast({ title: "Secret copied", variant: "success" });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret is selected instead.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      toast({ title: "Copy the selected secret with Ctrl+C (⌘C on a Mac)." });
    }
  }
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Webhook created</DialogTitle>
          <DialogDescription>
            Copy its signing secret now: Cairn shows it only this once. Your receiver uses it to
            check the <code>Cairn-Signature</code> header of each delivery.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-2">
            <Label htmlFor={id}>Signing secret</Label>
            <div className="flex gap-2">
              <Input
                id={id}
                readOnly
                value={created.secret}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy(created.secret)}>
                {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                {copied ? "Copied" : "Copy"}
              </Button>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
