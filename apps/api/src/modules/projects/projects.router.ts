import { router } from "../../core/procedures.js";
import { archive } from "./archive.js";
import { create } from "./create.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { listByClient } from "./list-by-client.js";
import { listByConsultant } from "./list-by-consultant.js";
import { listMembers } from "./list-members.js";
import { remove } from "./remove.js";
import { restore } from "./restore.js";
import { update } from "./update.js";

export const projectsRouter = router({
  list,
  create,
  get,
  update,
  remove,
  archive,
  restore,
  listMembers,
  listByConsultant,
  listByClient,
});
