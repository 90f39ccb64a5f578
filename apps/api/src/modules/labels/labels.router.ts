import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { update } from "./update.js";

/** A project's coloured labels (docs/tasks.md, "Labels"). */
export const labelsRouter = router({ list, create, update, remove });
