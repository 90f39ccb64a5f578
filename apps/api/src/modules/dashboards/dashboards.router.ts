import { router } from "../../trpc/procedures.js";
import { create } from "./create.js";
import { dashboardCsv, widgetCsv } from "./csv.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { update } from "./update.js";

export const dashboardsRouter = router({
  list,
  create,
  get,
  update,
  remove,
  dashboardCsv,
  widgetCsv,
});
