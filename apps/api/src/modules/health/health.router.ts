import { router } from "../../core/procedures.js";
import { get } from "./get.js";
import { history } from "./history.js";
import { listChecks } from "./list-checks.js";
import { tasks } from "./tasks.js";
import { team } from "./team.js";
import { upcomingCheck } from "./upcoming-check.js";

export const healthRouter = router({ get, tasks, team, history, listChecks, upcomingCheck });
