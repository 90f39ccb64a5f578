/**
 * The leads' server calls, named once. The consultant's landing page reads their leads and every
 * lead, whole (boot/landing-queries.ts); the pipeline (leads-pipeline.tsx) reads a page of leads,
 * the detail (lead-detail.tsx) a lead and its timeline, and the admin's Leads tab (leads-tab.tsx)
 * the people to assign them to. They write status moves, notes, assignments (the admin's, and a
 * consultant's claim: use-claim-lead.ts), deletions and the conversion into a project
 * (convert-lead-dialog.tsx). What each write makes stale is named in `useLeadRefreshes`.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";
import { listQuery, type PipelineView } from "./pipeline-model";

type Trpc = Api["trpc"];

/** One page of the pipeline, as its view (search, filters, sort, page) asks. */
export function leadsPageQuery(trpc: Trpc, view: PipelineView) {
  return trpc.leads.list.queryOptions(listQuery(view));
}

/** Every lead assigned to the consultant, whole: the landing page's tiles count them. */
export function assignedLeadsQuery(trpc: Trpc, userId: number) {
  return trpc.leads.listByAssignee.queryOptions({ userId, ...WHOLE_LIST });
}

/** Every lead, whole: the consultant's landing page finds the unassigned ones in it. */
export function allLeadsQuery(trpc: Trpc) {
  return trpc.leads.list.queryOptions(WHOLE_LIST);
}

export function leadQuery(trpc: Trpc, leadId: number) {
  return trpc.leads.get.queryOptions({ leadId });
}

/** What happened to a lead: moves, notes, assignments. */
export function leadTimelineQuery(trpc: Trpc, leadId: number) {
  return trpc.leads.timeline.queryOptions({ leadId });
}

/** Every user, for the consultants a lead can be assigned to and the assignees' names. */
export function peopleQuery(trpc: Trpc) {
  return trpc.users.list.queryOptions(WHOLE_LIST);
}

export function updateLeadStatusMutation(trpc: Trpc) {
  return trpc.leads.updateStatus.mutationOptions();
}

export function addLeadNoteMutation(trpc: Trpc) {
  return trpc.leads.addNote.mutationOptions();
}

/** An assignment to a consultant: the admin's choice, or a consultant claiming a lead. */
export function assignLeadMutation(trpc: Trpc) {
  return trpc.leads.assign.mutationOptions();
}

export function removeLeadMutation(trpc: Trpc) {
  return trpc.leads.remove.mutationOptions();
}

/** A lead turned into a project (and its client's account). */
export function convertLeadMutation(trpc: Trpc) {
  return trpc.leads.convert.mutationOptions();
}

/** What a write makes stale, each read again at once; each promise settles once all are back. */
export function useLeadRefreshes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /** A claim: every lead list and lead. */
    leads: () => queryClient.invalidateQueries(trpc.leads.pathFilter()),
    /** An assignment or a deletion: the leads and the overview's counters. */
    leadsAndOverview: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.leads.pathFilter()),
        queryClient.invalidateQueries(trpc.overview.pathFilter()),
      ]),
    /** A status move: the leads, the overview and the lead's timeline. */
    lead: (leadId: number) =>
      Promise.all([
        queryClient.invalidateQueries(trpc.leads.pathFilter()),
        queryClient.invalidateQueries(trpc.overview.pathFilter()),
        queryClient.invalidateQueries(trpc.leads.timeline.queryFilter({ leadId })),
      ]),
    /** A note: the lead's timeline. */
    timeline: (leadId: number) =>
      queryClient.invalidateQueries(trpc.leads.timeline.queryFilter({ leadId })),
    /** A conversion: the leads, the projects, the users and the overview. */
    converted: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.leads.pathFilter()),
        queryClient.invalidateQueries(trpc.projects.pathFilter()),
        queryClient.invalidateQueries(trpc.users.pathFilter()),
        queryClient.invalidateQueries(trpc.overview.pathFilter()),
      ]),
  };
}
