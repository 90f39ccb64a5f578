import { router } from "../../core/procedures.js";
import { approve } from "./approve.js";
import { awaitingApproval } from "./awaiting-approval.js";
import { create } from "./create.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { listActivity } from "./list-activity.js";
import { listByAssignee } from "./list-by-assignee.js";
import { listByProject } from "./list-by-project.js";
import { remove } from "./remove.js";
import { setPriority } from "./set-priority.js";
import { setStatus } from "./set-status.js";
import { update } from "./update.js";

export const tasksRouter = router({
  list,
  create,
  listByProject,
  listByAssignee,
  get,
  update,
  remove,
  setStatus,
  setPriority,
  listActivity,
  approve,
  awaitingApproval,
});
