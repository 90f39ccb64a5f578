import { router } from "../../core/procedures.js";
import { addNote } from "./add-note.js";
import { assign } from "./assign.js";
import { convert } from "./convert.js";
import { create } from "./create.js";
import { erase } from "./erase.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { listByAssignee } from "./list-by-assignee.js";
import { remove } from "./remove.js";
import { timeline } from "./timeline.js";
import { updateStatus } from "./update-status.js";

export const leadsRouter = router({
  create,
  list,
  listByAssignee,
  get,
  timeline,
  addNote,
  assign,
  updateStatus,
  remove,
  erase,
  convert,
});
