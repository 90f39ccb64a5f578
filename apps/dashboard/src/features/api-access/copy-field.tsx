import { Button } from "@cairn/ui/button";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { toast } from "@cairn/ui/toast";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";

/** A read-only value with a Copy button; without a clipboard, the value is selected instead. */
export function CopyField({ label, value, what }: { label: string; value: string; what: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: `${what} copied`, variant: "success" });
    } catch {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      toast({ title: "Copy the selected text with Ctrl+C (⌘C on a Mac)." });
    }
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          aria-label={`Copy ${label}`}
          onClick={() => void copy()}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          <span className="max-sm:sr-only">{copied ? "Copied" : "Copy"}</span>
        </Button>
      </div>
    </div>
  );
}
