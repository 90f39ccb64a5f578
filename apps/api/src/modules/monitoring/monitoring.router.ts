import { router } from "../../trpc/procedures.js";
import { health } from "./get-health.js";
import { metrics } from "./get-metrics.js";
import { activity } from "./list-activity.js";
import { logs } from "./list-logs.js";

export const monitoringRouter = router({ metrics, health, logs, activity });
