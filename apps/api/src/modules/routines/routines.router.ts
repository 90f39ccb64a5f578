import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { list } from "./list.js";
import { listProcesses } from "./list-processes.js";
import { remove } from "./remove.js";
import { setUpRoutines } from "./set-up-routines.js";
import { update } from "./update.js";

/**
 * A project's routines (docs/routines.md): recurring meetings and chores that add their task at
 * each occurrence, and the plan's processes they run.
 */
export const routinesRouter = router({
  list,
  create,
  update,
  remove,
  listProcesses,
  setUpRoutines,
});
