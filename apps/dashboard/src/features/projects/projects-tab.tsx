import { errorDetails } from "@cairn/api-client/errors";
import { appRole } from "@cairn/api-client/session";
import { requiredText } from "@cairn/schema/common";
import { PLAN_TYPES, PROJECT_STATUSES } from "@cairn/schema/constants";
import { planType } from "@cairn/schema/leads";
import { createProjectInput, type Project, projectStatus } from "@cairn/schema/projects";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSelect, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  ArchiveIcon,
  FolderKanbanIcon,
  LayoutDashboardIcon,
  PlusIcon,
  Trash2Icon,
} from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDate, humanize, personName } from "../../lib/format";
import { usePagedList } from "../../lib/use-paged-list";
import { Cell, DataTable, Row } from "../../parts/data-table";
import { FormActions } from "../../parts/form-actions";
import { PagedTable, sortableHead } from "../../parts/list-controls";
import { PlanBadge, ProjectStatusBadge } from "../badges/badges";
import type { Person } from "../session/person";
import { ArchiveProjectDialog, DeleteProjectDialog, RestoreProjectButton } from "./project-actions";
import { ProjectFilters } from "./project-filters";
import { INITIAL_PROJECTS_VIEW, isFiltered, sortProjects } from "./projects-model";
import {
  createProjectMutation,
  peopleQuery,
  projectsPageQuery,
  useProjectRefreshes,
} from "./queries";

const NONE = "none";

/**
 * docs/product.md §2.17 Projects: search (name or description), filter by status and by archive,
 * sort by the column headers, page through; each row's Dashboard, Archive or Restore, and
 * Delete (docs/projects.md); a New Project dialog.
 */
export function ProjectsTab() {
  const trpc = useTRPC();
  const projects = usePagedList({
    initial: INITIAL_PROJECTS_VIEW,
    sort: sortProjects,
    queryOptions: (view) => projectsPageQuery(trpc, view),
  });
  const users = useQuery(peopleQuery(trpc));
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const names = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.id, personName(user)])),
    [users.data],
  );

  return (
    <div className="flex flex-col gap-4">
      <ProjectFilters
        searchLabel="Search projects"
        search={projects.search}
        onSearch={projects.setSearch}
        view={projects.view}
        onView={projects.setView}
      >
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          New Project
        </Button>
      </ProjectFilters>
      <PagedTable
        list={projects}
        skeletonRows={5}
        errorTitle="Couldn't load projects"
        filtered={isFiltered(projects.view)}
        noMatches={{
          title: "No matching projects",
          description: "No project matches this search and these filters.",
        }}
        empty={{
          icon: <FolderKanbanIcon />,
          title: "No projects yet",
          description:
            "Create the first project to give a client a board, health checks and a mood tracker.",
        }}
        pager={{ label: "Pages of projects", noun: "projects" }}
      >
        {(rows) => (
          <DataTable
            label="Projects"
            head={[
              sortableHead(projects, "name", "Project"),
              sortableHead(projects, "createdAt", "Created"),
              sortableHead(projects, "status", "Status"),
              "Plan",
              "Client · Consultant",
              "Actions",
            ]}
          >
            {rows.map((project) => (
              <Row key={project.id} className={project.archivedAt ? "bg-muted/40" : undefined}>
                <Cell className="max-w-sm">
                  <div className="flex flex-col gap-0.5">
                    <span className="font-medium">{project.name}</span>
                    {project.description ? (
                      <span className="line-clamp-2 text-muted-foreground">
                        {project.description}
                      </span>
                    ) : null}
                  </div>
                </Cell>
                <Cell label="Created" className="whitespace-nowrap text-muted-foreground">
                  {formatDate(project.createdAt)}
                </Cell>
                <Cell label="Status">
                  <div className="flex flex-wrap gap-1.5">
                    <ProjectStatusBadge status={project.status} />
                    {project.archivedAt ? <Badge variant="warning">Archived</Badge> : null}
                  </div>
                </Cell>
                <Cell label="Plan">
                  <PlanBadge plan={project.planType} />
                </Cell>
                <Cell label="People" className="text-muted-foreground">
                  {(project.clientId && names.get(project.clientId)) || "No client"}
                  {" · "}
                  {(project.consultantId && names.get(project.consultantId)) || "No consultant"}
                </Cell>
                <Cell>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`projects/${project.id}`}
                      aria-label={`Dashboard: ${project.name}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <LayoutDashboardIcon aria-hidden="true" />
                      Dashboard
                    </Link>
                    {project.archivedAt ? (
                      <RestoreProjectButton project={project} />
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Archive ${project.name}`}
                        onClick={() => setArchiving(project)}
                      >
                        <ArchiveIcon aria-hidden="true" />
                        Archive
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Delete ${project.name}`}
                      className="text-danger hover:text-danger"
                      onClick={() => setDeleting(project)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </PagedTable>
      <ArchiveProjectDialog project={archiving} onClose={() => setArchiving(null)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New Project</DialogTitle>
            <DialogDescription>
              The project starts with an empty board of four columns.
            </DialogDescription>
          </DialogHeader>
          {creating ? (
            <NewProjectForm users={users.data ?? []} onDone={() => setCreating(false)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** A new project, checked by the API's rules (`createProjectInput`) in the dialog's words. */
const newProjectForm = createProjectInput.extend({ name: requiredText(200, "Name is required") });

function personOptions(people: readonly Person[]) {
  return [
    { value: NONE, label: "Nobody yet" },
    ...people.map((person) => ({
      value: String(person.id),
      label: `${personName(person)}${person.company ? ` (${person.company})` : ""}`,
    })),
  ];
}

const personOption = {
  toOption: (value: number | null | undefined) => (value ? String(value) : NONE),
  fromOption: (option: string) => (option === NONE ? null : Number(option)),
};

function NewProjectForm({ users, onDone }: { users: readonly Person[]; onDone: () => void }) {
  const trpc = useTRPC();
  const refreshes = useProjectRefreshes();
  const form = useZodForm(newProjectForm, {
    defaultValues: {
      name: "",
      description: "",
      clientId: null,
      consultantId: null,
      status: "active",
      planType: "trial",
    },
  });
  const create = useMutation({
    ...createProjectMutation(trpc),
    onSuccess: async (project) => {
      toast({
        title: "Project created",
        description: `${project.name} is ready for its first tasks.`,
        variant: "success",
      });
      onDone();
      await refreshes.created();
    },
  });

  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={(values) => create.mutateAsync(values)}
    >
      <FormField control={form.control} name="name" label="Name" required>
        <Input autoComplete="off" />
      </FormField>
      <FormField control={form.control} name="description" label="Description">
        <Textarea rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="clientId"
          label="Client"
          options={personOptions(users.filter((user) => appRole(user.role) === "client"))}
          {...personOption}
        />
        <FormSelect
          control={form.control}
          name="consultantId"
          label="Consultant"
          options={personOptions(users.filter((user) => user.role === "consultant"))}
          {...personOption}
        />
        <FormSelect
          control={form.control}
          name="status"
          label="Status"
          options={PROJECT_STATUSES.map((option) => ({ value: option, label: humanize(option) }))}
          fromOption={(option) => projectStatus.parse(option)}
        />
        <FormSelect
          control={form.control}
          name="planType"
          label="Plan"
          options={PLAN_TYPES.map((option) => ({ value: option, label: humanize(option) }))}
          fromOption={(option) => planType.parse(option)}
        />
      </div>
      <FormError />
      <FormActions onCancel={onDone} submit="Create Project" />
    </Form>
  );
}
