import { LEAD_STATUSES } from "@cairn/schema/constants";
import type { Lead } from "@cairn/schema/leads";
import { InboxIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDate, humanize } from "../../lib/format";
import { usePagedList } from "../../lib/use-paged-list";
import { Cell, DataTable, type HeadCell, Row } from "../../parts/data-table";
import { FilterSelect, PagedTable, SearchField, sortableHead } from "../../parts/list-controls";
import { LeadStatusBadge, PlanBadge } from "../badges/badges";
import { LeadDetailDialog } from "./lead-detail";
import { INITIAL_VIEW, refine, toggleSort } from "./pipeline-model";
import { leadsPageQuery } from "./queries";

export interface AssigneeOption {
  value: string;
  label: string;
}

export interface LeadsPipelineProps {
  /** The assignee filter's choices besides All and Unassigned (consultants, or "me"). */
  assignees: readonly AssigneeOption[];
  /** Who a lead is assigned to, in words. */
  assigneeName: (lead: Lead) => string;
  /** The row's own actions (assign, claim, delete). */
  actions?: (lead: Lead) => ReactNode;
  /** The lead detail's extra actions. */
  detailActions?: (lead: Lead) => ReactNode;
}

/** The URL's `lead` parameter: the lead whose detail is open, so the detail has a link. */
function useOpenLead(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("lead"));
  const open = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete("lead");
        else next.set("lead", String(id));
        return next;
      },
      { preventScrollReset: true },
    );
  return [open, set];
}

/**
 * The lead pipeline (docs/leads.md): search by name, e-mail or company, filter by status and
 * assignee, sort by the column headers, page through; a lead's name opens its detail (status
 * moves, plan, timeline, notes), whose address is `?lead=<id>`.
 */
export function LeadsPipeline({
  assignees,
  assigneeName,
  actions,
  detailActions,
}: LeadsPipelineProps) {
  const trpc = useTRPC();
  const leads = usePagedList({
    initial: INITIAL_VIEW,
    sort: toggleSort,
    queryOptions: (view) => leadsPageQuery(trpc, view),
  });
  const { view } = leads;
  const [openLead, setOpenLead] = useOpenLead();

  const head: HeadCell[] = [
    sortableHead(leads, "name", "Lead"),
    sortableHead(leads, "company", "Company"),
    sortableHead(leads, "status", "Status"),
    "Plan",
    "Assigned to",
    sortableHead(leads, "createdAt", "Received"),
    ...(actions ? ["Actions"] : []),
  ];

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          label="Search leads"
          placeholder="Name, e-mail or company"
          value={leads.search}
          onChange={leads.setSearch}
        />
        <FilterSelect
          label="Status"
          value={view.status}
          options={[
            { value: "all", label: "All statuses" },
            ...LEAD_STATUSES.map((status) => ({ value: status, label: humanize(status) })),
          ]}
          onChange={(status) => leads.setView((current) => refine(current, { status }))}
        />
        <FilterSelect
          label="Assigned to"
          className="md:w-52"
          value={view.assignee}
          options={[
            { value: "all", label: "Anyone" },
            { value: "unassigned", label: "Unassigned" },
            ...assignees,
          ]}
          onChange={(assignee) => leads.setView((current) => refine(current, { assignee }))}
        />
      </div>
      <PagedTable
        list={leads}
        skeletonRows={6}
        errorTitle="Couldn't load leads"
        filtered={view.q !== "" || view.status !== "all" || view.assignee !== "all"}
        noMatches={{
          title: "No matching leads",
          description: "No lead matches this search and these filters.",
        }}
        empty={{
          icon: <InboxIcon />,
          title: "No leads yet",
          description: "Free-trial sign-ups from the website appear here.",
        }}
        pager={{ label: "Pages of leads", noun: "leads" }}
      >
        {(rows) => (
          <DataTable label="Leads" head={head}>
            {rows.map((lead) => (
              <Row key={lead.id}>
                <Cell>
                  <div className="flex flex-col items-start">
                    <button
                      type="button"
                      className="rounded-sm text-left font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={() => setOpenLead(lead.id)}
                    >
                      <span className="sr-only">Open lead </span>
                      {lead.name}
                    </button>
                    <span className="text-muted-foreground">{lead.email}</span>
                  </div>
                </Cell>
                <Cell label="Company">{lead.company ?? "—"}</Cell>
                <Cell label="Status">
                  <LeadStatusBadge status={lead.status} />
                </Cell>
                <Cell label="Plan">
                  <div className="flex flex-wrap items-center gap-1">
                    <PlanBadge plan={lead.planType} />
                    {lead.planId !== null ? (
                      <span className="text-xs text-muted-foreground">+ setup plan</span>
                    ) : null}
                  </div>
                </Cell>
                <Cell label="Assigned to" className="text-muted-foreground">
                  {assigneeName(lead)}
                </Cell>
                <Cell label="Received" className="whitespace-nowrap text-muted-foreground">
                  {formatDate(lead.createdAt)}
                </Cell>
                {actions ? <Cell>{actions(lead)}</Cell> : null}
              </Row>
            ))}
          </DataTable>
        )}
      </PagedTable>
      <LeadDetailDialog
        leadId={openLead}
        onClose={() => setOpenLead(null)}
        extraActions={detailActions}
      />
    </div>
  );
}
