import { router } from "../../trpc/procedures.js";
import { get } from "./get.js";
import { history } from "./get-history.js";
import { tasks } from "./get-task-metrics.js";
import { team } from "./get-team-metrics.js";

export const healthRouter = router({ get, tasks, team, history });
