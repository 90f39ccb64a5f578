import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { ActionError } from "../../parts/action-error";
import {
  updateWebhookSettingsMutation,
  useWebhookSettingsChanged,
  webhookSettingsQuery,
} from "./queries";

/**
 * The organisation's "Allow private targets" (administrators): lets hooks call loopback and
 * private addresses over plain http, for tests. Off in production; the warning says why.
 */
export function PrivateTargetsSetting() {
  const trpc = useTRPC();
  const settingsChanged = useWebhookSettingsChanged();
  const id = useId();
  const settings = useQuery(webhookSettingsQuery(trpc));
  const save = useMutation({
    ...updateWebhookSettingsMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: saved.allowPrivateTargets ? "Private targets allowed" : "Private targets refused",
      });
      await settingsChanged();
    },
  });
  const on = settings.data?.allowPrivateTargets ?? false;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-xl border border-warning/30 bg-warning-soft/40 p-4"
    >
      <div className="flex items-center gap-3">
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-warning" />
        <h2 id={`${id}-title`} className="font-semibold">
          <label htmlFor={`${id}-switch`}>Allow private targets (for tests)</label>
        </h2>
        <Switch
          id={`${id}-switch`}
          className="ml-auto"
          aria-describedby={`${id}-hint`}
          checked={on}
          disabled={settings.isPending || save.isPending}
          onCheckedChange={(checked) => save.mutate({ allowPrivateTargets: checked })}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Lets webhooks call loopback and private network addresses, and plain http. Anyone who can
        register a hook could then make the server reach your internal network: keep it off in
        production. Cloud metadata addresses stay refused.
      </p>
      {settings.isError ? (
        <p className="text-sm text-danger-soft-foreground">The setting could not be read.</p>
      ) : null}
      <ActionError error={save.error} />
    </section>
  );
}
