import { router } from "../../trpc/procedures.js";
import { get } from "./get.js";

export const overviewRouter = router({ get });
