import { router } from "../../trpc/procedures.js";
import { health } from "./get-health.js";
import { metrics } from "./get-metrics.js";
import { activity } from "./list-activity.js";
import { logs } from "./list-logs.js";
import { ping } from "./ping.js";

export const monitoringRouter = router({ ping, metrics, health, logs, activity });
