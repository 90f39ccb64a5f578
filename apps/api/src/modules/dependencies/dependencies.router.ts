import { router } from "../../core/procedures.js";
import { add } from "./add.js";
import { get } from "./get.js";
import { remove } from "./remove.js";

export const dependenciesRouter = router({ get, add, remove });
