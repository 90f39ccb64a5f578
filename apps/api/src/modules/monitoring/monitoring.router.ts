import { router } from "../../core/procedures.js";
import { activity } from "./activity.js";
import { health } from "./health.js";
import { logs } from "./logs.js";
import { metrics } from "./metrics.js";
import { ping } from "./ping.js";

export const monitoringRouter = router({ ping, metrics, health, logs, activity });
