import { router } from "../../trpc/procedures.js";
import { assign } from "./assign.js";
import { convert } from "./convert.js";
import { create } from "./create.js";
import { erase } from "./erase.js";
import { list } from "./list.js";
import { listByAssignee } from "./list-by-assignee.js";
import { remove } from "./remove.js";
import { updateStatus } from "./update-status.js";

export const leadsRouter = router({
  create,
  list,
  listByAssignee,
  assign,
  updateStatus,
  remove,
  erase,
  convert,
});
