import { router } from "../../trpc/procedures.js";
import { analyze } from "./analyze.js";

export const priorityRouter = router({ analyze });
