import { router } from "../../trpc/procedures.js";
import { ask } from "./ask.js";

export const assistantRouter = router({ ask });
