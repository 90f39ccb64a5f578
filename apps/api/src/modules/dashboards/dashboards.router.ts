import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { dashboardCsv } from "./dashboard-csv.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { update } from "./update.js";
import { widgetCsv } from "./widget-csv.js";

export const dashboardsRouter = router({
  list,
  create,
  get,
  update,
  remove,
  dashboardCsv,
  widgetCsv,
});
