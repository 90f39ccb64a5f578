import { errorDetails } from "@cairn/api-client/errors";
import { dashboardPath } from "@cairn/api-client/session";
import { createDocumentInput, templateRoom } from "@cairn/schema/documents";
import type { Project } from "@cairn/schema/projects";
import type { TemplateDetail } from "@cairn/schema/templates";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSelect, useWatch, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { ListSkeleton } from "../../parts/states";
import { useSession } from "../session/session-context";
import {
  chosenProjectDocumentsQuery,
  createDocumentFromTemplateMutation,
  projectChoicesQueries,
  useTemplateDocumentCreated,
} from "./queries";

/** The projects a person may add documents to: all for admins, their own for consultants. */
function useMyProjects() {
  const trpc = useTRPC();
  const { user } = useSession();
  const admin = user.role === "admin";
  const choices = projectChoicesQueries(trpc, user.id, admin);
  const all = useQuery(choices.all);
  const mine = useQuery(choices.mine);
  return admin ? all : mine;
}

const documentForm = createDocumentInput.pick({ projectId: true, title: true });

/**
 * "Use in project": choose one of your projects; the template is filled in for it and opens in
 * the project's Documents tab. A Trial project that already holds documents from 3 templates
 * says so before the click.
 */
export function UseInProjectDialog({
  template,
  open,
  onOpenChange,
}: {
  template: TemplateDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const projects = useMyProjects();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Use “{template.name}” in a project</DialogTitle>
          <DialogDescription>
            Its fields are filled in from the project; what the project doesn't know yet is left
            highlighted for you to fill in.
          </DialogDescription>
        </DialogHeader>
        {projects.isPending ? (
          <ListSkeleton rows={2} label="Loading your projects" />
        ) : (
          <UseForm
            template={template}
            projects={projects.data ?? []}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UseForm({
  template,
  projects,
  onClose,
}: {
  template: TemplateDetail;
  projects: readonly Project[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const documentCreated = useTemplateDocumentCreated();
  const navigate = useNavigate();
  const { user } = useSession();
  const form = useZodForm(documentForm, {
    defaultValues: { title: template.name },
    messages: { projectId: "Choose a project" },
  });
  const projectId = useWatch({ control: form.control, name: "projectId" });
  const chosen = projects.find((project) => project.id === projectId);
  const documents = useQuery(chosenProjectDocumentsQuery(trpc, chosen?.id));
  const room =
    chosen && documents.data
      ? templateRoom(
          chosen.planType,
          documents.data.map((document) => document.templateId),
          template.id,
        )
      : undefined;
  const create = useMutation({
    ...createDocumentFromTemplateMutation(trpc),
    onSuccess: (document) => {
      documentCreated(document.projectId);
      toast({
        title: "Document created",
        description: `“${document.title}” is in ${chosen?.name ?? "the project"}, ready to edit.`,
        variant: "success",
      });
      onClose();
      void navigate(
        `${dashboardPath(user.role)}/projects/${document.projectId}?tab=documents&document=${document.id}`,
      );
    },
  });

  if (projects.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no projects yet. Projects an administrator gives you appear here.
      </p>
    );
  }
  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={(values) => create.mutateAsync({ ...values, templateId: template.id })}
    >
      <FormSelect
        control={form.control}
        name="projectId"
        label="Project"
        placeholder="Choose one of your projects"
        options={projects.map((project) => ({ value: String(project.id), label: project.name }))}
        toOption={(value) => (value === undefined ? "" : String(value))}
        fromOption={(option) => Number(option)}
      />
      <FormField control={form.control} name="title" label="Document title">
        <Input />
      </FormField>
      {room && !room.fits ? (
        <p
          role="status"
          className="rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground"
        >
          {chosen?.name} already holds documents from {room.used} templates. {room.message}
        </p>
      ) : room && room.allowed !== null ? (
        <p className="text-sm text-muted-foreground">
          {room.used} of {room.allowed} templates used on this project's plan.
        </p>
      ) : null}
      <FormError />
      <FormActions
        onCancel={onClose}
        submit="Use in project"
        disabled={room !== undefined && !room.fits}
      />
    </Form>
  );
}
