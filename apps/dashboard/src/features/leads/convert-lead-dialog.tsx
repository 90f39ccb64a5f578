import { errorDetails } from "@cairn/api-client/errors";
import { CONVERT_PLANS, type ConvertLeadResult, convertLeadInput } from "@cairn/schema/invitations";
import { PLAN_LIMITS, PLAN_NAMES, type PlanId } from "@cairn/schema/plan-limits";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSelect, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { useMutation } from "@tanstack/react-query";
import { UserRoundCheckIcon } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { InvitationLinkResult } from "../invitations/invitation-link";
import { convertLeadMutation, useLeadRefreshes } from "./queries";

/** What the dialog needs of a lead (the list's row or its detail). */
export interface ConvertibleLead {
  id: number;
  name: string;
  email: string;
  company: string | null;
  status: string;
  /** The plan (trial, pro, scale) the lead signed up for. */
  planType: PlanId;
  /** The plan the visitor signed up with, when the list says. */
  planId?: number | null;
  /** The project it became, when the list says: a converted lead offers nothing. */
  projectId?: number | null;
}

const PLAN_LABELS: Record<(typeof CONVERT_PLANS)[number], string> = {
  // "Plan" names the pricing plan below; these are where the roadmap comes from.
  lead: "The wizard's plan the lead signed up with",
  standard: "A standard roadmap for the lead's team size",
  empty: "No roadmap (an empty board)",
};

/** The form: the API's own input, without the lead's id (it is the dialog's). */
const convertForm = convertLeadInput.omit({ leadId: true });

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * "Convert to client" on a won lead that is not converted yet: the client's account, a project
 * with its roadmap and an invitation, made at once. Shows the link to copy (or that it was
 * e-mailed) when done.
 */
export function ConvertLeadButton({ lead }: { lead: ConvertibleLead }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<ConvertLeadResult | null>(null);
  // Once converted the lead offers nothing, but the open dialog stays to show the link.
  const convertible = lead.status === "won" && (lead.projectId ?? null) === null;
  if (!convertible && !open) return null;
  const close = () => {
    setOpen(false);
    setDone(null);
  };
  return (
    <>
      {convertible ? (
        <Button
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`Convert ${lead.name} to client`}
        >
          <UserRoundCheckIcon aria-hidden="true" />
          Convert to client
        </Button>
      ) : null}
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{done ? "Client created" : "Convert to Client"}</DialogTitle>
            <DialogDescription>
              {done
                ? `${done.project.name} is ready, and ${lead.name}'s account (${done.user.username}) waits for them to choose a password.`
                : `Creates ${lead.name}'s account, a project with its roadmap, and an invitation to sign in.`}
            </DialogDescription>
          </DialogHeader>
          {done ? (
            <>
              <InvitationLinkResult invitation={done.invitation} />
              <DialogFooter>
                <Button onClick={close}>Done</Button>
              </DialogFooter>
            </>
          ) : open ? (
            <ConvertLeadForm lead={lead} onCancel={close} onDone={setDone} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ConvertLeadForm({
  lead,
  onCancel,
  onDone,
}: {
  lead: ConvertibleLead;
  onCancel: () => void;
  onDone: (result: ConvertLeadResult) => void;
}) {
  const trpc = useTRPC();
  const refreshes = useLeadRefreshes();
  // The lead's own plan first when it has one (or when the list does not say).
  const plans = CONVERT_PLANS.filter((plan) => plan !== "lead" || lead.planId !== null);
  const form = useZodForm(convertForm, {
    defaultValues: {
      projectName: lead.company ?? lead.name,
      plan: lead.planId ? "lead" : "standard",
      startDate: todayUtc(),
      planType: lead.planType,
      username: undefined,
    },
  });
  const convert = useMutation(convertLeadMutation(trpc));

  async function submit(values: z.output<typeof convertForm>) {
    const result = await convert.mutateAsync({ leadId: lead.id, ...values });
    await refreshes.converted();
    onDone(result);
  }

  return (
    <Form form={form} onSubmit={submit} describeError={errorDetails} className="grid gap-4">
      <FormField control={form.control} name="projectName" label="Project name" required>
        <Input autoComplete="off" />
      </FormField>
      <FormSelect
        control={form.control}
        name="plan"
        label="Roadmap"
        options={plans.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
        fromOption={(option) => convertForm.shape.plan.parse(option)}
      />
      <FormSelect
        control={form.control}
        name="planType"
        label="Pricing plan"
        options={(Object.keys(PLAN_LIMITS) as PlanId[]).map((plan) => ({
          value: plan,
          label: `${PLAN_NAMES[plan]} · ${PLAN_LIMITS[plan].roadmapDays}-day roadmap`,
        }))}
        fromOption={(option) => convertForm.shape.planType.parse(option)}
      />
      <FormField
        control={form.control}
        name="startDate"
        label="Start date"
        hint="The roadmap's first day."
      >
        <Input type="date" />
      </FormField>
      <FormField
        control={form.control}
        name="username"
        label="Username"
        hint={`Leave empty to make one from ${lead.email}.`}
      >
        {(field, controlProps) => (
          <Input
            {...controlProps}
            ref={field.ref}
            name={field.name}
            autoComplete="off"
            value={field.value ?? ""}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value || undefined)}
          />
        )}
      </FormField>
      <FormError />
      <FormActions onCancel={onCancel} submit="Convert to client" />
    </Form>
  );
}
