import type { Project } from "@cairn/schema/projects";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import {
  ChartNoAxesColumnIncreasingIcon,
  CircleCheckBigIcon,
  FolderKanbanIcon,
  ListTodoIcon,
} from "lucide-react";
import { useMemo } from "react";
import { PageBody, PageHeader, SectionCard } from "../components/page-header";
import { ProjectCards, ProjectProgressBar } from "../components/project-progress";
import { CardsSkeleton, ErrorState, ListSkeleton, QueryView } from "../components/states";
import { TaskRow } from "../components/task-row";
import { useTRPC } from "../lib/api";
import { countTasks, progressPercent } from "../lib/progress";
import { useTab } from "../lib/use-tab";
import { useSession } from "../session/session-context";

const TABS = ["overview", "projects", "tasks"] as const;
const RECENT = 5;
const NO_TASKS = "No tasks assigned yet";
const NO_PROJECTS = "No projects assigned yet";

function useClientData() {
  const trpc = useTRPC();
  const { user } = useSession();
  const mine = { userId: user.id };
  return {
    projects: useQuery(trpc.projects.listByClient.queryOptions(mine)),
    tasks: useQuery(trpc.tasks.listByAssignee.queryOptions(mine)),
  };
}

function useProjectNames(projects: readonly Project[] | undefined) {
  return useMemo(
    () => new Map((projects ?? []).map((project) => [project.id, project.name])),
    [projects],
  );
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
          <MyTasks />
        </TabsContent>
      </Tabs>
    </PageBody>
  );
}

function OverviewCards({
  projects,
  tasks,
}: {
  projects: readonly Project[];
  tasks: readonly Task[];
}) {
  const counts = countTasks(tasks);
  const active = projects.filter((project) => project.status === "active").length;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Active Projects"
        value={active}
        hint={`of ${projects.length} total`}
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
        label="Completed Tasks"
        value={counts.completed}
        hint={`of ${counts.total} total`}
        tone="success"
        icon={<CircleCheckBigIcon />}
      />
      <StatCard
        label="Overall Progress"
        value={`${progressPercent(tasks)}%`}
        hint="of your tasks done"
        tone="info"
        icon={<ChartNoAxesColumnIncreasingIcon />}
      />
    </div>
  );
}

function Overview({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const { projects, tasks } = useClientData();
  const names = useProjectNames(projects.data);
  const failed = [projects, tasks].find((query) => query.isError);
  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <ErrorState
          title="Couldn't load your overview"
          error={failed.error}
          onRetry={() => {
            if (projects.isError) void projects.refetch();
            if (tasks.isError) void tasks.refetch();
          }}
        />
      ) : projects.isPending || tasks.isPending ? (
        <CardsSkeleton />
      ) : (
        <OverviewCards projects={projects.data ?? []} tasks={tasks.data ?? []} />
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
                <EmptyState title={NO_TASKS} />
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
        </SectionCard>
      </div>
    </div>
  );
}

function MyProjects() {
  const { projects } = useClientData();
  return (
    <ProjectCards
      query={projects}
      skeletonCount={2}
      empty={{ title: NO_PROJECTS, description: "Your consultant adds your projects here." }}
    />
  );
}

function MyTasks() {
  const { projects, tasks } = useClientData();
  const names = useProjectNames(projects.data);
  return (
    <SectionCard title="My Tasks" description="Tasks assigned to you across your projects.">
      <QueryView
        query={tasks}
        skeleton={<ListSkeleton rows={4} />}
        errorTitle="Couldn't load your tasks"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<ListTodoIcon />} title={NO_TASKS} />
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {list.map((task) => (
                <TaskRow key={task.id} task={task} projectName={names.get(task.projectId)} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </SectionCard>
  );
}
