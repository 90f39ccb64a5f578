import { Button } from "@cairn/ui/button";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { toast } from "@cairn/ui/toast";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";

/**
 * A link to share, read-only, with a Copy button (a calendar feed, a public request form);
 * without a clipboard, the link is selected instead.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
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
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
