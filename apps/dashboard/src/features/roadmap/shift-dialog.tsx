import type { RoadmapMilestone } from "@cairn/schema/milestones";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { pluralize } from "../../lib/format";

/**
 * Asked when a milestone's new due day runs into the next one: move every following milestone
 * (and its tasks' due dates) by as many days too, or only this one.
 */
export function ShiftDialog({
  pending,
  onAnswer,
  onCancel,
}: {
  pending: { milestone: RoadmapMilestone; days: number } | null;
  onAnswer: (shiftFollowing: boolean) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            Shift the following milestones by {pluralize(pending?.days ?? 0, "day")} too?
          </DialogTitle>
          <DialogDescription>
            {pending?.milestone.title} now runs into the next milestone. Their tasks' due dates move
            with them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onAnswer(false)}>
            Only this one
          </Button>
          <Button onClick={() => onAnswer(true)}>Yes</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
