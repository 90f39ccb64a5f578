import { Button } from "@cairn/ui/button";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useId } from "react";
import { useCopy } from "../../lib/use-copy";
import { intakeReceiptPath } from "./intake-api";

/** The address of a request's status page on this site. */
export function receiptUrl(receipt: string): string {
  return new URL(intakeReceiptPath(receipt), window.location.origin).toString();
}

/**
 * A request's private address, in full (it wraps rather than being cut, to be written down), with
 * Copy address and its feedback, announced to screen readers. It is the only way back to the page.
 */
export function ReceiptLink({ receipt }: { receipt: string }) {
  const url = receiptUrl(receipt);
  const labelId = useId();
  const { state: copy, copy: copyAddress } = useCopy(url);

  return (
    <section
      aria-labelledby={labelId}
      className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <div className="grid gap-1">
        <h2 id={labelId} className="text-sm font-semibold text-foreground">
          This page's address
        </h2>
        <p className="text-sm text-muted-foreground">
          It is the only way back to your request: keep it, and anyone you share it with can follow
          the request too.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <a
          href={intakeReceiptPath(receipt)}
          className="min-w-0 flex-1 rounded-md border border-border bg-background px-3 py-2 font-mono text-xs break-all text-foreground underline-offset-2 hover:underline"
        >
          {url}
        </a>
        <Button variant="outline" size="sm" onClick={() => void copyAddress()}>
          {copy === "copied" ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copy === "copied" ? "Copied" : "Copy address"}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {copy === "copied"
          ? "Address copied to the clipboard."
          : copy === "failed"
            ? "Could not copy: select the address and copy it yourself."
            : ""}
      </p>
    </section>
  );
}
