import { router } from "../../core/procedures.js";
import { acceptAll } from "./accept-all.js";
import { analyze } from "./analyze.js";

export const priorityRouter = router({ analyze, acceptAll });
