import type { Lead } from "@cairn/schema/leads";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import { FolderKanbanIcon, InboxIcon, UserPlusIcon } from "lucide-react";
import { consultantQueries } from "../../boot/landing-queries";
import { LeadStatusBadge, PlanBadge } from "../../features/badges/badges";
import { ConvertLeadButton } from "../../features/leads/convert-lead-dialog";
import { LeadsPipeline } from "../../features/leads/leads-pipeline";
import { useClaimLead } from "../../features/leads/use-claim-lead";
import {
  ActiveTasksCard,
  CompletedTasksCard,
  ItemRow,
  MyTasks,
  OverviewCounts,
  OverviewSection,
  RECENT,
  RecentTasks,
  useProjectNames,
} from "../../features/overview/overview-parts";
import { ProjectCards } from "../../features/projects/project-progress";
import { OwnCalendarLink } from "../../features/routines/calendar-link";
import { useSession } from "../../features/session/session-context";
import { countTasks } from "../../features/tasks/progress";
import { TaskStatusSelect } from "../../features/tasks/task-status-select";
import { useTRPC } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { useTab, WRAP_TABS } from "../../lib/use-tab";
import { PageBody, PageHeader, SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";

const TABS = ["overview", "projects", "tasks", "leads"] as const;

function useConsultantData() {
  const trpc = useTRPC();
  const { user } = useSession();
  const queries = consultantQueries(trpc, user.id);
  return {
    projects: useQuery(queries.projects),
    tasks: useQuery(queries.tasks),
    myLeads: useQuery(queries.myLeads),
    allLeads: useQuery(queries.allLeads),
  };
}

const unassigned = (leads: readonly Lead[]) => leads.filter((lead) => lead.assignedTo === null);

/** docs/product.md §2.19: four tabs over the consultant's own projects, tasks and leads. */
export function ConsultantDashboard() {
  const [tab, setTab] = useTab(TABS);
  return (
    <PageBody>
      <PageHeader
        title="Consultant Dashboard"
        description="Your projects, your tasks and the leads waiting for a consultant."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className={WRAP_TABS} aria-label="Consultant dashboard" data-tour="dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="projects" data-tour="projects">
            My Projects
          </TabsTrigger>
          <TabsTrigger value="tasks">My Tasks</TabsTrigger>
          <TabsTrigger value="leads">Lead Management</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview onOpenTab={setTab} />
        </TabsContent>
        <TabsContent value="projects">
          <MyProjects />
        </TabsContent>
        <TabsContent value="tasks">
          <ConsultantTasks />
        </TabsContent>
        <TabsContent value="leads">
          <LeadManagement />
        </TabsContent>
      </Tabs>
    </PageBody>
  );
}

function Overview({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const { projects, tasks, myLeads, allLeads } = useConsultantData();
  const names = useProjectNames(projects.data);
  return (
    <div className="flex flex-col gap-6">
      <OverviewCounts queries={[projects, tasks, myLeads, allLeads]}>
        {() => {
          const list = projects.data ?? [];
          const counts = countTasks(tasks.data ?? []);
          const active = list.filter((project) => project.status === "active").length;
          const waiting = unassigned(allLeads.data ?? []).filter(
            (lead) => lead.status === "new",
          ).length;
          return (
            <>
              <StatCard
                label="My Projects"
                value={list.length}
                hint={`${active} active`}
                icon={<FolderKanbanIcon />}
              />
              <ActiveTasksCard counts={counts} />
              <StatCard
                label="My Leads"
                value={(myLeads.data ?? []).length}
                hint={`${waiting} new to claim`}
                tone="info"
                icon={<InboxIcon />}
              />
              <CompletedTasksCard counts={counts} />
            </>
          );
        }}
      </OverviewCounts>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentTasks tasks={tasks} names={names} onViewAll={() => onOpenTab("tasks")} />
        <OverviewSection
          title="Unassigned Leads"
          description="New leads waiting for a consultant."
          onViewAll={() => onOpenTab("leads")}
        >
          <QueryView query={allLeads} skeleton={<ListSkeleton rows={3} />}>
            {(list) => <ClaimableLeads leads={unassigned(list).slice(0, RECENT)} />}
          </QueryView>
        </OverviewSection>
      </div>
    </div>
  );
}

function ClaimableLeads({ leads }: { leads: readonly Lead[] }) {
  const { claim, claimingId } = useClaimLead();
  if (leads.length === 0) {
    return (
      <EmptyState
        title="No unassigned leads"
        description="Every lead has a consultant. New sign-ups appear here."
      />
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border">
      {leads.map((lead) => (
        <ItemRow
          key={lead.id}
          title={<span className="font-medium">{lead.name}</span>}
          detail={
            <>
              {[lead.company, lead.teamSize ? `${lead.teamSize} people` : null]
                .filter(Boolean)
                .join(" · ")}
              {" · "}
              {formatDate(lead.createdAt)}
            </>
          }
          aside={
            <>
              <PlanBadge plan={lead.planType} />
              <Button
                size="sm"
                aria-label={`Assign to me: ${lead.name}`}
                loading={claimingId === lead.id}
                disabled={claimingId !== undefined && claimingId !== lead.id}
                onClick={() => claim(lead)}
              >
                <UserPlusIcon aria-hidden="true" />
                Assign to me
              </Button>
            </>
          }
        />
      ))}
    </ul>
  );
}

function MyProjects() {
  return (
    <ProjectCards
      owner="consultant"
      skeletonCount={3}
      empty={{
        title: "No projects assigned yet",
        description: "Projects an administrator gives you appear here.",
      }}
    />
  );
}

/** The consultant's tasks, then a calendar link to the routines of all their projects. */
function ConsultantTasks() {
  const { projects, tasks } = useConsultantData();
  const names = useProjectNames(projects.data);
  return (
    <div className="flex flex-col gap-6">
      <MyTasks
        tasks={tasks}
        names={names}
        rows={5}
        description="Change a status and it is saved at once."
        status={(task) => <TaskStatusSelect task={task} />}
      />
      <OwnCalendarLink />
    </div>
  );
}

function LeadManagement() {
  const { myLeads, allLeads } = useConsultantData();
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="My Leads" description="Leads assigned to you.">
          <QueryView query={myLeads} skeleton={<ListSkeleton rows={3} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState
                  icon={<InboxIcon />}
                  title="No leads yet"
                  description="Claim an available lead to start."
                />
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {list.map((lead) => (
                    <ItemRow
                      key={lead.id}
                      title={<span className="font-medium">{lead.name}</span>}
                      detail={[lead.company, lead.email].filter(Boolean).join(" · ")}
                      aside={
                        <>
                          <PlanBadge plan={lead.planType} />
                          <LeadStatusBadge status={lead.status} />
                          <ConvertLeadButton lead={lead} />
                        </>
                      }
                    />
                  ))}
                </ul>
              )
            }
          </QueryView>
        </SectionCard>
        <SectionCard
          title="Available Leads"
          description="Unassigned leads: the first to claim one gets it."
        >
          <QueryView query={allLeads} skeleton={<ListSkeleton rows={3} />}>
            {(list) => <ClaimableLeads leads={unassigned(list)} />}
          </QueryView>
        </SectionCard>
      </div>
      <SectionCard
        title="Pipeline"
        description="Every lead: search, filter and open one to move it along, read its plan and add notes."
      >
        <ConsultantPipeline />
      </SectionCard>
    </div>
  );
}

/** The lead pipeline as a consultant sees it: every lead, their own ones to move along. */
function ConsultantPipeline() {
  const { user } = useSession();
  const { claim, claimingId } = useClaimLead();
  const claimButton = (lead: Lead) =>
    lead.assignedTo === null ? (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Claim ${lead.name}`}
        loading={claimingId === lead.id}
        disabled={claimingId !== undefined && claimingId !== lead.id}
        onClick={() => claim(lead)}
      >
        <UserPlusIcon aria-hidden="true" />
        Assign to me
      </Button>
    ) : null;
  return (
    <LeadsPipeline
      assignees={[{ value: String(user.id), label: "Me" }]}
      assigneeName={(lead) =>
        lead.assignedTo === null
          ? "Unassigned"
          : lead.assignedTo === user.id
            ? "You"
            : "Another consultant"
      }
      actions={claimButton}
      detailActions={claimButton}
    />
  );
}
