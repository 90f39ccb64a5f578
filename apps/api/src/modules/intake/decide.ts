/**
 * The one way a request is decided (accept, merge, decline): in one transaction, under the
 * request's row lock, only while it is new (else 409 saying what it already is); the decision,
 * its requester's notice and the answer commit together.
 */
import type { IntakeDecision, IntakeStatus } from "@cairn/schema/intake";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { decideRequest, getRequest, lockRequest } from "./intake.repo.js";
import { tellOfDecision } from "./notices.js";

export interface Decided {
  status: Exclude<IntakeStatus, "new">;
  task: Task | null;
  reason: string | null;
}

export function decide(
  db: Kysely<Database>,
  actorId: number,
  input: { projectId: number; requestId: number },
  now: Date,
  make: (trx: Kysely<Database>, request: { title: string }) => Promise<Decided>,
): Promise<IntakeDecision> {
  return withTransaction(db, async (trx) => {
    const missing = `Request ${input.requestId} was not found in this project.`;
    const locked = await lockRequest(trx, input.projectId, input.requestId);
    if (!locked) throw appError("NOT_FOUND", missing);
    if (locked.status !== "new") {
      throw appError("CONFLICT", `This request was already ${locked.status}.`);
    }
    const { status, task, reason } = await make(trx, locked);
    const taskId = task?.id ?? null;
    await decideRequest(trx, input.requestId, {
      status,
      taskId,
      reason,
      decidedBy: actorId,
      decidedAt: now,
    });
    await tellOfDecision(
      trx,
      { projectId: input.projectId, requesterId: locked.requesterId, title: locked.title },
      { status, taskId, reason },
      actorId,
      now,
    );
    const request = await getRequest(trx, input.projectId, input.requestId);
    if (!request) throw appError("NOT_FOUND", missing);
    return { request, task: status === "accepted" ? task : null };
  });
}
