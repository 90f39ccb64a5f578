import type { IntakeLink } from "@cairn/schema/intake";
import { Label } from "@cairn/ui/label";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { CopyLink } from "../../parts/copy-link";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { publicFormUrl } from "./intake-model";
import { intakeLinkQuery, setIntakeLinkMutation } from "./queries";

/**
 * "Public request form" (staff): the project's form on the public site, which anyone with its
 * link can send a request through, without an account. A switch turns it on (with a new link
 * each time) and off (the link stops working); while it is on, the link shows with Copy.
 */
export function PublicLinkCard({ projectId, editable }: { projectId: number; editable: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const switchId = useId();
  const hintId = useId();
  const link = useQuery(intakeLinkQuery(trpc, projectId));
  const setLink = useMutation({
    ...setIntakeLinkMutation(trpc),
    onSuccess: async (saved: IntakeLink) => {
      const key = intakeLinkQuery(trpc, projectId).queryKey;
      queryClient.setQueryData(key, saved);
      toast(
        saved.enabled
          ? {
              title: "Public form switched on",
              description: "Copy the link and share it with whoever should send requests.",
              variant: "success",
            }
          : { title: "Public form switched off", description: "Its link no longer works." },
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error, { enabled }) => {
      toast({
        title: `Couldn't switch the public form ${enabled ? "on" : "off"}`,
        description: error.message,
        variant: "destructive",
      });
    },
  });

  return (
    <SectionCard
      title="Public request form"
      description="Anyone with the link can send a request to this project, without an account. Switching the form off stops the link; switching it on again makes a new link."
    >
      <QueryView
        query={link}
        skeleton={<ListSkeleton rows={1} label="Loading the public form's link" />}
        errorTitle="Couldn't load the public form's link"
      >
        {(data) => {
          const on = setLink.isPending
            ? (setLink.variables?.enabled ?? data.enabled)
            : data.enabled;
          return (
            <div className="flex min-w-0 flex-col gap-4">
              <div className="flex flex-wrap items-center gap-3">
                <Switch
                  id={switchId}
                  checked={on}
                  disabled={!editable || setLink.isPending}
                  aria-describedby={hintId}
                  onCheckedChange={(enabled) => setLink.mutate({ projectId, enabled })}
                />
                <Label htmlFor={switchId}>Public form on</Label>
              </div>
              <p id={hintId} className="text-sm text-muted-foreground">
                {!editable
                  ? "The project is archived: its public form stays as it is."
                  : data.enabled
                    ? "Requests sent through it wait in triage below, marked “from the public form”."
                    : "The public form is off: nobody can send a request through a link."}
              </p>
              {data.enabled && data.token ? (
                <CopyLink
                  label="Public form link"
                  key={data.token}
                  url={publicFormUrl(data.token, window.location.href)}
                />
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </SectionCard>
  );
}
