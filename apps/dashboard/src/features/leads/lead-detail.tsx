import { errorDetails } from "@cairn/api-client/errors";
import { isStepBack, nextLeadStatuses } from "@cairn/schema/lead-pipeline";
import {
  createLeadNoteInput,
  type Lead,
  type LeadDetail,
  type LeadMoveStatus,
  lostReason,
} from "@cairn/schema/leads";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { PlanView } from "@cairn/ui/widgets/plan-view";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { z } from "zod";
import { useTRPC } from "../../lib/api";
import { formatDateTime, humanize } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { LeadStatusBadge, PlanBadge } from "../badges/badges";
import { useSession } from "../session/session-context";
import { ConvertLeadButton } from "./convert-lead-dialog";
import { describeEntry } from "./pipeline-model";
import {
  addLeadNoteMutation,
  leadQuery,
  leadTimelineQuery,
  updateLeadStatusMutation,
  useLeadRefreshes,
} from "./queries";

/** The note form: the API's own rule for a note's text. */
const noteForm = createLeadNoteInput.pick({ body: true });
/** The lost move's form: the API's rule for a lost reason. */
const lostForm = z.object({ reason: lostReason });

const MOVE_LABELS: Record<LeadMoveStatus, string> = {
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost…",
};

/** A lead's detail in a dialog: the lead, its moves, its plan, its timeline and a note form. */
export function LeadDetailDialog({
  leadId,
  onClose,
  extraActions,
}: {
  leadId: number | null;
  onClose: () => void;
  extraActions?: (lead: Lead) => ReactNode;
}) {
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        {leadId !== null ? (
          <LeadDetailBody key={leadId} leadId={leadId} extraActions={extraActions} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LeadDetailBody({
  leadId,
  extraActions,
}: {
  leadId: number;
  extraActions?: (lead: Lead) => ReactNode;
}) {
  const trpc = useTRPC();
  const detail = useQuery(leadQuery(trpc, leadId));
  return (
    <QueryView query={detail} skeleton={<DetailSkeleton />} errorTitle="Couldn't load the lead">
      {(lead) => (
        <div className="grid min-w-0 gap-6">
          <DialogHeader>
            <DialogTitle>{lead.name}</DialogTitle>
            <DialogDescription>
              {[lead.company, lead.email, lead.teamSize ? `${lead.teamSize} people` : null]
                .filter(Boolean)
                .join(" · ")}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <LeadStatusBadge status={lead.status} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Plan</dt>
              <dd>
                <PlanBadge plan={lead.planType} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Assigned to</dt>
              <dd>{lead.assigneeName ?? "Unassigned"}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Received</dt>
              <dd>{formatDateTime(lead.createdAt)}</dd>
            </div>
          </dl>
          {lead.status === "lost" && lead.lostReason ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm">
              <span className="font-medium">Lost: </span>
              {lead.lostReason}
            </p>
          ) : null}
          <StatusMoves lead={lead} />
          {extraActions ? <div className="flex flex-wrap gap-2">{extraActions(lead)}</div> : null}
          <section className="grid gap-3" aria-labelledby={`lead-${lead.id}-plan`}>
            <h3 id={`lead-${lead.id}-plan`} className="text-base font-semibold">
              Setup plan
            </h3>
            {lead.plan ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {lead.plan.answers.industry}, a team of {lead.plan.answers.teamSize},{" "}
                  {lead.plan.answers.experienceLevel}; made {formatDateTime(lead.plan.createdAt)}.
                </p>
                <PlanView plan={lead.plan.plan} headingLevel={3} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                This lead signed up without a plan from the setup wizard.
              </p>
            )}
          </section>
          <Timeline leadId={lead.id} canWrite={useCanWrite(lead)} />
        </div>
      )}
    </QueryView>
  );
}

function DetailSkeleton() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Lead</DialogTitle>
        <DialogDescription>Loading the lead…</DialogDescription>
      </DialogHeader>
      <ListSkeleton rows={5} />
    </>
  );
}

/** The lead's consultant and admins change it (the API says the same: ownership.ts). */
function useCanWrite(lead: LeadDetail): boolean {
  const { user } = useSession();
  return user.role === "admin" || (user.role === "consultant" && lead.assignedTo === user.id);
}

function StatusMoves({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const refreshes = useLeadRefreshes();
  const refresh = () => refreshes.lead(lead.id);
  const canWrite = useCanWrite(lead);
  const [askingReason, setAskingReason] = useState(false);
  const move = useMutation({
    ...updateLeadStatusMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: "Status updated",
        description: `${saved.name} is now ${humanize(saved.status).toLowerCase()}.`,
        variant: "success",
      });
      setAskingReason(false);
      await refresh();
    },
    onError: async () => {
      await refresh();
    },
  });
  const moves = nextLeadStatuses(lead.status);
  const lost = useZodForm(lostForm, {
    defaultValues: { reason: "" },
    messages: { reason: "Say why the lead was lost" },
  });

  if (!canWrite) {
    return (
      <p className="text-sm text-muted-foreground">
        {lead.assignedTo === null
          ? "Assign the lead to a consultant before changing its status."
          : "Only the lead's consultant and administrators change its status."}
      </p>
    );
  }
  if (lead.assignedTo === null) {
    return (
      <p className="text-sm text-muted-foreground">
        Assign the lead to a consultant before changing its status.
      </p>
    );
  }
  return (
    <section className="grid gap-3" aria-label="Move the lead">
      {moves.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            {lead.projectId === null
              ? "A won lead is ready to become a client: its status no longer changes here."
              : "This lead is a client now: its project and account are made."}
          </p>
          <ConvertLeadButton lead={lead} />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Move to</span>
          {moves.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === "lost" || isStepBack(lead.status, status) ? "outline" : "primary"}
              loading={move.isPending && move.variables?.status === status}
              disabled={move.isPending}
              onClick={() =>
                status === "lost" ? setAskingReason(true) : move.mutate({ leadId: lead.id, status })
              }
            >
              {isStepBack(lead.status, status)
                ? `Back to ${MOVE_LABELS[status].toLowerCase()}`
                : MOVE_LABELS[status]}
            </Button>
          ))}
        </div>
      )}
      {askingReason ? (
        <Form
          form={lost}
          className="grid gap-3 rounded-lg border border-border p-4"
          describeError={errorDetails}
          onSubmit={({ reason }) => move.mutateAsync({ leadId: lead.id, status: "lost", reason })}
        >
          <FormField control={lost.control} name="reason" label="Why was the lead lost?" required>
            <Textarea rows={2} maxLength={1000} />
          </FormField>
          <FormError />
          <div className="flex gap-2">
            <FormSubmit variant="destructive">Mark as lost</FormSubmit>
            <Button variant="outline" onClick={() => setAskingReason(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <ActionError error={move.error} />
      )}
    </section>
  );
}

function Timeline({ leadId, canWrite }: { leadId: number; canWrite: boolean }) {
  const trpc = useTRPC();
  const timeline = useQuery(leadTimelineQuery(trpc, leadId));
  return (
    <section className="grid gap-3" aria-labelledby={`lead-${leadId}-timeline`}>
      <h3 id={`lead-${leadId}-timeline`} className="text-base font-semibold">
        Timeline
      </h3>
      {canWrite ? <NoteForm leadId={leadId} /> : null}
      <QueryView
        query={timeline}
        skeleton={<ListSkeleton rows={3} />}
        errorTitle="Couldn't load the timeline"
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing has happened to this lead yet.</p>
          ) : (
            <ol className="grid gap-3 border-l border-border pl-4" aria-label="Timeline">
              {[...entries].reverse().map((entry) => (
                <li key={entry.id} className="grid gap-1">
                  <p className="text-sm">
                    <span className="font-medium">{describeEntry(entry)}</span>{" "}
                    <time dateTime={entry.createdAt} className="text-muted-foreground">
                      · {formatDateTime(entry.createdAt)}
                    </time>
                  </p>
                  {entry.kind === "note" && entry.detail ? (
                    <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-wrap">
                      {entry.detail}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}

function NoteForm({ leadId }: { leadId: number }) {
  const trpc = useTRPC();
  const refreshes = useLeadRefreshes();
  const form = useZodForm(noteForm, { defaultValues: { body: "" } });
  const add = useMutation({
    ...addLeadNoteMutation(trpc),
    onSuccess: async () => {
      form.reset({ body: "" });
      toast({ title: "Note added", variant: "success" });
      await refreshes.timeline(leadId);
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-2"
      describeError={errorDetails}
      onSubmit={({ body }) => add.mutateAsync({ leadId, body })}
    >
      <FormField control={form.control} name="body" label="Add a note">
        <Textarea rows={3} maxLength={5000} placeholder="A call, an e-mail, what comes next…" />
      </FormField>
      <FormError />
      <FormSubmit className="justify-self-start" size="sm">
        Add note
      </FormSubmit>
    </Form>
  );
}
