import { errorDetails, isAppError } from "@cairn/api-client/errors";
import { assignLeadInput, type Lead } from "@cairn/schema/leads";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormSelect, useZodForm } from "@cairn/ui/form";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Trash2Icon, UserPlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { FormActions } from "../../parts/form-actions";
import type { Person } from "../session/person";
import { LeadsPipeline } from "./leads-pipeline";
import { assignLeadMutation, peopleQuery, removeLeadMutation, useLeadRefreshes } from "./queries";

/**
 * docs/product.md §2.17 Leads: the lead pipeline (search, filters, sort, pages, a lead's detail)
 * over every lead, with an Assign dialog choosing a consultant and Delete.
 */
export function LeadsTab() {
  const trpc = useTRPC();
  const users = useQuery(peopleQuery(trpc));
  const [assigning, setAssigning] = useState<Lead | null>(null);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const consultants = useMemo(
    () => (users.data ?? []).filter((user) => user.role === "consultant"),
    [users.data],
  );
  const names = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.id, personName(user)])),
    [users.data],
  );
  const assignees = useMemo(
    () => consultants.map((person) => ({ value: String(person.id), label: personName(person) })),
    [consultants],
  );

  return (
    <>
      <LeadsPipeline
        assignees={assignees}
        assigneeName={(lead) =>
          lead.assignedTo ? (names.get(lead.assignedTo) ?? "A consultant") : "Unassigned"
        }
        actions={(lead) => (
          <div className="flex flex-wrap gap-1">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Assign ${lead.name}`}
              onClick={() => setAssigning(lead)}
            >
              <UserPlusIcon aria-hidden="true" />
              Assign
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${lead.name}`}
              onClick={() => setDeleting(lead)}
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
        detailActions={(lead) => (
          <Button variant="outline" size="sm" onClick={() => setAssigning(lead)}>
            <UserPlusIcon aria-hidden="true" />
            {lead.assignedTo ? "Reassign" : "Assign"}
          </Button>
        )}
      />
      <Dialog
        open={assigning !== null}
        onOpenChange={(open) => (open ? undefined : setAssigning(null))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Assign Lead</DialogTitle>
            <DialogDescription>
              {assigning
                ? `Choose the consultant who follows up with ${assigning.name}${assigning.company ? ` of ${assigning.company}` : ""}.`
                : null}
            </DialogDescription>
          </DialogHeader>
          {assigning ? (
            <AssignForm
              key={assigning.id}
              lead={assigning}
              consultants={consultants}
              onDone={() => setAssigning(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete Lead</DialogTitle>
            <DialogDescription>
              {deleting
                ? `This erases ${deleting.name}'s sign-up and every log line that carries it, for good. Use it when a person asks to be forgotten.`
                : null}
            </DialogDescription>
          </DialogHeader>
          {deleting ? (
            <DeleteLead key={deleting.id} lead={deleting} onDone={() => setDeleting(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function DeleteLead({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const trpc = useTRPC();
  const refreshes = useLeadRefreshes();
  const remove = useMutation({
    ...removeLeadMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Lead deleted", description: `${lead.name}'s data is erased.` });
      onDone();
      await refreshes.leadsAndOverview();
    },
  });
  return (
    <>
      <ActionError error={remove.error} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          loading={remove.isPending}
          onClick={() => remove.mutate({ leadId: lead.id })}
        >
          Delete lead
        </Button>
      </DialogFooter>
    </>
  );
}

/** The consultant chosen, checked by the API's rule (`assignLeadInput`). */
const assignForm = assignLeadInput.pick({ consultantId: true });

function AssignForm({
  lead,
  consultants,
  onDone,
}: {
  lead: Lead;
  consultants: readonly Person[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useLeadRefreshes().leadsAndOverview;
  const form = useZodForm(assignForm, {
    defaultValues: { consultantId: lead.assignedTo ?? undefined },
    messages: { consultantId: "Choose a consultant" },
  });
  const assign = useMutation({
    ...assignLeadMutation(trpc),
    onSuccess: async (saved) => {
      const consultant = consultants.find((person) => person.id === saved.assignedTo);
      toast({
        title: "Lead assigned",
        description: `${saved.name} is now with ${consultant ? personName(consultant) : "the consultant"}.`,
        variant: "success",
      });
      onDone();
      await refresh();
    },
    onError: async (error) => {
      if (isAppError(error, "CONFLICT")) await refresh();
    },
  });

  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={({ consultantId }) => assign.mutateAsync({ leadId: lead.id, consultantId })}
    >
      <FormSelect
        control={form.control}
        name="consultantId"
        label="Consultant"
        required
        placeholder="Choose a consultant"
        options={consultants.map((person) => ({
          value: String(person.id),
          label: personName(person),
        }))}
        toOption={(value) => (value ? String(value) : "")}
        fromOption={Number}
      />
      <FormError />
      <FormActions onCancel={onDone} submit="Assign Lead" />
    </Form>
  );
}
