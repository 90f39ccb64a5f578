import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { reorder } from "./reorder.js";
import { tick } from "./tick.js";
import { update } from "./update.js";

export const checklistRouter = router({ list, create, update, tick, remove, reorder });
