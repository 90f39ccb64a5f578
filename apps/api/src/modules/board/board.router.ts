import { router } from "../../core/procedures.js";
import { events } from "./events.js";
import { get } from "./get.js";
import { move } from "./move.js";
import { reorderColumns } from "./reorder-columns.js";
import { setPolicy } from "./set-policy.js";
import { setWipLimit } from "./set-wip-limit.js";

export const boardRouter = router({
  get,
  reorderColumns,
  setWipLimit,
  setPolicy,
  move,
  events,
});
