import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { exportCsv } from "./export-csv.js";
import { list } from "./list.js";
import { makeTask } from "./make-task.js";
import { remove } from "./remove.js";
import { update } from "./update.js";

/** A project's RAID register: risks, assumptions, issues and decisions (docs/raid.md). */
export const raidRouter = router({ list, exportCsv, create, update, remove, makeTask });
