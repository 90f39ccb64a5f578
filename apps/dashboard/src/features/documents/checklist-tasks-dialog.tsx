import { errorMessage } from "@cairn/api-client/errors";
import {
  checklistTaskTitle,
  openChecklistItems,
  type ProjectDocument,
} from "@cairn/schema/documents";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Label } from "@cairn/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ListChecksIcon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import {
  checklistTasksQuery,
  createChecklistTasksMutation,
  milestonesQuery,
  useChecklistTasksCreated,
} from "./queries";

const NO_MILESTONE = "none";

/** What the dialog says of the checklist: nothing to make, all made already, or what it makes. */
function describeChecklist(checking: boolean, unticked: number, toMake: number): string {
  if (checking) return "Checking which items are on the board already…";
  if (unticked === 0) {
    return "This document has no unticked checklist items (lines such as “- [ ] Book the room”).";
  }
  if (toMake === 0) {
    return unticked === 1
      ? "The checklist's one unticked item is a task on the board already."
      : `All ${unticked} unticked items of this checklist are tasks on the board already.`;
  }
  const onBoard = unticked - toMake;
  const leftOut =
    onBoard === 0
      ? ""
      : ` ${pluralize(onBoard, "item")} on the board already ${onBoard === 1 ? "is" : "are"} left out.`;
  return `Each item below becomes a task at the bottom of To Do.${leftOut}`;
}

/**
 * "Create tasks from checklist": shows the unticked items the board will get in To Do, then
 * makes them, under a milestone of the project's roadmap if one is chosen. Items made into tasks
 * before are not made again: the dialog asks the API which they are when it opens, and offers
 * only the others.
 */
export function ChecklistTasksDialog({
  document,
  open,
  onOpenChange,
}: {
  document: ProjectDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const where = { projectId: document.projectId, documentId: document.id };
  const tasksCreated = useChecklistTasksCreated(where);
  const onBoard = useQuery(checklistTasksQuery(trpc, where, open));
  const unticked = openChecklistItems(document.body);
  const made = new Set(onBoard.data?.items ?? []);
  const items = unticked.filter((item) => !made.has(item));
  const [milestone, setMilestone] = useState(NO_MILESTONE);
  const milestones = useQuery(milestonesQuery(trpc, document.projectId, open));
  const create = useMutation({
    ...createChecklistTasksMutation(trpc),
    onSuccess: (result) => {
      const made = result.created.length;
      toast({
        title: made === 0 ? "No new tasks" : `${pluralize(made, "task")} added to To Do`,
        description:
          result.skipped.length > 0
            ? `${pluralize(result.skipped.length, "item")} already had a task on the board.`
            : "They are at the bottom of the To Do column.",
        variant: "success",
      });
      tasksCreated();
      onOpenChange(false);
    },
    onError: (error) =>
      toast({
        title: "Couldn't create the tasks",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Create tasks from checklist</DialogTitle>
          <DialogDescription>
            {describeChecklist(onBoard.isPending, unticked.length, items.length)}
          </DialogDescription>
        </DialogHeader>
        {items.length > 0 ? (
          <ul className="flex max-h-72 list-disc flex-col gap-1 overflow-auto pl-5 text-sm">
            {items.map((item) => (
              <li key={item}>{checklistTaskTitle(item)}</li>
            ))}
          </ul>
        ) : null}
        {items.length > 0 && milestones.data && milestones.data.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="checklist-milestone">Milestone</Label>
            <Select value={milestone} onValueChange={setMilestone}>
              <SelectTrigger id="checklist-milestone">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_MILESTONE}>No milestone</SelectItem>
                {milestones.data.map((entry) => (
                  <SelectItem key={entry.id} value={String(entry.id)}>
                    {entry.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={onBoard.isPending || items.length === 0}
            loading={create.isPending}
            onClick={() =>
              create.mutate({
                projectId: document.projectId,
                documentId: document.id,
                ...(milestone === NO_MILESTONE ? {} : { milestoneId: Number(milestone) }),
              })
            }
          >
            <ListChecksIcon aria-hidden="true" />
            Create {pluralize(items.length, "task")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
