/**
 * Who hears of the intake (docs/intake.md), in their inbox (kind `intake`): the project's
 * consultant of each new request, and a requester with an account of the decision on theirs.
 * A public requester has no inbox: their receipt page says it (nothing is e-mailed to an
 * address nobody has verified).
 */
import type { IntakeStatus } from "@cairn/schema/intake";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { notify } from "../notifications/notify.js";

const DECIDED: Record<Exclude<IntakeStatus, "new">, string> = {
  accepted: "was accepted: it is now a task",
  merged: "was merged into a task that already covers it",
  declined: "was declined",
};

export async function tellOfNewRequest(
  db: Kysely<Database>,
  request: { projectId: number; projectName: string; consultantId: number | null; title: string },
  actorId: number | null,
  now: Date,
): Promise<void> {
  if (request.consultantId === null) return;
  await notify(
    db,
    [
      {
        userId: request.consultantId,
        kind: "intake",
        actorId,
        title: `New request in ${request.projectName}: "${request.title}"`,
        projectId: request.projectId,
      },
    ],
    now,
  );
}

export async function tellOfDecision(
  db: Kysely<Database>,
  request: { projectId: number; requesterId: number | null; title: string },
  decision: { status: Exclude<IntakeStatus, "new">; taskId: number | null; reason: string | null },
  actorId: number,
  now: Date,
): Promise<void> {
  if (request.requesterId === null) return;
  await notify(
    db,
    [
      {
        userId: request.requesterId,
        kind: "intake",
        actorId,
        title: `Your request "${request.title}" ${DECIDED[decision.status]}`,
        body: decision.reason,
        projectId: request.projectId,
        taskId: decision.taskId,
      },
    ],
    now,
  );
}
