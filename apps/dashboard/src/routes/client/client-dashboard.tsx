import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import { ChartNoAxesColumnIncreasingIcon, FolderKanbanIcon } from "lucide-react";
import { clientQueries } from "../../boot/landing-queries";
import { AwaitingApproval } from "../../features/overview/awaiting-approval";
import {
  ActiveTasksCard,
  CompletedTasksCard,
  MyTasks,
  OverviewCounts,
  OverviewSection,
  RecentTasks,
  useProjectNames,
} from "../../features/overview/overview-parts";
import { ProjectCards, ProjectProgressBar } from "../../features/projects/project-progress";
import { OwnCalendarLink } from "../../features/routines/calendar-link";
import { useSession } from "../../features/session/session-context";
import { countTasks, progressPercent } from "../../features/tasks/progress";
import { useTRPC } from "../../lib/api";
import { useTab } from "../../lib/use-tab";
import { PageBody, PageHeader } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";

const TABS = ["overview", "projects", "tasks"] as const;
const NO_PROJECTS = "No projects assigned yet";

function useClientData() {
  const trpc = useTRPC();
  const { user } = useSession();
  const queries = clientQueries(trpc, user.id);
  return { projects: useQuery(queries.projects), tasks: useQuery(queries.tasks) };
}

/** docs/product.md §2.20: a client's projects and tasks, read-only, with their progress. */
export function ClientDashboard() {
  const [tab, setTab] = useTab(TABS);
  return (
    <PageBody>
      <PageHeader
        title="Client Dashboard"
        description="How your projects are going, and the tasks that are yours."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Client dashboard" data-tour="dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="projects">My Projects</TabsTrigger>
          <TabsTrigger value="tasks">My Tasks</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview onOpenTab={setTab} />
        </TabsContent>
        <TabsContent value="projects">
          <MyProjects />
        </TabsContent>
        <TabsContent value="tasks">
          <ClientTasks />
        </TabsContent>
      </Tabs>
    </PageBody>
  );
}

function Overview({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const { projects, tasks } = useClientData();
  const names = useProjectNames(projects.data);
  return (
    <div className="flex flex-col gap-6">
      <AwaitingApproval projectNames={names} />
      <OverviewCounts queries={[projects, tasks]}>
        {() => {
          const list = projects.data ?? [];
          const mine = tasks.data ?? [];
          const counts = countTasks(mine);
          const active = list.filter((project) => project.status === "active").length;
          return (
            <>
              <StatCard
                label="Active Projects"
                value={active}
                hint={`of ${list.length} total`}
                icon={<FolderKanbanIcon />}
              />
              <ActiveTasksCard counts={counts} />
              <CompletedTasksCard counts={counts} />
              <StatCard
                label="Overall Progress"
                value={`${progressPercent(mine)}%`}
                hint="of your tasks done"
                tone="info"
                icon={<ChartNoAxesColumnIncreasingIcon />}
              />
            </>
          );
        }}
      </OverviewCounts>
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentTasks tasks={tasks} names={names} onViewAll={() => onOpenTab("tasks")} />
        <OverviewSection
          title="Project Progress"
          description="Completed tasks over each project's tasks."
        >
          <QueryView query={projects} skeleton={<ListSkeleton rows={2} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title={NO_PROJECTS} />
              ) : (
                <div className="flex flex-col gap-4">
                  {list.map((project) => (
                    <ProjectProgressBar key={project.id} project={project} />
                  ))}
                </div>
              )
            }
          </QueryView>
        </OverviewSection>
      </div>
    </div>
  );
}

function MyProjects() {
  return (
    <ProjectCards
      owner="client"
      skeletonCount={2}
      empty={{ title: NO_PROJECTS, description: "Your consultant adds your projects here." }}
    />
  );
}

/** The client's tasks, then a calendar link to the routines of all their projects. */
function ClientTasks() {
  const { projects, tasks } = useClientData();
  const names = useProjectNames(projects.data);
  return (
    <div className="flex flex-col gap-6">
      <MyTasks
        tasks={tasks}
        names={names}
        rows={4}
        description="Tasks assigned to you across your projects."
      />
      <OwnCalendarLink />
    </div>
  );
}
