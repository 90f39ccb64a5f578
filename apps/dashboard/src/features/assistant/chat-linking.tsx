import { errorMessage } from "@cairn/api-client/errors";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { CheckIcon, ChevronRightIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { createChatLinkMutation } from "./queries";

/**
 * "Link Slack or Teams", folded away under the conversation: how a Slack account gets linked
 * (the bot sends a private link), and a one-hour code to say to the Teams bot.
 */
export function ChatLinking() {
  const trpc = useTRPC();
  const code = useMutation(createChatLinkMutation(trpc));
  const [copied, setCopied] = useState(false);
  const say = code.data?.say;

  async function copy(words: string) {
    try {
      await navigator.clipboard.writeText(words);
      setCopied(true);
    } catch {
      toast({ title: `Copy it by hand: ${words}` });
    }
  }

  return (
    <details className="group rounded-md border border-border text-sm">
      <summary className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 font-medium select-none">
        <ChevronRightIcon
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90"
        />
        Link Slack or Teams
      </summary>
      <div className="grid gap-3 px-3 pb-3 text-muted-foreground">
        <p>
          <strong className="text-foreground">Slack:</strong> type <code>/cairn</code> in Slack. The
          first time, the bot sends you a private link; open it here to link your account.
        </p>
        <div className="grid gap-2">
          <p>
            <strong className="text-foreground">Teams:</strong> get a code, then send its words to
            @Cairn in a Teams channel.
          </p>
          {say ? (
            <div className="grid gap-1" role="status">
              <div className="flex items-center gap-2">
                <code className="rounded bg-muted px-2 py-1 font-mono text-foreground">{say}</code>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => void copy(say)}
                  aria-label={copied ? "Copied" : `Copy ${say}`}
                >
                  {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                  {copied ? "Copied" : "Copy"}
                </Button>
              </div>
              <p className="text-xs">
                {code.data?.message}
                {code.data?.expiresAt ? ` Until ${formatDateTime(code.data.expiresAt)}.` : ""}
              </p>
            </div>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="w-fit"
              loading={code.isPending}
              onClick={() => code.mutate({ platform: "microsoft-teams" })}
            >
              Get a Teams code
            </Button>
          )}
          {code.isError ? (
            <p role="alert" className="text-danger">
              {errorMessage(code.error, "No code could be made. Please try again.")}
            </p>
          ) : null}
        </div>
      </div>
    </details>
  );
}
