import { router } from "../../core/procedures.js";
import { create } from "./create.js";
import { list } from "./list.js";
import { stats } from "./stats.js";

export const moodRouter = router({ list, stats, create });
