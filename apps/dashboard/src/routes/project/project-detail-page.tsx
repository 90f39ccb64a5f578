import { isAppError } from "@cairn/api-client/errors";
import { appRole, dashboardPath } from "@cairn/api-client/session";
import type { Task } from "@cairn/schema/tasks";
import { buttonVariants } from "@cairn/ui/button-variants";
import { EmptyState } from "@cairn/ui/empty-state";
import { Skeleton } from "@cairn/ui/skeleton";
import { StatCard } from "@cairn/ui/stat-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeftIcon,
  CircleCheckBigIcon,
  ClockIcon,
  EyeIcon,
  FolderSearchIcon,
  ListTodoIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { Link, Outlet, useLocation, useNavigate, useParams, useResolvedPath } from "react-router";
import { PlanBadge, ProjectStatusBadge } from "../../features/badges/badges";
import { allTasks } from "../../features/board/board-model";
import { KanbanBoard } from "../../features/board/kanban-board";
import { membersQuery, projectQueries } from "../../features/board/queries";
import { type BoardState, useBoard } from "../../features/board/use-board";
import { type LabelsState, useLabels } from "../../features/board/use-labels";
import { ProjectArchiveControls } from "../../features/projects/project-archive";
import type { Person } from "../../features/session/person";
import { useSession } from "../../features/session/session-context";
import { countTasks } from "../../features/tasks/progress";
import { canUseToolStack } from "../../features/tool-stack/tool-stack-model";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { useTab, WRAP_TABS } from "../../lib/use-tab";
import { PageBody } from "../../parts/page-header";
import { CardsSkeleton, ErrorState, ListSkeleton } from "../../parts/states";

const HealthTab = lazy(() => import("../../features/health/health-tab"));
const PriorityTab = lazy(() => import("../../features/priority/priority-tab"));
const MoodTab = lazy(() => import("../../features/mood/mood-tab"));
const DocumentsTab = lazy(() => import("../../features/documents/documents-tab"));
const RoadmapTab = lazy(() => import("../../features/roadmap/roadmap-tab"));
const RaidTab = lazy(() => import("../../features/raid/raid-tab"));
const RoutinesTab = lazy(() => import("../../features/routines/routines-tab"));
const RulesTab = lazy(() => import("../../features/rules/rules-tab"));
const IntakeTab = lazy(() => import("../../features/intake/intake-tab"));
const ToolStackTab = lazy(() => import("../../features/tool-stack/tool-stack-tab"));

const STAFF_TABS = [
  "board",
  "roadmap",
  "raid",
  "routines",
  "rules",
  "intake",
  "health",
  "priority",
  "mood",
  "documents",
] as const;
const CLIENT_TABS = [
  "board",
  "roadmap",
  "raid",
  "routines",
  "rules",
  "intake",
  "health",
  "mood",
  "documents",
] as const;
/** Pushes and imports change the project: for admins and its own consultant (docs/tool-stack.md). */
const TOOL_STACK_TABS = [...STAFF_TABS, "tool-stack"] as const;
const MAX_ID = 2_147_483_647;

function backPath(role: string): string {
  return `${dashboardPath(role)}?tab=projects`;
}

/** `/<dashboard>/projects/:projectId`: a real address that survives a reload and can be shared. */
export function ProjectDetailPage() {
  const { projectId } = useParams();
  const id = Number(projectId);
  if (!/^\d+$/.test(projectId ?? "") || id < 1 || id > MAX_ID) return <ProjectNotFound />;
  return <ProjectDetail key={id} projectId={id} />;
}

function ProjectNotFound() {
  const { user } = useSession();
  return (
    <PageBody>
      <title>Project not found · Cairn</title>
      <EmptyState
        icon={<FolderSearchIcon />}
        headingLevel={2}
        title="Project not found"
        description="This project doesn't exist, or it isn't one of yours. Check the address, or pick a project from your dashboard."
        action={
          <Link to={backPath(user.role)} className={buttonVariants()}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to my projects
          </Link>
        }
      />
    </PageBody>
  );
}

/**
 * Display names the board can show: the project's members by name (its client, consultant and
 * assignees), and who a task can be assigned to (the members and the person editing).
 */
function usePeople(projectId: number, user: Person) {
  const trpc = useTRPC();
  const members = useQuery(membersQuery(trpc, projectId));
  return useMemo(() => {
    const names = new Map<number, string>();
    for (const member of members.data ?? []) names.set(member.id, member.name);
    names.set(user.id, personName(user));
    const assignable = new Map(names);
    return { names, assignable };
  }, [members.data, user]);
}

/** What the task panel's route (`tasks/:taskId`, over the board) reads from the project page. */
export interface ProjectOutletContext {
  projectId: number;
  board: BoardState;
  labels: LabelsState;
  /** Staff change tasks; clients read them. */
  editable: boolean;
  /** Archived: read-only for everyone, comments and files included (docs/projects.md). */
  archived: boolean;
  /** The project's client and admins give the client's verdict on a task in Review. */
  canApprove: boolean;
  people: ReadonlyMap<number, string>;
  assignable: ReadonlyMap<number, string>;
  /** The project page's address (the board's), to go back to. */
  projectPath: string;
}

function ProjectDetail({ projectId }: { projectId: number }) {
  const { user } = useSession();
  const trpc = useTRPC();
  const project = useQuery(projectQueries(trpc, projectId).project);
  // The board's live feed lives as long as the project page: counters, the board and an open
  // task panel follow other people's changes whichever tab is shown.
  const boardState = useBoard(projectId, user.id);
  const board = boardState.board;
  const labels = useLabels(projectId);
  const role = appRole(user.role);
  const staff = role !== "client";
  // An archived project is read-only for everyone (docs/projects.md): no control offers a change.
  const editable = staff && project.data?.archivedAt === null;
  const toolStack = canUseToolStack(role, user.id, project.data);
  const [tab, setTab] = useTab(toolStack ? TOOL_STACK_TABS : staff ? STAFF_TABS : CLIENT_TABS);
  const { names, assignable } = usePeople(projectId, user);
  const navigate = useNavigate();
  const location = useLocation();
  const projectPath = useResolvedPath(".").pathname;
  const openTask = useCallback(
    (task: Task) =>
      navigate(
        { pathname: `${projectPath}/tasks/${task.id}`, search: location.search },
        { state: { fromBoard: true } },
      ),
    [navigate, projectPath, location.search],
  );
  const outlet: ProjectOutletContext = {
    projectId,
    board: boardState,
    labels,
    editable,
    archived: project.data?.archivedAt != null,
    canApprove: (role === "client" || role === "admin") && project.data?.archivedAt === null,
    people: names,
    assignable,
    projectPath,
  };
  const counts = useMemo(
    () => (board.data ? countTasks(allTasks(board.data)) : null),
    [board.data],
  );

  if (project.isError) {
    if (isAppError(project.error, "NOT_FOUND") || isAppError(project.error, "FORBIDDEN")) {
      return <ProjectNotFound />;
    }
    return (
      <PageBody>
        <ErrorState
          title="Couldn't load this project"
          error={project.error}
          onRetry={() => void project.refetch()}
          retrying={project.isFetching}
          headingLevel={2}
        />
      </PageBody>
    );
  }

  return (
    <PageBody>
      <div className="flex flex-col gap-4">
        <Link
          to={backPath(user.role)}
          className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}
        >
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Link>
        {project.data ? (
          <div className="flex flex-col gap-2">
            <title>{`${project.data.name} · Cairn`}</title>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                {project.data.name}
              </h1>
              <ProjectStatusBadge status={project.data.status} />
              <PlanBadge plan={project.data.planType} />
              <span className="ml-auto">
                <ProjectArchiveControls project={project.data} placement="action" />
              </span>
            </div>
            {project.data.description ? (
              <p className="max-w-3xl text-muted-foreground">{project.data.description}</p>
            ) : null}
            <ProjectArchiveControls project={project.data} placement="banner" />
          </div>
        ) : (
          <div aria-busy="true" className="flex flex-col gap-2">
            <Skeleton className="h-8 w-72" />
            <Skeleton className="h-4 w-96 max-w-full" />
          </div>
        )}
      </div>
      {counts ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
          <StatCard label="Total Tasks" value={counts.total} icon={<ListTodoIcon />} />
          <StatCard
            label="Completed"
            value={counts.completed}
            tone="success"
            icon={<CircleCheckBigIcon />}
          />
          <StatCard
            label="In Progress"
            value={counts.inProgress}
            tone="info"
            icon={<ClockIcon />}
          />
          <StatCard label="Review" value={counts.review} tone="info" icon={<EyeIcon />} />
          <StatCard
            label="Overdue"
            value={counts.overdue}
            tone={counts.overdue > 0 ? "danger" : "neutral"}
            icon={<TriangleAlertIcon />}
          />
        </div>
      ) : board.isError ? null : (
        <CardsSkeleton count={5} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5" />
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className={WRAP_TABS} aria-label="Project sections">
          <TabsTrigger value="board">Project Board</TabsTrigger>
          <TabsTrigger value="roadmap">Roadmap</TabsTrigger>
          <TabsTrigger value="raid">Risks &amp; decisions</TabsTrigger>
          <TabsTrigger value="routines">Routines</TabsTrigger>
          <TabsTrigger value="rules">Rules</TabsTrigger>
          <TabsTrigger value="intake">Intake</TabsTrigger>
          <TabsTrigger value="health">Health Dashboard</TabsTrigger>
          {staff ? <TabsTrigger value="priority">AI Priority</TabsTrigger> : null}
          <TabsTrigger value="mood">Team Mood</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          {toolStack ? <TabsTrigger value="tool-stack">Tool stack</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="board">
          <KanbanBoard
            state={boardState}
            labels={labels}
            editable={editable}
            archived={project.data?.archivedAt != null}
            people={names}
            assignable={assignable}
            onOpen={openTask}
          />
        </TabsContent>
        <TabsContent value="roadmap">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <RoadmapTab projectId={projectId} editable={editable} />
          </Suspense>
        </TabsContent>
        <TabsContent value="raid">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <RaidTab
              projectId={projectId}
              editable={editable}
              canRaise={role === "client" && project.data?.archivedAt === null}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="routines">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <RoutinesTab projectId={projectId} editable={editable} />
          </Suspense>
        </TabsContent>
        <TabsContent value="rules">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <RulesTab projectId={projectId} editable={editable} />
          </Suspense>
        </TabsContent>
        <TabsContent value="intake">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <IntakeTab
              projectId={projectId}
              staff={staff}
              editable={editable}
              canAsk={project.data?.archivedAt === null}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="health">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <HealthTab projectId={projectId} />
          </Suspense>
        </TabsContent>
        {staff ? (
          <TabsContent value="priority">
            <Suspense fallback={<ListSkeleton rows={3} />}>
              <PriorityTab projectId={projectId} />
            </Suspense>
          </TabsContent>
        ) : null}
        <TabsContent value="mood">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <MoodTab projectId={projectId} />
          </Suspense>
        </TabsContent>
        <TabsContent value="documents">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <DocumentsTab projectId={projectId} editable={editable} plan={project.data?.planType} />
          </Suspense>
        </TabsContent>
        {toolStack ? (
          <TabsContent value="tool-stack">
            <Suspense fallback={<ListSkeleton rows={3} />}>
              <ToolStackTab projectId={projectId} archived={project.data?.archivedAt != null} />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
      {/* The task panel (`tasks/:taskId`), over the board. */}
      <Outlet context={outlet} />
    </PageBody>
  );
}
