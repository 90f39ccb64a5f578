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
import { EmptyState } from "@cairn/ui/empty-state";
import { Form, FormError, FormSelect, useZodForm } from "@cairn/ui/form";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { InboxIcon, Trash2Icon, UserPlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDate, personName } from "../../lib/format";
import { ActionError } from "../../shell/action-error";
import { Cell, DataTable, Row } from "../../shell/data-table";
import { FormActions } from "../../shell/form-actions";
import { ListSkeleton, QueryView } from "../../shell/states";
import { LeadStatusBadge, PlanBadge } from "../badges/badges";
import type { Person } from "../users/person";
import { ConvertLeadButton } from "./convert-lead-dialog";

/** docs/product.md §2.17 Leads: every lead, with an Assign dialog choosing a consultant. */
export function LeadsTab() {
  const trpc = useTRPC();
  const leads = useQuery(trpc.leads.list.queryOptions());
  const users = useQuery(trpc.users.list.queryOptions());
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

  return (
    <>
      <QueryView
        query={leads}
        skeleton={<ListSkeleton rows={6} />}
        errorTitle="Couldn't load leads"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<InboxIcon />}
              title="No leads yet"
              description="Free-trial sign-ups from the website appear here."
            />
          ) : (
            <DataTable
              label="Leads"
              head={["Lead", "Company", "Team size", "Status", "Plan", "Assigned to", "Actions"]}
            >
              {list.map((lead) => (
                <Row key={lead.id}>
                  <Cell>
                    <div className="flex flex-col">
                      <span className="font-medium">{lead.name}</span>
                      <span className="text-muted-foreground">{lead.email}</span>
                    </div>
                  </Cell>
                  <Cell label="Company">{lead.company ?? "—"}</Cell>
                  <Cell label="Team size" className="whitespace-nowrap">
                    {lead.teamSize ?? "—"}
                  </Cell>
                  <Cell label="Status">
                    <LeadStatusBadge status={lead.status} />
                  </Cell>
                  <Cell label="Plan">
                    <PlanBadge plan={lead.planType} />
                  </Cell>
                  <Cell label="Assigned to" className="text-muted-foreground">
                    {lead.assignedTo
                      ? (names.get(lead.assignedTo) ?? "A consultant")
                      : "Unassigned"}
                    <span className="block text-xs">Received {formatDate(lead.createdAt)}</span>
                  </Cell>
                  <Cell>
                    <ConvertLeadButton lead={lead} />
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
                      className="ml-1"
                      aria-label={`Delete ${lead.name}`}
                      onClick={() => setDeleting(lead)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </Cell>
                </Row>
              ))}
            </DataTable>
          )
        }
      </QueryView>
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
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.leads.remove.mutationOptions({
      onSuccess: async () => {
        toast({ title: "Lead deleted", description: `${lead.name}'s data is erased.` });
        onDone();
        await Promise.all([
          queryClient.invalidateQueries(trpc.leads.pathFilter()),
          queryClient.invalidateQueries(trpc.overview.pathFilter()),
        ]);
      },
    }),
  );
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
  const queryClient = useQueryClient();
  const form = useZodForm(assignForm, {
    defaultValues: { consultantId: lead.assignedTo ?? undefined },
    messages: { consultantId: "Choose a consultant" },
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.leads.pathFilter()),
      queryClient.invalidateQueries(trpc.overview.pathFilter()),
    ]);
  const assign = useMutation(
    trpc.leads.assign.mutationOptions({
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
    }),
  );

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
