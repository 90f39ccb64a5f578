import { router } from "../../core/procedures.js";
import { checklistTasks } from "./checklist-tasks.js";
import { create } from "./create.js";
import { createTasks } from "./create-tasks.js";
import { exportFile } from "./export-file.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { listVersions } from "./list-versions.js";
import { recommended } from "./recommended.js";
import { restoreVersion } from "./restore-version.js";
import { update } from "./update.js";

export const documentsRouter = router({
  list,
  create,
  get,
  update,
  listVersions,
  restoreVersion,
  exportFile,
  createTasks,
  checklistTasks,
  recommended,
});
