import type { ApiToken } from "@cairn/schema/api-tokens";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { EmptyState } from "@cairn/ui/empty-state";
import { useQuery } from "@tanstack/react-query";
import { KeyRoundIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDate, formatDateTime } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { isExpired, scopeSummary } from "./api-access-model";
import { tokensQuery, useRevokeToken } from "./queries";

/** The person's tokens (an admin's list adds every service token), each revocable. */
export function TokenList({ meId }: { meId: number }) {
  const trpc = useTRPC();
  const tokens = useQuery(tokensQuery(trpc));
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <>
      <QueryView
        query={tokens}
        skeleton={<ListSkeleton rows={2} label="Loading tokens" />}
        errorTitle="Couldn't load your tokens"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<KeyRoundIcon />}
              title="No tokens yet"
              description="Create one for a BI tool or a script. You see its secret once, when it is made."
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label="API tokens">
              {list.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  mine={token.userId === meId}
                  onRevoke={() => setRevoking(token)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function TokenRow({
  token,
  mine,
  onRevoke,
}: {
  token: ApiToken;
  mine: boolean;
  onRevoke: () => void;
}) {
  const expired = isExpired(token, new Date());
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{token.name}</span>
          {token.kind === "service" ? <Badge variant="outline">Service</Badge> : null}
          {expired ? <Badge variant="danger">Expired</Badge> : null}
        </p>
        <p className="text-muted-foreground text-sm">
          <code className="font-mono">{token.prefix}…</code> · {scopeSummary(token.scopes)}
          {mine ? "" : ` · made by ${token.ownerName}`}
        </p>
        <p className="text-muted-foreground text-sm">
          Created {formatDate(token.createdAt)} ·{" "}
          {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : "never used"} ·{" "}
          {expired ? "expired" : "expires"} {formatDate(token.expiresAt)}
        </p>
      </div>
      <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={onRevoke}>
        <Trash2Icon aria-hidden="true" />
        Revoke<span className="sr-only"> {token.name}</span>
      </Button>
    </li>
  );
}

function RevokeTokenDialog({ token, onClose }: { token: ApiToken | null; onClose: () => void }) {
  const revoke = useRevokeToken(onClose);
  return (
    <Dialog
      open={token !== null}
      onOpenChange={(open) => {
        if (open) return;
        revoke.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{token ? `Revoke “${token.name}”?` : "Revoke token"}</DialogTitle>
          <DialogDescription>
            It stops working at once, everywhere. Whatever uses it (a BI report's refresh, a script)
            gets “401 Unauthorized” until you give it a new token.
          </DialogDescription>
        </DialogHeader>
        <ActionError error={revoke.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={revoke.isPending}
            onClick={() => token && revoke.mutate({ tokenId: token.id })}
          >
            <Trash2Icon aria-hidden="true" />
            Revoke token
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
