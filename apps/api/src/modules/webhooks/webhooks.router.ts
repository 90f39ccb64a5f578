import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { deliveries } from "./deliveries.js";
import { getSettings } from "./get-settings.js";
import { list } from "./list.js";
import { ping } from "./ping.js";
import { redeliver } from "./redeliver.js";
import { remove } from "./remove.js";
import { update } from "./update.js";
import { updateSettings } from "./update-settings.js";

export const webhooksRouter = router({
  list,
  create,
  update,
  remove,
  deliveries,
  redeliver,
  ping,
  getSettings,
  updateSettings,
});
