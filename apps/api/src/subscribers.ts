/**
 * Who hears the domain events, in one place (lib/domain-events.ts): the task aggregate
 * (modules/board/placement.ts) imports none of its subscribers, which live in the modules whose
 * records they write, and run in the order below, in the change's transaction; the live board's
 * announcement of the change (modules/board/event-hub.ts) too. The project's rules hear the
 * change last of the task's subscribers (modules/rules/queue-rule-runs.ts): they run after the
 * commit, through the outbox. The RAID register's saves are heard by the rules on a risk's
 * score.
 */
import { announceCompletedTask } from "./modules/announcements/task-completed.js";
import { deleteFilesOfDeletedTask } from "./modules/attachments/attachment-files.js";
import { publishBoardEvent } from "./modules/board/event-hub.js";
import { boardChanges, taskEvents } from "./modules/board/task-events.js";
import { logTaskActivity } from "./modules/monitoring/task-activity-log.js";
import { raidEvents } from "./modules/raid/raid-events.js";
import { queueRiskRuleRuns } from "./modules/rules/queue-risk-rule-runs.js";
import { queueRuleRuns } from "./modules/rules/queue-rule-runs.js";
import { noticeNewAssignee, recordTaskHistory } from "./modules/tasks/history.js";
import { sendTaskWebhooks } from "./modules/webhooks/task-hooks.js";

/** Sets every aggregate's subscribers (buildApp calls it; calling it again changes nothing). */
export function subscribeToDomainEvents(): void {
  taskEvents.subscribe([
    logTaskActivity,
    announceCompletedTask,
    recordTaskHistory,
    noticeNewAssignee,
    deleteFilesOfDeletedTask,
    sendTaskWebhooks,
    queueRuleRuns,
  ]);
  // Last of a change: the browsers hear of it once its records are written.
  boardChanges.subscribe([publishBoardEvent]);
  // A risk saved at a rule's score or more (modules/rules/queue-risk-rule-runs.ts).
  raidEvents.subscribe([queueRiskRuleRuns]);
}
