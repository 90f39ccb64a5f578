import type { Lead } from "@cairn/schema/leads";
import type { Project } from "@cairn/schema/projects";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import {
  CircleCheckBigIcon,
  FolderKanbanIcon,
  InboxIcon,
  ListTodoIcon,
  UserPlusIcon,
} from "lucide-react";
import { useMemo } from "react";
import { LeadStatusBadge, PlanBadge } from "../components/badges";
import { PageBody, PageHeader, SectionCard } from "../components/page-header";
import { ProjectCards } from "../components/project-progress";
import { CardsSkeleton, ErrorState, ListSkeleton, QueryView } from "../components/states";
import { TaskRow } from "../components/task-row";
import { useTRPC } from "../lib/api";
import { formatDate } from "../lib/format";
import { countTasks } from "../lib/progress";
import { useTab, WRAP_TABS } from "../lib/use-tab";
import { useSession } from "../session/session-context";
import { TaskStatusSelect } from "./task-status-select";
import { useClaimLead } from "./use-claim-lead";

const TABS = ["overview", "projects", "tasks", "leads"] as const;
const RECENT = 5;

function useConsultantData() {
  const trpc = useTRPC();
  const { user } = useSession();
  const mine = { userId: user.id };
  return {
    projects: useQuery(trpc.projects.listByConsultant.queryOptions(mine)),
    tasks: useQuery(trpc.tasks.listByAssignee.queryOptions(mine)),
    myLeads: useQuery(trpc.leads.listByAssignee.queryOptions(mine)),
    allLeads: useQuery(trpc.leads.list.queryOptions()),
  };
}

function useProjectNames(projects: readonly Project[] | undefined) {
  return useMemo(
    () => new Map((projects ?? []).map((project) => [project.id, project.name])),
    [projects],
  );
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
          <MyTasks />
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
  const loading = projects.isPending || tasks.isPending || myLeads.isPending || allLeads.isPending;
  const failed = [projects, tasks, myLeads, allLeads].find((query) => query.isError);

  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <ErrorState
          title="Couldn't load your overview"
          error={failed.error}
          onRetry={() => {
            for (const query of [projects, tasks, myLeads, allLeads]) {
              if (query.isError) void query.refetch();
            }
          }}
        />
      ) : loading ? (
        <CardsSkeleton />
      ) : (
        <OverviewCards
          projects={projects.data ?? []}
          tasks={tasks.data ?? []}
          myLeads={myLeads.data ?? []}
          allLeads={allLeads.data ?? []}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          title="Recent Tasks"
          description="Your five newest tasks."
          action={
            <Button variant="link" size="sm" onClick={() => onOpenTab("tasks")}>
              View all
            </Button>
          }
        >
          <QueryView query={tasks} skeleton={<ListSkeleton rows={3} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title="No tasks assigned yet" />
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {list.slice(0, RECENT).map((task) => (
                    <TaskRow key={task.id} task={task} projectName={names.get(task.projectId)} />
                  ))}
                </ul>
              )
            }
          </QueryView>
        </SectionCard>
        <SectionCard
          title="Unassigned Leads"
          description="New leads waiting for a consultant."
          action={
            <Button variant="link" size="sm" onClick={() => onOpenTab("leads")}>
              View all
            </Button>
          }
        >
          <QueryView query={allLeads} skeleton={<ListSkeleton rows={3} />}>
            {(list) => <ClaimableLeads leads={unassigned(list).slice(0, RECENT)} />}
          </QueryView>
        </SectionCard>
      </div>
    </div>
  );
}

function OverviewCards({
  projects,
  tasks,
  myLeads,
  allLeads,
}: {
  projects: readonly Project[];
  tasks: readonly Task[];
  myLeads: readonly Lead[];
  allLeads: readonly Lead[];
}) {
  const counts = countTasks(tasks);
  const active = projects.filter((project) => project.status === "active").length;
  const waiting = unassigned(allLeads).filter((lead) => lead.status === "new").length;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="My Projects"
        value={projects.length}
        hint={`${active} active`}
        icon={<FolderKanbanIcon />}
      />
      <StatCard
        label="Active Tasks"
        value={counts.active}
        hint={`${counts.pending} pending`}
        tone="warning"
        icon={<ListTodoIcon />}
      />
      <StatCard
        label="My Leads"
        value={myLeads.length}
        hint={`${waiting} new to claim`}
        tone="info"
        icon={<InboxIcon />}
      />
      <StatCard
        label="Completed Tasks"
        value={counts.completed}
        hint={`of ${counts.total} total`}
        tone="success"
        icon={<CircleCheckBigIcon />}
      />
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
        <li key={lead.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{lead.name}</span>
            <span className="text-sm text-muted-foreground">
              {[lead.company, lead.teamSize ? `${lead.teamSize} people` : null]
                .filter(Boolean)
                .join(" · ")}
              {" · "}
              {formatDate(lead.createdAt)}
            </span>
          </div>
          <div className="flex items-center gap-2">
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
          </div>
        </li>
      ))}
    </ul>
  );
}

function MyProjects() {
  const { projects } = useConsultantData();
  return (
    <ProjectCards
      query={projects}
      skeletonCount={3}
      empty={{
        title: "No projects assigned yet",
        description: "Projects an administrator gives you appear here.",
      }}
    />
  );
}

function MyTasks() {
  const { projects, tasks } = useConsultantData();
  const names = useProjectNames(projects.data);
  return (
    <SectionCard title="My Tasks" description="Change a status and it is saved at once.">
      <QueryView
        query={tasks}
        skeleton={<ListSkeleton rows={5} />}
        errorTitle="Couldn't load your tasks"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<ListTodoIcon />} title="No tasks assigned yet" />
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {list.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  projectName={names.get(task.projectId)}
                  status={<TaskStatusSelect task={task} />}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </SectionCard>
  );
}

function LeadManagement() {
  const { myLeads, allLeads } = useConsultantData();
  return (
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
                  <li
                    key={lead.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="flex min-w-0 flex-col">
                      <span className="font-medium">{lead.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {[lead.company, lead.email].filter(Boolean).join(" · ")}
                      </span>
                    </div>
                    <div className="flex gap-2">
                      <PlanBadge plan={lead.planType} />
                      <LeadStatusBadge status={lead.status} />
                    </div>
                  </li>
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
  );
}
