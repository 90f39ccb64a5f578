import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { update } from "./update.js";

/** A project's roadmap: its milestones and the tasks under them (docs/roadmap.md). */
export const roadmapRouter = router({ get, list, create, update, remove });
