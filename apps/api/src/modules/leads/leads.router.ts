import { router } from "../../trpc/procedures.js";
import { create } from "./create.js";

export const leadsRouter = router({ create });
