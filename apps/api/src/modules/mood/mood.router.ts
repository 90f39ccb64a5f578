import { router } from "../../trpc/procedures.js";
import { create } from "./create.js";
import { stats } from "./get-stats.js";
import { list } from "./list.js";

export const moodRouter = router({ list, stats, create });
