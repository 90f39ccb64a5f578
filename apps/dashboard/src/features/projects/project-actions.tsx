import { errorDetails } from "@cairn/api-client/errors";
import { deleteProjectInput, type Project } from "@cairn/schema/projects";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Skeleton } from "@cairn/ui/skeleton";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArchiveIcon, ArchiveRestoreIcon } from "lucide-react";
import { useTRPC } from "../../lib/api";
import { ActionError } from "../../parts/action-error";
import { ErrorState } from "../../parts/states";
import { confirms } from "./projects-model";
import {
  archiveProjectMutation,
  firstTaskQuery,
  removeProjectMutation,
  restoreProjectMutation,
  useProjectRefreshes,
} from "./queries";

/** Archive (after the dialog's confirmation) and restore (at once: nothing is lost). */
export function useProjectArchive() {
  const trpc = useTRPC();
  const refresh = useProjectRefreshes().changed;
  const archive = useMutation({
    ...archiveProjectMutation(trpc),
    onSuccess: async (project) => {
      toast({
        title: "Project archived",
        description: `${project.name} is read-only until it is restored.`,
        variant: "success",
      });
      await refresh();
    },
  });
  const restore = useMutation({
    ...restoreProjectMutation(trpc),
    onSuccess: async (project) => {
      toast({
        title: "Project restored",
        description: `${project.name} is back in the lists and can be changed again.`,
        variant: "success",
      });
      await refresh();
    },
    onError: (error) => {
      toast({
        title: "Couldn't restore the project",
        description: errorDetails(error).message,
        variant: "destructive",
      });
    },
  });
  return { archive, restore };
}

/** A Restore button for an archived project (its consultant, admins). */
export function RestoreProjectButton({
  project,
  size = "sm",
}: {
  project: Pick<Project, "id" | "name">;
  size?: "sm" | "md";
}) {
  const { restore } = useProjectArchive();
  return (
    <Button
      variant="outline"
      size={size}
      loading={restore.isPending}
      aria-label={`Restore ${project.name}`}
      onClick={() => restore.mutate({ projectId: project.id })}
    >
      <ArchiveRestoreIcon aria-hidden="true" />
      Restore
    </Button>
  );
}

/** "Archive project?": what archiving does, then Archive or Cancel. */
export function ArchiveProjectDialog({
  project,
  onClose,
}: {
  project: Pick<Project, "id" | "name"> | null;
  onClose: () => void;
}) {
  const { archive } = useProjectArchive();
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => {
        if (open) return;
        archive.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{project ? `Archive ${project.name}?` : "Archive project"}</DialogTitle>
          <DialogDescription>
            It becomes read-only for everyone — its board, tasks and documents — and leaves the
            project lists. Nothing is deleted: restore it at any time.
          </DialogDescription>
        </DialogHeader>
        <ActionError error={archive.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={archive.isPending}
            onClick={() =>
              project && archive.mutate({ projectId: project.id }, { onSuccess: onClose })
            }
          >
            <ArchiveIcon aria-hidden="true" />
            Archive project
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Delete project?": an empty project is deleted after a plain confirmation; one with tasks only
 * once its name is typed exactly (docs/projects.md, "Deleting"), which the API checks again.
 */
export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  project: Pick<Project, "id" | "name"> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{project ? `Delete ${project.name}?` : "Delete project"}</DialogTitle>
          <DialogDescription>
            Deleting a project cannot be undone. Archive it instead to keep it, read-only.
          </DialogDescription>
        </DialogHeader>
        {project ? (
          <DeleteProject
            key={project.id}
            project={project}
            onClose={onClose}
            onDeleted={onDeleted}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const confirmForm = deleteProjectInput.pick({ confirm: true });

function DeleteProject({
  project,
  onClose,
  onDeleted,
}: {
  project: Pick<Project, "id" | "name">;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useProjectRefreshes().changed;
  // One task is enough to know the project is not empty.
  const tasks = useQuery(firstTaskQuery(trpc, project.id));
  const form = useZodForm(confirmForm, { defaultValues: { confirm: "" } });
  const typed = form.watch("confirm") ?? "";
  const remove = useMutation({
    ...removeProjectMutation(trpc),
    onSuccess: async () => {
      toast({
        title: "Project deleted",
        description: `${project.name} and everything in it are gone.`,
        variant: "success",
      });
      onClose();
      onDeleted?.();
      await refresh();
    },
  });

  if (tasks.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">Checking the project's tasks</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (tasks.isError) {
    return (
      <ErrorState
        title="Couldn't check the project's tasks"
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
        retrying={tasks.isFetching}
        headingLevel={3}
      />
    );
  }
  if (tasks.data.length === 0) {
    return (
      <>
        <p className="text-sm">
          It has no tasks. Its board, documents and health history go with it.
        </p>
        <ActionError error={remove.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => remove.mutate({ projectId: project.id })}
          >
            Delete project
          </Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={(values) =>
        remove.mutateAsync({ projectId: project.id, confirm: values.confirm ?? "" })
      }
    >
      <p className="text-sm">
        It holds tasks: they go with it, with their comments, checklists, files and history, and its
        documents and health history.
      </p>
      <FormField
        control={form.control}
        name="confirm"
        label={
          <>
            Type <strong className="font-semibold">{project.name}</strong> to confirm
          </>
        }
        required
      >
        <Input autoComplete="off" spellCheck={false} />
      </FormField>
      <FormError />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <FormSubmit variant="destructive" disabled={!confirms(typed, project.name)}>
          Delete project and tasks
        </FormSubmit>
      </DialogFooter>
    </Form>
  );
}
