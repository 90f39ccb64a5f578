import type { IntakeRequest } from "@cairn/schema/intake";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { useQuery } from "@tanstack/react-query";
import { InboxIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { DeclineDialog } from "./decline-dialog";
import { splitRequests } from "./intake-model";
import { MergeDialog } from "./merge-dialog";
import { NewRequestForm } from "./new-request-form";
import { PublicLinkCard } from "./public-link-card";
import { intakeQuery } from "./queries";
import { type RequestActions, RequestCard } from "./request-card";

/**
 * The project's intake (docs/intake.md): "New request", where anyone on the project asks for
 * work; "Public request form", the link staff switch on for people without an account; and
 * "Requests", those waiting for a decision first, then those decided. Its consultant and admins
 * (`editable`) triage the new ones: accept (a task in To Do), merge into a task, or decline with
 * a reason. The client reads every request of the project, with its status and reason.
 */
export default function IntakeTab({
  projectId,
  staff,
  editable,
  canAsk,
}: {
  projectId: number;
  /** The project's consultant or an admin: the public form, and requesters' e-mails. */
  staff: boolean;
  /** Staff, while the project is not archived: triage and the public form's switch. */
  editable: boolean;
  /** The project is not archived: "New request". */
  canAsk: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {canAsk || staff ? (
        <div className={cn("grid min-w-0 items-start gap-4", canAsk && staff && "lg:grid-cols-2")}>
          {canAsk ? <NewRequestForm projectId={projectId} staff={staff} /> : null}
          {staff ? <PublicLinkCard projectId={projectId} editable={editable} /> : null}
        </div>
      ) : null}
      <Requests projectId={projectId} staff={staff} editable={editable} />
    </div>
  );
}

function Requests({
  projectId,
  staff,
  editable,
}: {
  projectId: number;
  staff: boolean;
  editable: boolean;
}) {
  const trpc = useTRPC();
  const list = useQuery(intakeQuery(trpc, projectId));
  const [merging, setMerging] = useState<IntakeRequest | null>(null);
  const [declining, setDeclining] = useState<IntakeRequest | null>(null);
  const actions: RequestActions = { onMerge: setMerging, onDecline: setDeclining };

  return (
    <SectionCard
      title="Requests"
      description={
        editable
          ? "Accept a request to make it a task in To Do, merge it into a task that already covers it, or decline it with a reason the person who asked sees."
          : "What was asked on this project, and what became of it."
      }
    >
      <QueryView
        query={list}
        skeleton={<ListSkeleton rows={3} label="Loading the requests" />}
        errorTitle="Couldn't load the requests"
      >
        {(data) => {
          if (data.requests.length === 0) {
            return (
              <EmptyState
                icon={<InboxIcon />}
                title="No requests yet"
                description={
                  staff
                    ? "Requests sent here, or through the public form, wait for you to accept, merge or decline them."
                    : "Ask for something above: your request and what becomes of it show here."
                }
              />
            );
          }
          const { waiting, decided } = splitRequests(data.requests);
          return (
            <div className="flex min-w-0 flex-col gap-6">
              <Group title="New" count={waiting.length}>
                {waiting.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
                    Nothing waiting for a decision.
                  </p>
                ) : (
                  <ul className="flex min-w-0 flex-col gap-3" aria-label="New requests">
                    {waiting.map((request) => (
                      <RequestCard
                        key={request.id}
                        projectId={projectId}
                        request={request}
                        staff={staff}
                        editable={editable}
                        actions={actions}
                      />
                    ))}
                  </ul>
                )}
              </Group>
              {decided.length > 0 ? (
                <Group title="Decided" count={decided.length}>
                  <ul className="flex min-w-0 flex-col gap-3" aria-label="Decided requests">
                    {decided.map((request) => (
                      <RequestCard
                        key={request.id}
                        projectId={projectId}
                        request={request}
                        staff={staff}
                        editable={editable}
                        actions={actions}
                      />
                    ))}
                  </ul>
                </Group>
              ) : null}
            </div>
          );
        }}
      </QueryView>
      {editable ? (
        <>
          <MergeDialog projectId={projectId} request={merging} onClose={() => setMerging(null)} />
          <DeclineDialog
            projectId={projectId}
            request={declining}
            onClose={() => setDeclining(null)}
          />
        </>
      ) : null}
    </SectionCard>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </h3>
      {children}
    </section>
  );
}
