import { errorDetails } from "@cairn/api-client/errors";
import { type PushOptions, startPush } from "@cairn/api-client/tool-stack";
import type { Job } from "@cairn/schema/jobs";
import { type PushTool, pushStartInput } from "@cairn/schema/tool-stack";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { useRef } from "react";
import type { z } from "zod";
import { FormActions } from "../../parts/form-actions";
import { TOOL_NAMES } from "./tool-stack-model";

/** What a push asks for beyond the path's project and tool: the API's own rules. */
const pushFields = pushStartInput.omit({ projectId: true, slug: true });
/** Jira cannot guess the project its issues go into: the key is required there. */
const jiraFields = pushFields.extend({
  jiraProjectKey: pushStartInput.shape.jiraProjectKey.unwrap(),
});
type PushFieldsInput = z.input<typeof pushFields>;
type OptionalField = Exclude<keyof PushFieldsInput, "jiraProjectKey" | "jiraIssueType">;

/** The one id each tool may ask for, when its settings name none. */
const OPTIONAL_ID: Partial<Record<PushTool, { name: OptionalField; label: string; hint: string }>> =
  {
    clickup: {
      name: "clickupSpaceId",
      label: "Space ID",
      hint: "Optional when ClickUp's settings name a space: the number after /v/s/ in the space's address.",
    },
    asana: {
      name: "asanaWorkspaceId",
      label: "Workspace ID",
      hint: "Optional when Asana's settings name a workspace: the workspace's gid, a number.",
    },
    "monday-com": {
      name: "mondayWorkspaceId",
      label: "Workspace ID",
      hint: "Optional when Monday.com's settings name a workspace: the number in …/workspaces/{id}.",
    },
    notion: {
      name: "notionParentPageId",
      label: "Parent page ID",
      hint: "Optional when Notion's settings name a page: the 32 letters and digits at the end of the page's address.",
    },
  };

export interface PushDialogProps {
  projectId: number;
  /** The tool being set up; null when the dialog is closed. */
  tool: PushTool | null;
  onClose: () => void;
  /** The push has started (or was already running): its job, to follow. */
  onStarted: (job: Job) => void;
}

/**
 * "Set up in <tool>": asks what the push needs that the tool's settings cannot say (the Jira
 * project, a space or workspace, a parent page), then starts it. A refusal (409, 400) is shown
 * as every form shows it, its issues beside their fields.
 */
export function PushDialog({ projectId, tool, onClose, onStarted }: PushDialogProps) {
  const name = tool ? TOOL_NAMES[tool] : "";
  // Once a push has started, the keyboard goes to its run (the tab moves focus there), not back
  // to the button that opened the dialog when its closing animation ends.
  const started = useRef(false);
  return (
    <Dialog open={tool !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        className="max-w-md"
        onOpenAutoFocus={() => {
          started.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (started.current) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Set up in {name}</DialogTitle>
          <DialogDescription>
            Cairn makes this project's plan and board in {name}, with the credentials of its
            integration. Later changes follow one way, from Cairn to {name}.
          </DialogDescription>
        </DialogHeader>
        {tool ? (
          <PushForm
            key={tool}
            projectId={projectId}
            tool={tool}
            onClose={onClose}
            onStarted={(job) => {
              started.current = true;
              onStarted(job);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PushForm({
  projectId,
  tool,
  onClose,
  onStarted,
}: {
  projectId: number;
  tool: PushTool;
  onClose: () => void;
  onStarted: (job: Job) => void;
}) {
  const schema: z.ZodType<PushOptions, PushFieldsInput> = tool === "jira" ? jiraFields : pushFields;
  const form = useZodForm(schema, {
    defaultValues: tool === "jira" ? { jiraProjectKey: "" } : {},
  });
  const optional = OPTIONAL_ID[tool];
  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={async (values) => {
        const job = await startPush(projectId, tool, values);
        onStarted(job);
      }}
    >
      {tool === "jira" ? (
        <>
          <FormField
            control={form.control}
            name="jiraProjectKey"
            label="Jira project key"
            required
            hint="The project the issues go into, such as PMO: 2 to 10 capital letters or digits."
          >
            {(field, control) => (
              <Input
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                autoComplete="off"
                spellCheck={false}
                value={field.value ?? ""}
                // Jira's keys are capitals; "pmo" typed means PMO.
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                {...control}
              />
            )}
          </FormField>
          <FormField
            control={form.control}
            name="jiraIssueType"
            label="Issue type"
            hint="Optional, such as Task or Story."
          >
            {(field, control) => (
              <Input
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                autoComplete="off"
                value={field.value ?? ""}
                // Empty means "not given", not an empty type the API would refuse.
                onChange={(event) => field.onChange(event.target.value || undefined)}
                {...control}
              />
            )}
          </FormField>
        </>
      ) : null}
      {optional ? (
        <FormField
          control={form.control}
          name={optional.name}
          label={optional.label}
          hint={optional.hint}
        >
          {(field, control) => (
            <Input
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              autoComplete="off"
              spellCheck={false}
              value={field.value ?? ""}
              onChange={(event) => field.onChange(event.target.value.trim() || undefined)}
              {...control}
            />
          )}
        </FormField>
      ) : null}
      {tool === "trello" ? (
        <p className="text-sm text-muted-foreground">
          A new board is made with Trello's API key and token from its settings.
        </p>
      ) : null}
      <FormError />
      <FormActions onCancel={onClose} submit={`Set up in ${TOOL_NAMES[tool]}`} />
    </Form>
  );
}
