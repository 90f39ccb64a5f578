import { appRole } from "@cairn/api-client/session";
import { PLAN_TYPES, PROJECT_STATUSES } from "@cairn/schema/constants";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { EmptyState } from "@cairn/ui/empty-state";
import { Field } from "@cairn/ui/field";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FolderKanbanIcon, LayoutDashboardIcon, PlusIcon } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDate, humanize, personName } from "../../lib/format";
import { ActionError } from "../../shell/action-error";
import { Cell, DataTable, Row } from "../../shell/data-table";
import { ListSkeleton, QueryView } from "../../shell/states";
import { PlanBadge, ProjectStatusBadge } from "../badges/badges";
import type { Person } from "../users/person";

const NONE = "none";

/** docs/product.md §2.17 Projects: the list with a Dashboard button per project, and a New Project dialog. */
export function ProjectsTab() {
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.list.queryOptions());
  const users = useQuery(trpc.users.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const names = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.id, personName(user)])),
    [users.data],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {projects.data ? `${projects.data.length} projects, newest first.` : "\u00a0"}
        </p>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          New Project
        </Button>
      </div>
      <QueryView
        query={projects}
        skeleton={<ListSkeleton rows={5} />}
        errorTitle="Couldn't load projects"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<FolderKanbanIcon />}
              title="No projects yet"
              description="Create the first project to give a client a board, health checks and a mood tracker."
            />
          ) : (
            <DataTable
              label="Projects"
              head={["Project", "Created", "Status", "Plan", "Client · Consultant", "Actions"]}
            >
              {list.map((project) => (
                <Row key={project.id}>
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
                    <ProjectStatusBadge status={project.status} />
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
                    <Link
                      to={`projects/${project.id}`}
                      aria-label={`Dashboard: ${project.name}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <LayoutDashboardIcon aria-hidden="true" />
                      Dashboard
                    </Link>
                  </Cell>
                </Row>
              ))}
            </DataTable>
          )
        }
      </QueryView>
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

function PersonSelect({
  label,
  people,
  value,
  onChange,
}: {
  label: string;
  people: readonly Person[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>Nobody yet</SelectItem>
            {people.map((person) => (
              <SelectItem key={person.id} value={String(person.id)}>
                {personName(person)}
                {person.company ? ` (${person.company})` : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

function NewProjectForm({ users, onDone }: { users: readonly Person[]; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [clientId, setClientId] = useState(NONE);
  const [consultantId, setConsultantId] = useState(NONE);
  const [status, setStatus] = useState<(typeof PROJECT_STATUSES)[number]>("active");
  const [planType, setPlanType] = useState<(typeof PLAN_TYPES)[number]>("trial");
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation(
    trpc.projects.create.mutationOptions({
      onSuccess: async (project) => {
        toast({
          title: "Project created",
          description: `${project.name} is ready for its first tasks.`,
          variant: "success",
        });
        onDone();
        await Promise.all([
          queryClient.invalidateQueries(trpc.projects.pathFilter()),
          queryClient.invalidateQueries(trpc.overview.pathFilter()),
        ]);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Name is required");
      return;
    }
    setNameError(null);
    create.mutate({
      name,
      description,
      clientId: clientId === NONE ? null : Number(clientId),
      consultantId: consultantId === NONE ? null : Number(consultantId),
      status,
      planType,
    });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field label="Name" required error={nameError}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Description">
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonSelect
          label="Client"
          people={users.filter((user) => appRole(user.role) === "client")}
          value={clientId}
          onChange={setClientId}
        />
        <PersonSelect
          label="Consultant"
          people={users.filter((user) => user.role === "consultant")}
          value={consultantId}
          onChange={setConsultantId}
        />
        <Field label="Status">
          {(control) => (
            <Select value={status} onValueChange={(value) => setStatus(value as typeof status)}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PROJECT_STATUSES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {humanize(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label="Plan">
          {(control) => (
            <Select
              value={planType}
              onValueChange={(value) => setPlanType(value as typeof planType)}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PLAN_TYPES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {humanize(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      </div>
      <ActionError error={create.error} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create Project
        </Button>
      </DialogFooter>
    </form>
  );
}
