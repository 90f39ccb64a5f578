import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { duplicate } from "./duplicate.js";
import { get } from "./get.js";
import { list } from "./list.js";
import { retire } from "./retire.js";
import { update } from "./update.js";

export const templatesRouter = router({ list, get, create, update, duplicate, retire });
