import { router } from "../../core/procedures.js";
import { list } from "./list.js";
import { retry } from "./retry.js";

export const outboxRouter = router({ list, retry });
