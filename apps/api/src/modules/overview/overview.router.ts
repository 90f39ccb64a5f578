import { router } from "../../core/procedures.js";
import { get } from "./get.js";

export const overviewRouter = router({ get });
